import ArgumentParser
import Codegen
import Foundation
import OutputFiles
import TokenModel

/// `dscompile build`: writes the Swift, CSS and JSON of the design system.
package struct BuildCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Validate the tokens and write typed Swift, CSS custom properties and/or flat JSON.",
        discussion: """
            At least one of --swift-out, --css-out and --json-out is required.

            --swift-out DIR writes one file per top group, so that an edit recompiles little: \
            DesignTokens.swift (the shared declarations, and any top group without a file of its \
            own), DesignStyles.swift (the style enums) and DesignTokens+<stem>.swift for each top \
            group, where <stem> is the group's name lowercased, every run of characters other \
            than a-z and 0-9 made one '-', and '-' trimmed from both ends (colors → \
            DesignTokens+colors.swift, "Brand Colors" → DesignTokens+brand-colors.swift); groups \
            whose stems are equal share a file, and a group whose stem is empty goes into \
            DesignTokens.swift. A DesignTokens+*.swift file in DIR that starts with dscompile's \
            header and that this run no longer writes (its group is gone) is removed with the \
            same all-or-nothing write, since it would still be compiled; --check lists it.

            Everything generated is declared in one enum, --namespace NAME (default \
            DesignTokens, or the configuration file's "namespace"): DesignTokens.Colors.primary, \
            DesignTokens.LabelStyle.error, DesignTokens.Themes.Appearance.dark. No group can \
            then hide a type of Swift, Foundation or dscompile's modules. In a design system \
            with themes every constant is a Themed value, whether or not its values differ \
            today, so a design edit never changes a constant's type.

            --module-name NAME is the Swift module the code is compiled into (the build plugin \
            passes its target's), named in the header. --output-references writes a token that \
            aliases another as a reference to that token's constant rather than as its value, \
            so the Swift keeps the design system's structure.

            --config FILE reads the build plugin's designtokens.json (keys access, mode, \
            moduleName, namespace, outputReferences; tokens and resolver are the plugin's and are only \
            checked here) on every build; a flag on the command line wins over the file.

            --css-out FILE_OR_DIR writes CSS custom properties (a path ending in .css is the \
            file; anything else is a folder that gets \(defaultCSSName)). `:root` holds every \
            token of the default theme. Tokens whose value differs between themes are repeated \
            in a block per context of the modifiers their value depends on (the default one \
            too): [data-theme="dark"]; with several modifiers each is data-<modifier>, as \
            [data-device="tablet"] or [data-device="tablet"][data-theme="dark"]. The dark context (the theme \
            that differs from the default in one modifier whose context is named 'dark') is also \
            given in @media (prefers-color-scheme: dark) { :root { … } }, before the [data-theme] \
            blocks, so an explicit theme wins over the system's appearance. A property is named \
            '--' and the token path joined by '-'; in each name every run of characters other \
            than letters, digits, '-', '_' and non-ASCII letters and symbols becomes one '-'; two \
            tokens with one name are an error. Colors are hex (sRGB); a token with a color written in display-p3 is \
            repeated with color(display-p3 r g b / a) in an @supports (color: color(display-p3 0 0 0)) \
            block at the end. Dimensions and durations \
            keep their units, typography is a `font` shorthand plus <name>-letter-spacing, \
            shadows, borders, transitions, gradients and cubic-bezier are CSS values; text is \
            a quoted, escaped CSS string, so nothing in a token can end a block, a string or \
            a comment.

            --json-out FILE_OR_DIR writes the resolved tokens as JSON (a path ending in .json is \
            the file; anything else a folder that gets \(defaultJSONName)): one object per \
            permutation, the default first, tokens flat by dotted path in source order, each \
            with $type, $value, $description, $deprecated and $extensions.

            A run with errors writes nothing. Writing is all or nothing: every changed file is \
            written to a hidden temporary file beside it (.<name>.<id>.dscompile-tmp), and only \
            when all are written does a journal (.dscompile-journal in the first output folder) \
            list the renames and removals, which are then done and the journal deleted; an \
            unchanged file is not rewritten, so its modification time stays. A run killed at any \
            moment leaves the old outputs whole or a journal, which the next build completes \
            (saying so) before writing, removing the temporary files left behind. --check \
            writes nothing and exits 1, listing them, when any requested output differs from \
            the file on disk or a killed run left a journal or temporary files.

            One build writes an output at a time: a run locks every output (a hidden \
            .<name>.dscompile-lock file beside it, created when missing and never removed) \
            before reading what is on disk. A second run waits, saying for which dscompile \
            process, or with --no-wait exits 1 naming it. --watch holds the lock only while it \
            builds, not between rebuilds; --check takes none.

            --watch builds, then polls the inputs (token files, style sheets, the resolver and \
            every file it names, and --config's file) every \(Int(InputWatcher.pollInterval * 1000)) ms and rebuilds on \
            every change, printing diagnostics and one line per rebuild; it keeps running after \
            errors. Ctrl-C ends it.
            """
    )

    package static let defaultCSSName = "DesignTokens.css"
    package static let defaultJSONName = "DesignTokens.json"

    @OptionGroup package var inputs: InputOptions

    @Option(help: ArgumentHelp("The folder the Swift files are written to, one file per top group (see below).", valueName: "dir"))
    package var swiftOut: String?

    @Option(help: ArgumentHelp("The CSS file (*.css) or folder the CSS custom properties are written to.", valueName: "file-or-dir"))
    package var cssOut: String?

    @Option(help: ArgumentHelp("The JSON file (*.json) or folder the resolved tokens are written to.", valueName: "file-or-dir"))
    package var jsonOut: String?

    @Option(help: ArgumentHelp("The access level of the generated declarations: public (default) or internal.", valueName: "level"))
    package var access: String?

    @Option(help: ArgumentHelp("The Swift module the generated code is compiled into; a top group may not hide it.", valueName: "name"))
    package var moduleName: String?

    @Flag(inversion: .prefixedNo,
          help: "Write a token that aliases another as a reference to that token's constant, not as its value (default: no).")
    package var outputReferences: Bool?

    @Option(help: ArgumentHelp("The build plugin's designtokens.json, read on every build; flags win over it.", valueName: "file"))
    package var config: String?

    @Option(help: ArgumentHelp("The Swift files the build plugin declared (comma-separated names); exactly these and DesignTokens.swift and DesignStyles.swift are written.",
                               valueName: "names", visibility: .hidden))
    package var declaredFiles: String?

    @Flag(help: "Write nothing; exit 1 when any requested output on disk differs from what would be written.")
    package var check = false

    @Flag(help: "Keep running: rebuild whenever an input changes, until Ctrl-C.")
    package var watch = false

    @Flag(help: "When another dscompile is writing an output, exit 1 naming it instead of waiting for it.")
    package var noWait = false

    @Option(help: ArgumentHelp("The enum everything generated is declared in (default \(SwiftEmitter.defaultNamespace)).", valueName: "name"))
    package var namespace: String?

    package init() {}

    package func validate() throws {
        if let access, !["public", "internal"].contains(access) {
            throw ValidationError("--access must be public or internal, not \(access)")
        }
        if let namespace, let problem = SwiftEmitter.namespaceProblem(namespace) {
            throw ValidationError("--namespace: \(problem)")
        }
        if let moduleName, !BuildConfiguration.isIdentifier(moduleName) {
            throw ValidationError("--module-name must be a Swift module name (letters, digits and _, not starting with a digit), not \(moduleName)")
        }
        if let name = declaredFileNames?.first(where: { $0.contains("/") || !$0.hasSuffix(".swift") }) {
            throw ValidationError("--declared-files takes Swift file names separated by commas, not \(name)")
        }
        guard swiftOut != nil || cssOut != nil || jsonOut != nil else {
            throw ValidationError("build needs at least one output: --swift-out DIR, --css-out FILE_OR_DIR or --json-out FILE_OR_DIR")
        }
        guard !(check && watch) else {
            throw ValidationError("--check and --watch cannot be combined")
        }
    }

    package func run() throws {
        if watch {
            WatchLoop(inputs: inputs, otherFiles: config.map { [$0] } ?? [], build: { try build() }).run()
        }
        try build()
    }

    /// `--declared-files` as a set; `nil` when not given.
    package var declaredFileNames: Set<String>? {
        declaredFiles.map { Set($0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }) }
    }

    // MARK: - Building

    /// One build: load, then under the lock on the outputs complete what a killed run left,
    /// emit every requested output, and check or write them all.
    /// - Throws: `ExitCode(1)` after printing the diagnostics when the inputs have errors,
    ///   (with `--check`) outputs are out of date, or an output cannot be locked or written.
    private func build() throws {
        let configuration = try readConfiguration()
        let system = try inputs.load(defaultMode: configuration.mode ?? .strict, readsAllJSON: configuration.allJSON ?? false)
        FreedMemory.release()
        let folders = outputFolders
        do {
            // --check writes nothing, not even a lock file.
            let lock = check ? nil : try lockOutputs()
            defer { lock?.release() }
            // Outputs are staged as they are generated (compared with their files, written
            // beside them) and their texts freed, so they are never all held at once; an error
            // of a later emitter removes what was staged. Held signals keep Ctrl-C from leaving
            // staged files.
            try BuildOutputs.withTerminationSignalsHeld { () throws in
                if !check {
                    for line in try OutputTransaction.recover(in: folders) { Diagnostics.note("dscompile: \(line)") }
                }
                var outputs = try emitCheckedOutputs(system, configuration: configuration, journalDirectory: folders[0])
                try outputs.stage()
                FreedMemory.release()
                if let jsonOut {
                    try outputs.stage(at: jsonOut, fileExtension: "json", defaultName: Self.defaultJSONName) { sink, name in
                        JSONEmitter.emit(system, named: name, to: sink)
                    }
                }
                if check {
                    let stale = outputs.staleFiles() + OutputTransaction.leftovers(in: folders)
                    guard stale.isEmpty else {
                        Diagnostics.note("dscompile: out of date: \(stale.joined(separator: ", "))")
                        throw ExitCode(1)
                    }
                    return
                }
                try outputs.commit()
            }
        } catch let error as OutputFileError {
            if case .busy = error {
                Diagnostics.note("dscompile: error: \(error); run again when it has finished, or without --no-wait to wait for it")
            } else {
                Diagnostics.note("dscompile: error: \(error)")
            }
            throw ExitCode(1)
        }
    }

    /// The folders the outputs go into, sorted and each once: where a killed run's leftovers
    /// are looked for; the first gets the journal.
    private var outputFolders: [URL] {
        var folders: [String] = []
        if let swiftOut { folders.append(swiftOut) }
        if let cssOut { folders.append(BuildOutputs.location(of: cssOut, fileExtension: "css", defaultName: Self.defaultCSSName).directory) }
        if let jsonOut { folders.append(BuildOutputs.location(of: jsonOut, fileExtension: "json", defaultName: Self.defaultJSONName).directory) }
        let urls = folders.map { URL(fileURLWithPath: $0.isEmpty ? "." : $0).standardizedFileURL }
        return Set(urls.map(\.path)).sorted().map { URL(fileURLWithPath: $0) }
    }

    /// Locks every output as named (the Swift folder, the CSS and JSON paths), waiting for
    /// another run that holds one unless `--no-wait`.
    private func lockOutputs() throws(OutputFileError) -> OutputLock {
        let named = [swiftOut, cssOut, jsonOut].compactMap { $0 }
        let destinations = named.map { URL(fileURLWithPath: $0) }
        return try OutputLock(destinations: destinations, waiting: !noWait) { holder, destination in
            let path = destinations.firstIndex(of: destination).map { named[$0] } ?? destination.path
            Diagnostics.note(OutputLock.waitingNote(holder: holder, path: path))
        }
    }

    /// `--config`'s file, read anew on every build (so `--watch` follows its edits).
    /// - Throws: `ExitCode(1)` after printing the error, which names the file and key.
    private func readConfiguration() throws -> BuildConfiguration {
        guard let config else { return BuildConfiguration() }
        do {
            return try BuildConfiguration(contentsOf: config)
        } catch {
            Diagnostics.note(error.description)
            throw ExitCode(1)
        }
    }

    /// The outputs of the emitters that can fail (Swift, CSS): the Swift staged as it is
    /// written, the CSS added whole; the JSON, which cannot fail, comes after they are staged.
    /// - Throws: `ExitCode(1)` after printing the diagnostics, having removed what was
    ///   staged; `OutputFileError` when staging fails.
    private func emitCheckedOutputs(_ system: ResolvedDesignSystem, configuration: BuildConfiguration,
                                    journalDirectory: URL) throws -> BuildOutputs {
        // The paths read, or the resolver alone when it is the only input. Absolute paths
        // (the build plugin's) would make the header differ between machines.
        let named = inputs.effectivePaths.isEmpty ? inputs.resolver.map { [$0] } ?? [] : inputs.effectivePaths
        let source = named.map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0).lastPathComponent : $0 }
            .joined(separator: ", ")
        var outputs = BuildOutputs(journalDirectory: journalDirectory, checkOnly: check)
        do {
            if let swiftOut {
                // A flag wins over the configuration file, which wins over the default.
                let options = SwiftEmitter.Options(
                    access: access ?? configuration.access ?? "public", sourceDescription: source,
                    namespace: namespace ?? configuration.namespace ?? SwiftEmitter.defaultNamespace,
                    moduleName: moduleName ?? configuration.moduleName,
                    outputReferences: outputReferences ?? configuration.outputReferences ?? false,
                    declaredFileNames: declaredFileNames)
                // What the Swift cannot say as the tokens do (a token missing from some
                // themes) is a warning, printed as the loader's are.
                var warnings: [Diagnostic] = []
                try outputs.stage(toDirectory: swiftOut) { sink in
                    try SwiftEmitter.emit(system, options: options, warnings: &warnings, to: sink)
                }
                outputs.removeStaleSwiftFiles(in: swiftOut)
                Diagnostics.print(warnings)
                FreedMemory.release()
            }
            if let cssOut {
                outputs.add(try CSSEmitter.emit(system, sourceDescription: source), at: cssOut, fileExtension: "css", defaultName: Self.defaultCSSName)
            }
        } catch let error as DiagnosticsError {
            outputs.discard()
            Diagnostics.print(error.diagnostics)
            throw ExitCode(1)
        }
        return outputs
    }
}
