import ArgumentParser
import Codegen
import Foundation
import TokenModel

/// `dscompile build`: writes the Swift, CSS and JSON of the design system.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Validate the tokens and write typed Swift, CSS custom properties and/or flat JSON.",
        discussion: """
            At least one of --swift-out, --css-out and --json-out is required.

            --swift-out DIR writes \(SwiftEmitter.outputFileNames.joined(separator: " and ")).

            --css-out FILE_OR_DIR writes CSS custom properties (a path ending in .css is the \
            file; anything else is a folder that gets \(defaultCSSName)). `:root` holds every \
            token of the default theme. Tokens whose value differs between themes are repeated \
            in a [data-theme="<name>"] block for every theme (the default one too), <name> being \
            the theme's contexts joined by '-' (dark, dark-tablet). The dark context (the theme \
            that differs from the default in one modifier whose context is named 'dark') is also \
            given in @media (prefers-color-scheme: dark) { :root { … } }, before the [data-theme] \
            blocks, so an explicit theme wins over the system's appearance. A property is named \
            '--' and the token path joined by '-'; in each name every run of characters other \
            than letters, digits, '-', '_' and non-ASCII letters and symbols becomes one '-'; two \
            tokens with one name are an error. Colors are hex (sRGB), dimensions and durations \
            keep their units, typography is a `font` shorthand plus <name>-letter-spacing, \
            shadows, borders, transitions, gradients and cubic-bezier are CSS values; text is \
            a quoted, escaped CSS string, so nothing in a token can end a block, a string or \
            a comment.

            --json-out FILE_OR_DIR writes the resolved tokens as JSON (a path ending in .json is \
            the file; anything else a folder that gets \(defaultJSONName)): one object per \
            permutation, the default first, tokens flat by dotted path in source order, each \
            with $type, $value, $description, $deprecated and $extensions.

            A run with errors writes nothing; each file is written atomically, and an unchanged \
            file is not rewritten, so its modification time stays. --check writes nothing and \
            exits 1, listing them, when any requested output differs from the file on disk.

            --watch builds, then polls the inputs (token files, style sheets, the resolver and \
            every file it names) every \(Int(InputWatcher.pollInterval * 1000)) ms and rebuilds on \
            every change, printing diagnostics and one line per rebuild; it keeps running after \
            errors. Ctrl-C ends it.
            """
    )

    static let defaultCSSName = "DesignTokens.css"
    static let defaultJSONName = "DesignTokens.json"

    @OptionGroup var inputs: InputOptions

    @Option(help: ArgumentHelp("The folder the Swift files are written to.", valueName: "dir"))
    var swiftOut: String?

    @Option(help: ArgumentHelp("The CSS file (*.css) or folder the CSS custom properties are written to.", valueName: "file-or-dir"))
    var cssOut: String?

    @Option(help: ArgumentHelp("The JSON file (*.json) or folder the resolved tokens are written to.", valueName: "file-or-dir"))
    var jsonOut: String?

    @Option(help: ArgumentHelp("The access level of the generated declarations: public or internal.", valueName: "level"))
    var access: String = "public"

    @Flag(help: "Write nothing; exit 1 when any requested output on disk differs from what would be written.")
    var check = false

    @Flag(help: "Keep running: rebuild whenever an input changes, until Ctrl-C.")
    var watch = false

    @Flag(help: ArgumentHelp("The generated code is built in the package that declares Builders (no @retroactive).", visibility: .hidden))
    var buildersInSamePackage = false

    func validate() throws {
        guard ["public", "internal"].contains(access) else {
            throw ValidationError("--access must be public or internal, not \(access)")
        }
        guard swiftOut != nil || cssOut != nil || jsonOut != nil else {
            throw ValidationError("build needs at least one output: --swift-out DIR, --css-out FILE_OR_DIR or --json-out FILE_OR_DIR")
        }
        guard !(check && watch) else {
            throw ValidationError("--check and --watch cannot be combined")
        }
    }

    func run() throws {
        if watch {
            BuildWatchLoop(inputs: inputs, build: { try build() }).run()
        }
        try build()
    }

    // MARK: - Building

    /// One build: load, emit every requested output, then check or write them all.
    /// - Throws: `ExitCode(1)` after printing the diagnostics when the inputs have errors
    ///   or (with `--check`) outputs are out of date.
    private func build() throws {
        let outputs = try emit(inputs.load())
        if check {
            let stale = outputs.staleFiles()
            guard stale.isEmpty else {
                Diagnostics.note("dscompile: out of date: \(stale.joined(separator: ", "))")
                throw ExitCode(1)
            }
            return
        }
        do {
            try outputs.write()
        } catch {
            Diagnostics.note("dscompile: \(error.localizedDescription)")
            throw ExitCode(1)
        }
    }

    private func emit(_ system: ResolvedDesignSystem) throws -> BuildOutputs {
        // Absolute paths (the build plugin's) would make the header differ between machines.
        let source = inputs.effectivePaths.map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0).lastPathComponent : $0 }
            .joined(separator: ", ")
        var outputs = BuildOutputs()
        do throws(DiagnosticsError) {
            if let swiftOut {
                let options = SwiftEmitter.Options(access: access, sourceDescription: source, buildersInSamePackage: buildersInSamePackage)
                // What the Swift cannot say as the tokens do (a token missing from some
                // themes) is a warning, printed as the loader's are.
                var warnings: [Diagnostic] = []
                outputs.add(try SwiftEmitter.emit(system, options: options, warnings: &warnings), toDirectory: swiftOut)
                Diagnostics.print(warnings)
            }
            if let cssOut {
                outputs.add(try CSSEmitter.emit(system, sourceDescription: source), at: cssOut, fileExtension: "css", defaultName: Self.defaultCSSName)
            }
            if let jsonOut {
                outputs.add(JSONEmitter.emit(system), at: jsonOut, fileExtension: "json", defaultName: Self.defaultJSONName)
            }
        } catch {
            Diagnostics.print(error.diagnostics)
            throw ExitCode(1)
        }
        return outputs
    }
}
