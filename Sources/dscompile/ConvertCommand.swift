import ArgumentParser
import TokenBuild
import TokenImport
import TokenModel

/// `dscompile convert`: Style Dictionary's legacy format and Tokens Studio exports to DTCG.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert Style Dictionary (legacy format) or Tokens Studio files into DTCG 2025.10 token files and a resolver.",
        discussion: """
            Reads Style Dictionary's legacy format (tokens with "value", "type", "comment"; \
            .json or JSON5 files; .js files must be exported as JSON first) or a Tokens Studio \
            export (one file, or its multi-file folder with $themes.json and $metadata.json), \
            and writes DTCG 2025.10 *.tokens.json files and tokens.resolver.json into DIR, \
            which `dscompile validate --strict DIR` accepts. Tokens Studio themes become \
            resolver modifiers, one per theme group.

            Whatever cannot be carried over exactly (a type DTCG lacks, an em length, math on \
            values that change with the theme, a property DTCG has no place for) is listed, \
            never dropped silently: printed, and written to DIR/conversion-report.md. See \
            docs/CONVERT.md for what maps to what.

            Names that would give one Swift name (step and _step, md and md+) are renamed, the \
            later one getting -2, and each rename is reported; a file in a folder that is not \
            read (not .json, .json5 or .jsonc) is named.

            DIR must be new or empty unless --force; all files are written or none, and they \
            pass the checks of validate --strict and build. Exits 0 when converted (with or \
            without findings), 1 on errors or when no token could be converted (nothing \
            written), 2 for a usage error.

            Example:
              dscompile convert tokens/ --out Tokens
              dscompile convert figma-tokens.json --out Tokens --from tokens-studio --force
            """
    )

    @Argument(help: "The files or folders to convert.")
    var paths: [String]

    @Option(name: .long, help: ArgumentHelp("The folder to write into.", valueName: "DIR"))
    var out: String

    @Option(name: .long, help: ArgumentHelp("The source format; auto detects it and says which it read.", valueName: "format"))
    var from: Format = .auto

    @Flag(name: .long, help: "Replace the contents of a non-empty output folder.")
    var force = false

    /// `--from`'s values: ``TokenImport/SourceFormat``'s, named alike, and `auto`.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case auto
        case styleDictionary = "style-dictionary"
        case tokensStudio = "tokens-studio"
    }

    func run() throws {
        // `auto` has no format of its own: convert detects it and says which it read.
        let conversion = TokenConverter.convert(paths: paths, from: SourceFormat(rawValue: from.rawValue))
        if !conversion.detection.isEmpty { Diagnostics.note("dscompile: \(conversion.detection)") }
        Diagnostics.print(conversion.report.items.map(\.diagnostic))
        guard !conversion.report.hasErrors else { throw ExitCode(1) }
        do throws(ConversionWriter.Failure) {
            // Read back, the files get the checks validate --strict and build run.
            try ConversionWriter.write(conversion, to: out, force: force, sources: paths, outputCheck: OutputCheck.diagnostics(of:)) { Diagnostics.note($0) }
        } catch {
            Diagnostics.print(error.diagnostics)
            throw ExitCode(1)
        }
        Diagnostics.note("dscompile: \(conversion.summary(writtenTo: out))")
    }
}
