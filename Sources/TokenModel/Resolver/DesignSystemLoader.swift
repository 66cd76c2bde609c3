import Foundation
import OrderedCollections
import FailureText

/// Reads token files, a resolver and style sheets from the paths a command names, and
/// resolves the tokens in every theme.
///
/// A folder is read recursively. A folder holding one `*.resolver.json` (or `.yaml`) is
/// read through that resolver; otherwise its `*.tokens.json` and `*.tokens.yaml` files form
/// one set, in path order. `*.styles.yaml` and `*.styles.json` are style sheets. A file
/// named directly is a token file whatever its name, unless it is a resolver or style sheet.
public enum DesignSystemLoader {
    // MARK: - Loading

    /// The hidden file `convert` writes into its output folder, so that `--force` can tell a
    /// folder it wrote from any other; a folder read as tokens passes it over unsaid.
    public static let conversionMarkerName = ".dscompile-convert"

    /// Whether `name` is a hidden file dscompile itself writes into a folder: convert's
    /// marker, or the lock file beside an output (`.<name>.dscompile-lock`).
    static func isOwnHiddenFile(_ name: String) -> Bool {
        name == conversionMarkerName || (name.hasPrefix(".") && name.hasSuffix(".dscompile-lock"))
    }

    /// Loads and resolves the design system at `paths` (default `Tokens`).
    /// - Parameter resolver: a resolver file that overrides any found in the folders.
    /// - Throws: ``DiagnosticsError`` with every diagnostic when any is an error.
    /// - Parameter mode: `.strict` reports every deviation from DTCG 2025.10 as an error;
    ///   `.compat` reads the deviations real design systems publish, one warning per kind
    ///   and file.
    /// - Parameter input: one context per modifier (`["theme": "dark"]`) to resolve only
    ///   that permutation; `nil` resolves every permutation.
    /// - Parameter allJSON: read every `.json` and `.yaml` file in the folders as a token
    ///   file (except resolvers, style sheets and `designtokens.json`), not only
    ///   `*.tokens.json` and `*.tokens.yaml`.
    ///
    /// Everything that can be checked is checked in one run: a resolver or an input with
    /// errors does not stop the token files from being read and resolved.
    public static func load(
        paths: [String] = ["Tokens"],
        resolver: String? = nil,
        mode: ReadingMode = .strict,
        input: [String: String]? = nil,
        allJSON: Bool = false
    ) throws(DiagnosticsError) -> ResolvedDesignSystem {
        var log = DiagnosticLog(mode: mode)
        var inputs = Inputs(allJSON: allJSON)
        for path in paths { inputs.collect(path, log: &log) }
        if let resolver { inputs.resolvers = [resolver] }
        if inputs.resolvers.count > 1 {
            // Which one to run is the user's choice: nothing past this can be checked.
            log.error("more than one resolver found (\(inputs.resolvers.joined(separator: ", "))); choose one with --resolver", at: nil)
            try log.throwIfErrors()
        }

        var files = SourceFileCache()
        let system: ResolvedDesignSystem
        if let resolverPath = inputs.resolvers.first {
            guard var document = ResolverDocument.read(URL(fileURLWithPath: resolverPath), displayPath: resolverPath, log: &log) else {
                throw DiagnosticsError(log.diagnostics)
            }
            inputs.reportUnread(resolver: document, resolverPath: resolverPath, log: &log)
            if mode == .compat { readSetsLeftOut(into: &document, log: &log) }
            // An input with errors is reported; the default theme is still resolved and checked.
            let only = input.flatMap { document.theme(for: $0, log: &log) }
            // Too many permutations to resolve, by count or by the memory they would take, is
            // reported before any is made; the default theme is still resolved, so the token
            // files are checked in the same run.
            var tooMany = false
            if input == nil, let problem = document.permutationProblem() {
                log.report(problem)
                tooMany = true
            }
            let budget = InputBudget(document, resolver: resolverPath, styleSheets: inputs.styleSheets)
            try budget.check()
            if input == nil, !tooMany, let problem = document.memoryProblem(inputSize: budget.totalSize) {
                log.report(problem)
                tooMany = true
            }
            system = resolveAll(document, only: only, onlyDefault: tooMany || (input != nil && only == nil),
                                files: &files, styleSheets: inputs.styleSheets, log: &log)
        } else {
            // A path that does not exist is already reported: no second error for it.
            if inputs.tokenFiles.isEmpty, !log.hasErrors {
                log.error("no token files found in \(paths.joined(separator: ", "))\(inputs.skippedHint)", at: nil)
            }
            inputs.reportUnread(resolver: nil, resolverPath: nil, log: &log)
            let sources = inputs.tokenFiles.map { ResolverDocument.Source.file(URL(fileURLWithPath: $0), displayPath: $0, location: SourceLocation(file: $0, line: 1, column: 1)) }
            let document = ResolverDocument(name: nil, sets: ["tokens": sources], modifiers: [:], resolutionOrder: [.set("tokens")], displayPath: paths.joined(separator: ","))
            if let input, !input.isEmpty {
                log.error("an input (\(input.keys.sorted().joined(separator: ", "))) needs a resolver with modifiers", at: nil)
            }
            try InputBudget(document, resolver: nil, styleSheets: inputs.styleSheets).check()
            system = resolveAll(document, only: nil, onlyDefault: false, files: &files, styleSheets: inputs.styleSheets,
                                redefinitionsAreConflicts: true, log: &log)
        }
        log.reportDeviations()
        try log.throwIfErrors()
        var result = system
        result.warnings = log.diagnostics
        result.readingMode = mode
        result.otherFilesNotRead = inputs.otherFiles
        result.hiddenEntriesNotRead = inputs.hiddenEntries
        return result
    }

