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

            The options every command shares: --compat also reads what real design systems \
            publish against DTCG (other units, $type: string, hex strings, …), with one warning \
            per kind of deviation per file; --strict, the default, follows DTCG 2025.10 to the \
            letter. --all-json reads every .json and .yaml file in the folders as a token file \
            (except resolvers, style sheets and designtokens.json), not only *.tokens.json and \
            *.tokens.yaml. --input modifier=context resolves only the permutations with that \
            context; without it every permutation is resolved. --resolver names the resolver \
            and overrides any *.resolver.json found in the paths.
            """,
        subcommands: [BuildCommand.self, ValidateCommand.self, ConvertCommand.self, PreviewCommand.self, DiffCommand.self, ReportCommand.self]
    )

    static func main() {
        CommandExit.run(Self.self)
    }
}
