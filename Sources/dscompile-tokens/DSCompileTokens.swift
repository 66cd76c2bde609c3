import ArgumentParser
import Foundation
import TokenBuild

/// The build plugin's tool: `dscompile build` and nothing else, linking only the token reader
/// and the code generators, so a package that adopts the plugin builds no renderer.
@main
struct DSCompileTokens: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dscompile-tokens",
        abstract: "dscompile build alone: DTCG token files to typed Swift, CSS and JSON (the build plugin's tool).",
        subcommands: [BuildCommand.self]
    )

    static func main() {
        CommandExit.run(Self.self)
    }
}