    // MARK: - Private

    /// What the named paths hold, by kind.
    private struct Inputs {
        let allJSON: Bool
        var resolvers: [String] = []
        var tokenFiles: [String] = []
        var styleSheets: [String] = []
        /// `.json` and `.yaml` files in the folders that are not read: not named as token
        /// files, resolvers or style sheets.
        var skipped: [String] = []
        /// Files in the folders that look like token files but are in a form no token file
        /// takes (`.jsonc`, `.json5`, `colors.tokens.txt`).
        var unsupported: [String] = []
        /// Every other file in the folders (a README, an image), and how many hidden entries
        /// (`.git`, `.DS_Store`) were passed over.
        var otherFiles: [String] = []
        var hiddenEntries = 0

        /// What "no token files found" adds when the folders hold other `.json` or `.yaml` files.
        var skippedHint: String {
            guard !skipped.isEmpty else { return "" }
            let shown = skipped.prefix(3).joined(separator: ", ") + (skipped.count > 3 ? " and \(skipped.count - 3) more" : "")
            return "; token files are named *.tokens.json or *.tokens.yaml, so \(shown) \(skipped.count == 1 ? "was" : "were") skipped; "
                + "--all-json (\"allJSON\": true in designtokens.json) reads every .json and .yaml file as a token file"
                + legacyHint
        }

        /// When a skipped file is written in a format `dscompile convert` reads (a folder of
        /// Style Dictionary files, say), that format and the command; reading them as DTCG
        /// would only give an error a token. Only a few files are opened, and only here,
        /// where the run has already failed.
        private var legacyHint: String {
            for path in skipped.prefix(5) {
                guard let (root, _) = try? DocumentReader.read(URL(fileURLWithPath: path), displayPath: path),
                      let format = LegacyFormat.detect(root, fileName: (path as NSString).lastPathComponent) else { continue }
                let folder = (path as NSString).deletingLastPathComponent
                return "; \(path) is \(format.name): convert the folder with: dscompile convert \(folder.isEmpty ? "." : folder) --out DIR"
            }
            return ""
        }

