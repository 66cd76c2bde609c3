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
            At least one of --swift-out, --css-out and --json-out is required. A run with \
            errors writes nothing.

            Swift: one file per top group in DIR (DesignTokens.swift, DesignStyles.swift, \
            DesignTokens+<stem>.swift, <stem> the group's name lowercased with other runs of \
            characters made '-'), everything inside one enum (--namespace, default \
            DesignTokens); a file of an earlier run whose group is gone is removed.
            Images: with --assets DIR, DesignImages.swift declares a constant per PNG image \
            of DIR in DesignTokens.Images (name.png, name@2x.png, name@3x.png are one; a \
            subfolder is a nested enum), so a misspelt image name does not compile.
            R.swift: with --rswift (designtokens.json "rswift": true), DesignR.swift declares \
            enum R with R.swift's accessors over the generated names, so code written for \
            R.swift compiles: R.image.avatar() returns DesignTokens.Images.avatar as a \
            UIImage? (with --assets only), R.color.Colors.brand() DesignTokens.Colors.brand \
            as a UIColor?; R.color mirrors the namespace's groups.
            CSS: custom properties, :root for the default theme, [data-theme="dark"] blocks \
            per context and @media (prefers-color-scheme: dark) for the dark one.
            JSON: the resolved tokens, one object per permutation, flat by dotted path.
            Checks: as validate does, a typography whose font family is not installed \
            (text would be drawn with a fallback) and text below WCAG 2.2 AA contrast are \
            located warnings; --design-checks error (designtokens.json "designChecks") makes \
            them errors, and a run with errors writes nothing.

            Writing is all or nothing (a journal, .dscompile-journal, that the next run \
            completes if a run was killed), and one run at a time writes an output (a lock \
            file beside it); --check exits 1 listing what differs or what a killed run left.
            --watch rebuilds whenever an input changes, polling every \(Int(InputWatcher.pollInterval * 1000)) ms.

            The outputs, names and rules in full: docs/BUILD.md.
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

    @Option(help: ArgumentHelp("A folder of PNG images (name.png, name@2x.png, name@3x.png) to write typed constants for (needs --swift-out).",
                               valueName: "dir"))
    package var assets: String?

    @Option(help: ArgumentHelp("The access level of the generated declarations (default: public).", valueName: "level"))
    package var access: AccessLevel?

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

    @Option(help: ArgumentHelp("warning (default) or error: how fonts not installed and text below WCAG AA contrast are reported.",
                               valueName: "level"))
    package var designChecks: DesignCheckLevel?

    @Flag(inversion: .prefixedNo, help: "Also write DesignR.swift: R.swift's R.image and R.color over the generated names (default: no).")
    package var rswift: Bool?

    package init() {}

    package func validate() throws {
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
        if let assets, swiftOut == nil {
            throw ValidationError("--assets \(assets) writes Swift constants, so it needs --swift-out DIR")
        }
        if rswift == true {
            guard swiftOut != nil else { throw ValidationError("--rswift writes Swift accessors, so it needs --swift-out DIR") }
            if let namespace, let problem = RSwiftEmitter.namespaceProblem(namespace) { throw ValidationError("--rswift: \(problem)") }
        }
        guard !(check && watch) else {
            throw ValidationError("--check and --watch cannot be combined")
        }
    }

    package func run() throws {
        if watch { watchLoop.run() }
        try build()
    }

    /// `--watch`'s loop: this build, again whenever an input or `--config`'s file changes.
    package var watchLoop: WatchLoop {
        WatchLoop(inputs: inputs, otherFiles: config.map { [$0] } ?? [], assetFolders: assets.map { [$0] } ?? [], build: { try build() })
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
        let designDiagnostics = try designCheckDiagnostics(system, configuration: configuration)
        let images = try readImageAssets()
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
                var outputs = try emitCheckedOutputs(system, images: images, configuration: configuration, journalDirectory: folders[0])
                Diagnostics.print(designDiagnostics)
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
            Diagnostics.note("dscompile: error: \(error.descriptionWithAdvice)")
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

    /// Fonts and contrast, to print after the generators' own diagnostics, as `validate`
    /// orders them. At `error` (a flag wins over the configuration file) a problem fails
    /// the build before anything is written: the generators' diagnostics are printed first
    /// then, so that none waits behind a contrast fix. That the fonts could not be checked
    /// here is a warning at every level, not a problem of the tokens.
    /// - Throws: `ExitCode(1)` when a check found a problem and its level is `error`.
    private func designCheckDiagnostics(_ system: ResolvedDesignSystem, configuration: BuildConfiguration) throws -> [Diagnostic] {
        let level = designChecks ?? configuration.designChecks ?? .warning
        let (problems, unchecked) = BuildDesignChecks.diagnostics(for: system, level: level)
        let found = problems + (unchecked.map { [$0] } ?? [])
        guard level == .error, !problems.isEmpty else { return found }
        Diagnostics.print(OutputCheck.diagnostics(of: system) + found)
        let source = designChecks != nil ? "--design-checks error" : "\"designChecks\": \"error\"" + (config.map { " in \($0)" } ?? "")
        Diagnostics.note("dscompile: \(problems.count) font or contrast problem(s) are errors (\(source)); nothing was written")
        throw ExitCode(1)
    }

    /// Whether `DesignR.swift` is written: `--rswift` or `--no-rswift`, else the configuration
    /// file's `"rswift"`, else not. A flag that contradicts the file is warned about: the build
    /// plugin passes the value it read when SwiftPM planned the build, and declared the
    /// outputs by it, so an edit of the key alone takes effect only from the next plan.
    private func rswiftAccessors(configuration: BuildConfiguration) -> Bool {
        guard let rswift else { return configuration.rswift ?? false }
        if let config, let configured = configuration.rswift, configured != rswift {
            Diagnostics.note("\(config): warning: key \"rswift\": is \(configured), but \(rswift ? "--rswift" : "--no-rswift") wins; "
                             + "the build plugin reads \"rswift\" when SwiftPM plans the build (touch Package.swift to plan it again)")
        }
        return rswift
    }

    /// `--assets`' images, their warnings printed; `nil` without the option.
    /// - Throws: `ExitCode(1)` after printing the errors (a missing folder, a bad name or file).
    private func readImageAssets() throws -> ImageAssetCatalog? {
        guard let assets else { return nil }
        do {
            let catalog = try ImageAssetCatalog(directory: assets)
            Diagnostics.print(catalog.warnings)
            return catalog
        } catch {
            Diagnostics.print(error.diagnostics)
            throw ExitCode(1)
        }
    }

    /// The outputs of the emitters that can fail (Swift, CSS): the Swift staged as it is
    /// written, the CSS added whole; the JSON, which cannot fail, comes after they are staged.
    /// - Throws: `ExitCode(1)` after printing the diagnostics, having removed what was
    ///   staged; `OutputFileError` when staging fails.
    private func emitCheckedOutputs(_ system: ResolvedDesignSystem, images: ImageAssetCatalog?, configuration: BuildConfiguration,
                                    journalDirectory: URL) throws -> BuildOutputs {
        // The paths read, or the resolver alone when it is the only input. Absolute paths
        // (the build plugin's) would make the header differ between machines.
        let named = inputs.effectivePaths.isEmpty ? inputs.resolver.map { [$0] } ?? [] : inputs.effectivePaths
        let source = named.map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0).lastPathComponent : $0 }
            .joined(separator: ", ")
        var outputs = BuildOutputs(journalDirectory: journalDirectory, checkOnly: check)
        // Named inputs by path; a token file found in a folder is refused by its missing header.
        outputs.protectedInputs = (inputs.effectivePaths + [inputs.resolver, config].compactMap { $0 }).map { URL(fileURLWithPath: $0) }
        do {
            if let swiftOut {
                // A flag wins over the configuration file, which wins over the default.
                let options = SwiftEmitter.Options(
                    access: access?.rawValue ?? configuration.access ?? AccessLevel.public.rawValue, sourceDescription: source,
                    namespace: namespace ?? configuration.namespace ?? SwiftEmitter.defaultNamespace,
                    moduleName: moduleName ?? configuration.moduleName,
                    outputReferences: outputReferences ?? configuration.outputReferences ?? false,
                    declaredFileNames: declaredFileNames)
                let writesRSwift = rswiftAccessors(configuration: configuration)
                if writesRSwift, let problem = RSwiftEmitter.namespaceProblem(options.namespace) {
                    // Before anything is staged: the namespace may come from the file and the flag from the plugin.
                    throw DiagnosticsError([.error(problem, at: nil)])
                }
                // What the Swift cannot say as the tokens do (a token missing from some
                // themes) is a warning, printed as the loader's are.
                var warnings: [Diagnostic] = []
                // Kept only for DesignR.swift, which mirrors its names.
                var namedTokens: SwiftEmitter.NamedTokens?
                try outputs.stage(toDirectory: swiftOut) { sink in
                    let named = try SwiftEmitter.emit(system, options: options, warnings: &warnings, to: sink)
                    if writesRSwift { namedTokens = named }
                }
                if let images {
                    let file = try ImageAssetEmitter.emit(images, options: options, system: system, outputDirectory: swiftOut)
                    outputs.add(file.contents, at: (swiftOut as NSString).appendingPathComponent(file.name), fileExtension: "swift",
                                defaultName: file.name)
                }
                if let namedTokens {
                    let file = try RSwiftEmitter.emit(namedTokens, images: images, warnings: &warnings)
                    outputs.add(file.contents, at: (swiftOut as NSString).appendingPathComponent(file.name), fileExtension: "swift",
                                defaultName: file.name)
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
