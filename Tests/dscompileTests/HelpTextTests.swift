import Foundation
import Testing

/// Every subcommand's help reads the same way: each option says what it is in one short
/// line ending with a period, and the longer explanation is in the command's discussion.
/// Read from ArgumentParser's description of the whole tool (`--experimental-dump-help`).
@Suite("dscompile help text")
struct HelpTextTests {
    /// The longest one-line abstract of an option.
    private static let longestAbstract = 110

    /// One command of the description, with its subcommands.
    private struct Command: Decodable {
        struct Argument: Decodable {
            var names: [Name]?
            var valueName: String?
            var abstract: String?
            var shouldDisplay: Bool
        }

        struct Name: Decodable {
            var name: String
        }

        var commandName: String
        var abstract: String?
        var discussion: String?
        var arguments: [Argument]?
        var subcommands: [Command]?
    }

    private struct ToolInfo: Decodable {
        var command: Command
    }

    private func commands() throws -> [(path: String, command: Command)] {
        let run = try DSCompileProcess.run(["--experimental-dump-help"])
        #expect(run.status == 0, "\(run.errors)")
        let root = try JSONDecoder().decode(ToolInfo.self, from: Data(run.output.utf8)).command
        func walk(_ command: Command, _ path: String) -> [(String, Command)] {
            [(path, command)] + (command.subcommands ?? []).flatMap { walk($0, path + " " + $0.commandName) }
        }
        return walk(root, root.commandName).filter { !$0.0.hasSuffix(" help") }
    }

    @Test func everyOptionHasAOneLineAbstract() throws {
        for (path, command) in try commands() {
            for argument in command.arguments ?? [] where argument.shouldDisplay {
                let name = argument.names?.first?.name ?? argument.valueName ?? "?"
                let abstract = argument.abstract ?? ""
                #expect(!abstract.isEmpty, "\(path) \(name) has no help")
                #expect(!abstract.contains("\n") && abstract.count <= Self.longestAbstract,
                        "\(path) \(name): \(abstract.count) characters; the explanation belongs in the discussion")
                #expect(abstract.hasSuffix("."), "\(path) \(name): \(abstract)")
            }
        }
    }

    @Test func everyCommandThatRunsExplainsItselfInItsDiscussion() throws {
        for (path, command) in try commands() where command.subcommands?.isEmpty ?? true {
            #expect(!(command.abstract ?? "").isEmpty, "\(path) has no abstract")
            #expect((command.discussion ?? "").count > 100, "\(path) has no discussion")
        }
    }
}