        mutating func collect(_ path: String, log: inout DiagnosticLog) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                // Only a path that is not there is "no such"; any other failure says its cause.
                var status = stat()
                let code = stat(path, &status) == 0 ? ENOENT : errno
                log.error(code == ENOENT ? "no such file or folder: \(path)" : "cannot read \(path): \(FileSystemFailure.reason(errno: code))", at: nil)
                return
            }
            guard isDirectory.boolValue else {
                // A file named on the command line is a token file unless its name says
                // it is a resolver or a style sheet.
                if !classify(path) { tokenFiles.append(path) }
                return
            }
            // The enumerator passes over a folder it cannot open without a word, so each
            // folder is opened first: one that cannot be is reported with the cause, not
            // taken for an empty one ("no token files found").
            guard Self.folderCanBeRead(path, named: path, log: &log),
                  let enumerator = FileManager.default.enumerator(atPath: path) else { return }
            var entries: [String] = []
            while let entry = enumerator.nextObject() as? String {
                let isFolder = (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory
                let name = (entry as NSString).lastPathComponent
                // dscompile's own files (convert's marker, a lock beside an output written
                // here) are neither token data nor the user's: passed over unsaid.
                if DesignSystemLoader.isOwnHiddenFile(name) { continue }
                // Other hidden entries (`.git`, `.DS_Store`) are counted, not walked.
                if name.hasPrefix(".") {
                    hiddenEntries += 1
                    if isFolder { enumerator.skipDescendants() }
                    continue
                }
                // A folder is walked, not read, unless it is named like a token file: then
                // reading it says "is a folder, not a file" rather than passing it over.
                if isFolder, !Self.isDocument(entry) {
                    let folder = (path as NSString).appendingPathComponent(entry)
                    if !Self.folderCanBeRead(folder, named: folder, log: &log) { enumerator.skipDescendants() }
                    continue
                }
                entries.append(entry)
            }
            for entry in entries.sorted() {
                let file = (path as NSString).appendingPathComponent(entry)
                guard !classify(file) else { continue }
                guard Self.isDocument(file) else {
                    if Self.looksLikeTokens(file) { unsupported.append(file) } else { otherFiles.append(file) }
                    continue
                }
                if (file as NSString).lastPathComponent == "designtokens.json" {
                    // The build plugin's configuration, not a token file.
                    otherFiles.append(file)
                } else if allJSON {
                    tokenFiles.append(file)
                } else {
                    skipped.append(file)
                }
            }
        }

        /// A file that is not JSON or YAML by its name but looks meant as tokens: JSON with
        /// comments or JSON5, or a name with `.tokens.` in it.
        private static func looksLikeTokens(_ path: String) -> Bool {
            let name = (path as NSString).lastPathComponent.lowercased()
            return [".jsonc", ".json5"].contains { name.hasSuffix($0) } || name.contains(".tokens.")
        }

        /// Warns about every file in the folders that is not read, with the reason: a file in
        /// a form no token file takes, a `.json` or `.yaml` file not named as a token file
        /// (unless "no token files found" already says so), and a token file `resolver`
        /// does not name.
        func reportUnread(resolver: ResolverDocument?, resolverPath: String?, log: inout DiagnosticLog) {
            for file in unsupported {
                let ext = (file as NSString).pathExtension
                log.warning("\(file) is not read: a token file is JSON (.json) or YAML (.yaml, .yml), not .\(ext)"
                            + " (JSON with comments or JSON5: remove what JSON lacks and rename it, or convert it with dscompile convert)",
                            at: SourceLocation(file: file, line: 1, column: 1))
            }
            if !tokenFiles.isEmpty || resolver != nil {
                for file in skipped {
                    log.warning("\(file) is not read: token files are named *.tokens.json or *.tokens.yaml; "
                                + "--all-json (\"allJSON\": true in designtokens.json) reads every .json and .yaml file",
                                at: SourceLocation(file: file, line: 1, column: 1))
                }
            }
            guard let resolver, let resolverPath else { return }
            var named = Set<String>()
            let sources = resolver.sets.values.flatMap { $0 } + resolver.modifiers.values.flatMap { $0.contexts.values.flatMap { $0 } }
            for case .file(let url, _, _) in sources { named.insert(url.standardizedFileURL.path) }
            for file in tokenFiles where !named.contains(URL(fileURLWithPath: file).standardizedFileURL.path) {
                log.warning("\(file) is not read: the resolver \(resolverPath) does not name it, and a resolver reads only the files its sets and contexts name",
                            at: SourceLocation(file: file, line: 1, column: 1))
            }
        }

