import ArgumentParser
import Foundation
import TokenBuild

/// `dscompile`: design tokens to typed Swift, and a gallery of the design system.
@main
struct DSCompile: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dscompile",
        abstract: "Compile DTCG design tokens and style sheets into typed Swift, and preview them.",
        discussion: """
            Inputs are DTCG 2025.10 token files (*.tokens.json, *.tokens.yaml), a resolver \
            (*.resolver.json) whose modifiers become themes, and style sheets (*.styles.yaml). \
            With no paths, dscompile reads Tokens/. Style Dictionary (legacy format) and Tokens \
            Studio files are turned into DTCG by `dscompile convert PATH --out DIR`.
            """,
        subcommands: [BuildCommand.self, ValidateCommand.self, ConvertCommand.self, PreviewCommand.self, DiffCommand.self, ReportCommand.self]
    )

    static func main() {
        CommandExit.run(Self.self)
    }
}
