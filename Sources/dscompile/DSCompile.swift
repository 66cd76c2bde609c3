import ArgumentParser
import Foundation

/// `dscompile`: design tokens to typed Swift, and a gallery of the design system.
@main
struct DSCompile: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dscompile",
        abstract: "Compile DTCG design tokens and style sheets into typed Swift, and preview them.",
        discussion: """
            Inputs are DTCG 2025.10 token files (*.tokens.json, *.tokens.yaml), a resolver \
            (*.resolver.json) whose modifiers become themes, and style sheets (*.styles.yaml). \
            With no paths, dscompile reads Tokens/.
            """,
        subcommands: [BuildCommand.self, ValidateCommand.self, PreviewCommand.self, DiffCommand.self, ReportCommand.self]
    )

    /// Exit codes: 0 success, 1 errors in the inputs, 2 a usage error (ArgumentParser's
    /// own would be 64), as compilers and `diff` use them.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