        /// Whether the folder at `path` opens for reading; reports why not, at `name`. Each
        /// entry that cannot be looked at (one whose path is longer than a path may be) is
        /// reported too, since the enumerator passes over it without a word.
        private static func folderCanBeRead(_ path: String, named name: String, log: inout DiagnosticLog) -> Bool {
            guard let folder = opendir(path) else {
                log.error("cannot read the folder \(name): \(FileSystemFailure.reason(errno: errno))", at: nil)
                return false
            }
            defer { closedir(folder) }
            while let entry = readdir(folder) {
                let entryName = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                // Hidden entries are counted, not looked at (and `.`, `..` are no entries).
                guard !entryName.hasPrefix(".") else { continue }
                let entryPath = (name as NSString).appendingPathComponent(entryName)
                var status = stat()
                if lstat((path as NSString).appendingPathComponent(entryName), &status) != 0 {
                    log.error("cannot read \(entryPath): \(FileSystemFailure.reason(errno: errno))", at: nil)
                }
            }
            return true
        }

        private static func isDocument(_ path: String) -> Bool {
            [".json", ".yaml", ".yml"].contains { path.hasSuffix($0) }
        }

        private mutating func classify(_ path: String) -> Bool {
            let name = (path as NSString).lastPathComponent
            func matches(_ kind: String) -> Bool {
                [".json", ".yaml", ".yml"].contains { name.hasSuffix(".\(kind)\($0)") }
            }
            if matches("resolver") { resolvers.append(path) } else if matches("tokens") { tokenFiles.append(path) } else if matches("styles") { styleSheets.append(path) } else { return false }
            return true
        }
    }

    /// Reads each token file once, however many sets and contexts name it.
    struct SourceFileCache {
        var trees: [String: TokenTree] = [:]
        /// The tokens written in the resolver, by where each source is written.
        var inlineTrees: [SourceLocation: TokenTree] = [:]
        /// The files that could not be read, as named in diagnostics, in the order met.
        var unreadable: [String] = []

        mutating func tree(of source: ResolverDocument.Source, log: inout DiagnosticLog) -> TokenTree {
            switch source {
            case .inline(let node):
                // Read once, as a file is: every theme, and every broken reference's search
                // of the contexts outside it (placeOutside), asks again.
                if let cached = inlineTrees[node.location] { return cached }
                let tree = TokenTreeReader.read(node, log: &log)
                inlineTrees[node.location] = tree
                return tree
            case .set:
                // ResolverDocument.expanded(_:) replaces set references before files are read.
                return TokenTree()
            case .file(let url, let displayPath, let location):
                if let cached = trees[url.path] { return cached }
                var read = TokenTree()
                if !FileManager.default.fileExists(atPath: url.path) {
                    log.error("the token file \(displayPath) does not exist", at: location)
                    unreadable.append(displayPath)
                } else {
                    var fileLog = DiagnosticLog(mode: log.mode)
                    let tree = DocumentReader.readTokenTree(url, displayPath: displayPath, log: &fileLog)
                    if fileLog.hasErrors, let format = legacyFormat(of: url, displayPath: displayPath) {
                        // One line naming the format, not one per token.
                        log.report(format.diagnostic(displayPath: displayPath))
                        unreadable.append(displayPath)
                    } else {
                        log.merge(fileLog)
                        if let tree { read = tree } else { unreadable.append(displayPath) }
                    }
                }
                trees[url.path] = read
                return read
            }
        }

        private func legacyFormat(of url: URL, displayPath: String) -> LegacyFormat? {
            var ignored = DiagnosticLog()
            return DocumentReader.read(url, displayPath: displayPath, log: &ignored).flatMap { LegacyFormat.detect($0, fileName: url.lastPathComponent) }
        }
    }

    private static func resolveAll(
        _ document: ResolverDocument,
        only: Theme?,
        onlyDefault: Bool,
        files: inout SourceFileCache,
        styleSheets styleSheetPaths: [String],
        redefinitionsAreConflicts: Bool = false,
        log: inout DiagnosticLog
    ) -> ResolvedDesignSystem {
        // resolutionOrder names each modifier once (ResolverDocument reports repeats).
        let modifiers = document.orderedModifiers
        let defaultTheme = only ?? Theme(modifiers.map { ($0.name, $0.defaultContext) })
        // Only the permutations asked for are made: one for an input, every one (within
        // ResolverDocument.maximumPermutations, checked by the caller) otherwise.
        let allThemes = only.map { [$0] } ?? (onlyDefault ? [defaultTheme] : [defaultTheme] + document.permutations().filter { $0 != defaultTheme })

        // A problem of a file or token is reported once, not once per theme.
        var themeLog = DiagnosticLog(mode: log.mode)
        var report = ReferenceReport()
        var outsideFiles = SourceFileCache()
        var tokensByTheme: [Theme: OrderedDictionary<TokenPath, ResolvedToken>] = [:]
        var groupsByTheme: [Theme: OrderedDictionary<TokenPath, GroupDefinition>] = [:]
        for theme in allThemes {
            var merged = TokenTree()
            for step in document.resolutionOrder {
                let sources: [ResolverDocument.Source]
                switch step {
                case .set(let name): sources = document.sets[name] ?? []
                case .modifier(let name): sources = document.modifiers[name]?.contexts[theme[name] ?? ""] ?? []
                }
                for source in document.expanded(sources) {
                    let tree = files.tree(of: source, log: &themeLog)
                    if redefinitionsAreConflicts { reportRedefinitions(in: tree, of: merged, log: &themeLog) }
                    merged.merge(tree)
                }
            }
            report.unreadableFiles = files.unreadable
            tokensByTheme[theme] = AliasResolver.resolve(merged, log: &themeLog, report: &report) { path in
                // Files outside the theme are read apart, their problems left to the themes that use them.
                document.placeOutside(theme) { source in
                    var ignored = DiagnosticLog(mode: log.mode)
                    return outsideFiles.tree(of: source, log: &ignored).tokens[path] != nil
                }
            }
            groupsByTheme[theme] = merged.groups
        }
        // Every theme is resolved: the files' trees are not needed, and once they are gone
        // the aliases' reference texts can be let go of.
        files.trees.removeAll()
        files.inlineTrees.removeAll()
        releaseReferenceTexts(in: &tokensByTheme)
        checkAcrossThemes(tokensByTheme, themes: allThemes, log: &themeLog)
        themeLog.reportDeviations()
        var seen = Set<Diagnostic>()
        for diagnostic in themeLog.diagnostics where seen.insert(diagnostic).inserted {
            log.report(diagnostic)
        }

        var sheets: [StyleSheet] = []
        for path in styleSheetPaths {
            if let sheet = StyleSheet.read(URL(fileURLWithPath: path), displayPath: path, tokens: tokensByTheme[defaultTheme] ?? [:], report: &report, log: &log) {
                for theme in allThemes where theme != defaultTheme {
                    sheet.checkReferences(against: tokensByTheme[theme] ?? [:], in: theme, report: &report, log: &log)
                }
                sheets.append(sheet)
            }
        }
        report.reportFolded(log: &log)
        var system = ResolvedDesignSystem(
            themes: allThemes,
            defaultTheme: defaultTheme,
            modifiers: OrderedDictionary(uniqueKeysWithValues: modifiers.map { ($0.name, Array($0.contexts.keys)) }),
            tokensByTheme: tokensByTheme,
            groupsByTheme: groupsByTheme,
            styleSheets: sheets,
            warnings: []
        )
        for modifier in modifiers {
            system.modifierLocations[modifier.name] = modifier.location
            system.contextLocations[modifier.name] = modifier.contextLocations
        }
        return system
    }

    /// A problem that only shows across themes: a token whose type differs between them.
    /// (A token inside a token is reported by `AliasResolver`, per theme.)
    private static func checkAcrossThemes(
        _ tokensByTheme: [Theme: OrderedDictionary<TokenPath, ResolvedToken>],
        themes: [Theme],
        log: inout DiagnosticLog
    ) {
        guard themes.count > 1 else { return }
        // Only what the check needs: each path's first type and theme.
        var first: [TokenPath: (type: TokenType, theme: Theme)] = [:]
        for theme in themes {
            for (path, token) in tokensByTheme[theme] ?? [:] {
                guard let earlier = first[path] else {
                    first[path] = (token.type, theme)
                    continue
                }
                if earlier.type != token.type {
                    log.error("token '\(path)' is a \(earlier.type.rawValue) in \(earlier.theme) but a \(token.type.rawValue) in \(theme)",
                              at: token.definition.location)
                }
            }
        }
    }
}
