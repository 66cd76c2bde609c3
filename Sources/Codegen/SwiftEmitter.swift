import Foundation
import OrderedCollections
import TokenModel

/// Writes the Swift of a design system: everything under one namespace enum
/// (``Options/namespace``, `DesignTokens` by default, as SwiftGen's `enumName`), so no group
/// can hide a type of Swift, Foundation or the dscompile modules: its tokens as typed
/// constants in nested enums, the resolver's themes (`Themes`), and each style-sheet kind as
/// a style enum with a plain `setStyle(_:)` member on its builder (no conformance, so two
/// generated design systems can live in one program).
///
/// ```swift
/// public enum DesignTokens {
///     public enum Themes { public static let space = TokenValues.ThemeSpace(…); public enum Theme { … } }
/// }
/// extension DesignTokens {
///     public enum Colors {
///         /// Text of validation errors.
///         public static let error: TokenValues.Themed<TokenValues.Color> = …
///     }
/// }
/// extension DesignTokens { public enum LabelStyle: Swift.String, Swift.CaseIterable, Swift.Sendable { case error, … } }
/// extension LabelBuilder {
///     public func setStyle(_ style: DesignTokens.LabelStyle) -> LabelBuilder { labelStyleCalls(style, self) }
/// }
/// private let labelStyleCalls: @Sendable (DesignTokens.LabelStyle, LabelBuilder) -> LabelBuilder = { … }
/// ```
///
/// In a design system with themes every constant is `Themed`, carrying `Themes.space`, so a
/// token's type depends on its `$type` only (``SwiftLiteral``).
public struct SwiftEmitter {
    // MARK: - Nested types

    /// Choices the command line offers.
    public struct Options: Sendable {
        /// `public` or `internal`.
        public var access: String
        /// What the header says the code was generated from.
        public var sourceDescription: String
        /// The enum everything generated is declared in (`--namespace`).
        public var namespace: String

        /// The Swift module the generated code is compiled into (`--module-name`); `nil`
        /// when unknown. Only named in the header: everything is reached through
        /// ``namespace``, which no group may hide.
        public var moduleName: String?
        /// Whether a token that aliases another is written as a reference to the aliased
        /// constant (`--output-references`) rather than as its value.
        public var outputReferences: Bool
        /// The token files the caller has declared (the build plugin must name its outputs
        /// before the tokens are read). `nil`: one file per top group, as
        /// ``fileName(forTopGroup:)`` names it. Otherwise a top group whose file is not
        /// among these goes into `DesignTokens.swift`, and a named file with no group is
        /// written with its header only, so the files written are always exactly these plus
        /// ``outputFileNames``.
        public var declaredFileNames: Set<String>?

        public init(access: String = "public", sourceDescription: String = "Tokens/", namespace: String = defaultNamespace,
                    moduleName: String? = nil, outputReferences: Bool = false, declaredFileNames: Set<String>? = nil) {
            self.access = access
            self.sourceDescription = sourceDescription
            self.namespace = namespace
            self.moduleName = moduleName
            self.outputReferences = outputReferences
            self.declaredFileNames = declaredFileNames
        }
    }

    /// The namespace enum's name unless ``Options/namespace`` says otherwise.
    public static let defaultNamespace = "DesignTokens"

    /// Why `name` cannot be the namespace (not an identifier, or a module the generated code
    /// or its users import), or `nil` when it can.
    public static func namespaceProblem(_ name: String) -> String? {
        if !SwiftNaming.isPlainIdentifier(name) {
            return "the namespace '\(name)' is not a Swift identifier (letters, digits and _, not starting with a digit, not a keyword)"
        }
        if moduleNames.contains(name) {
            return "the namespace '\(name)' would hide the module \(name); choose another name"
        }
        return nil
    }

    /// Modules the generated code or its users import; no generated type may take their
    /// names where they are looked up unqualified.
    static let moduleNames: Set<String> = ["Swift", "Foundation", "TokenValues", "TokenModel", "Builders", "Render", "ConstraintSolver"]

    /// The files every run writes, whatever the tokens hold; the build plugin declares them.
    public static let outputFileNames = ["DesignTokens.swift", "DesignStyles.swift"]

    /// `DesignTokens+<stem>.swift`: the file of the top group `key`, where the stem is
    /// `key` lowercased, every run of characters other than `a`–`z` and `0`–`9` made one
    /// `-`, and `-` trimmed from both ends. Lowercase, so two names differing in case share
    /// a file on case-insensitive file systems rather than clobber each other; groups whose
    /// stems are equal share a file. `nil` when the stem is empty: the group goes into
    /// `DesignTokens.swift`. The build plugin applies the same rule to declare its outputs.
    public static func fileName(forTopGroup key: String) -> String? {
        var stem = ""
        for scalar in key.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                stem.unicodeScalars.append(scalar)
            } else if !stem.isEmpty, stem.last != "-" {
                stem += "-"
            }
        }
        while stem.last == "-" { stem.removeLast() }
        return stem.isEmpty ? nil : "DesignTokens+\(stem).swift"
    }

    // MARK: - Properties

    let system: ResolvedDesignSystem
    let options: Options
    var log = DiagnosticLog()
    /// The token tree, once named (``nameTokens()``): ``constantName(of:)`` reads it.
    var tree: Group?
    /// The `Themes` enum's declaration, once made (``nameTokens()``).
    var themesText = ""
    /// The tokens left out under `--compat` because Swift cannot hold them (a length in vw),
    /// in source order: each is warned about, and `DesignTokens.swift` names them.
    var leftOutTokens: [TokenPath] = []
    /// The tokens of each theme of `system.themes`, in that order: looked up by position,
    /// not by hashing a theme per token.
    let themeTables: [OrderedDictionary<TokenPath, ResolvedToken>?]
    /// Whether each theme of `system.themes` is the default theme.
    let themeIsDefault: [Bool]
    /// The tokens of the default theme.
    private let defaultTable: OrderedDictionary<TokenPath, ResolvedToken>?
    /// `DesignTokens.Themes.space` when the design system has themes (every constant is then
    /// `Themed` and carries it), else `nil`.
    let themeSpaceExpression: String?

    // MARK: - Emitting

    /// The generated files for `system`.
    /// - Throws: ``DiagnosticsError`` when names collide or a token cannot be expressed.
    public static func emit(_ system: ResolvedDesignSystem, options: Options = Options()) throws(DiagnosticsError) -> [GeneratedFile] {
        var warnings: [Diagnostic] = []
        return try emit(system, options: options, warnings: &warnings)
    }

    /// The generated files for `system`: `DesignTokens.swift`, `DesignStyles.swift`, then
    /// the top groups' files (``fileName(forTopGroup:)``) by name; what they cannot say as
    /// the tokens do (a token missing from some themes) is appended to `warnings`.
    /// - Throws: ``DiagnosticsError`` when names collide or a token cannot be expressed.
    public static func emit(_ system: ResolvedDesignSystem, options: Options = Options(),
                            warnings: inout [Diagnostic]) throws(DiagnosticsError) -> [GeneratedFile] {
        let collector = GeneratedTextCollector()
        try emit(system, options: options, warnings: &warnings, to: collector, partSize: .max)
        return collector.files
    }

    /// Writes the files ``emit(_:options:warnings:)`` returns, in that order, into `sink` a
    /// part of about `partSize` bytes at a time, so no big file is held whole. Every error is
    /// found before any file is started: when this throws, `sink` got nothing.
    /// - Throws: ``DiagnosticsError`` when names collide or a token cannot be expressed.
    public static func emit(_ system: ResolvedDesignSystem, options: Options = Options(), warnings: inout [Diagnostic],
                            to sink: some GeneratedTextSink, partSize: Int = defaultPartSize) throws(DiagnosticsError) {
        let (emitter, checkedStyles) = try checkedEmitter(system, options: options, warnings: &warnings)
        var styles = checkedStyles
        let (files, ofMembers) = emitter.tokensFileNames()
        let order = files.count > 0 ? [files[0], outputFileNames[1]] + files.dropFirst() : [outputFileNames[1]]
        for name in order { sink.start(name) }
        let parts = TextParts(sink: sink, size: max(partSize, 1), file: "")
        parts.of(outputFileNames[1]).handOn(&styles, whole: true)
        emitter.writeTokensFiles(ofMembers: ofMembers, parts: parts)
    }

    /// Finds every error and warning ``emit(_:options:warnings:)`` would report, without
    /// writing the files: what `validate` runs. Writing reports nothing of its own.
    /// - Throws: ``DiagnosticsError`` when names collide or a token cannot be expressed.
    public static func check(_ system: ResolvedDesignSystem, options: Options = Options(), warnings: inout [Diagnostic]) throws(DiagnosticsError) {
        _ = try checkedEmitter(system, options: options, warnings: &warnings)
    }

    /// The emitter for `system` after its first pass (every name, value and style checked),
    /// with the styles file; its warnings appended to `warnings`.
    private static func checkedEmitter(_ system: ResolvedDesignSystem, options: Options,
                                       warnings: inout [Diagnostic]) throws(DiagnosticsError) -> (SwiftEmitter, String) {
        if let problem = namespaceProblem(options.namespace) { throw DiagnosticsError([.error(problem, at: nil)]) }
        var emitter = SwiftEmitter(system: system, options: options)
        emitter.nameTokens()
        let styles = emitter.stylesFile()
        try emitter.log.throwIfErrors()
        warnings += emitter.log.diagnostics
        return (emitter, styles)
    }

    /// How many bytes of a file ``emit(_:options:warnings:to:partSize:)`` hands on at a time:
    /// enough that handing on costs nothing beside writing, little beside the model.
    public static let defaultPartSize = 256 * 1024

    private init(system: ResolvedDesignSystem, options: Options) {
        self.system = system
        self.options = options
        themeTables = system.themes.map { system.tokensByTheme[$0] }
        themeIsDefault = system.themes.map { $0 == system.defaultTheme }
        defaultTable = system.tokensByTheme[system.defaultTheme]
        themeSpaceExpression = system.modifiers.isEmpty ? nil : "\(options.namespace).\(Self.themesName).space"
    }

    // MARK: - Lookups

    /// The token's value in every theme, `nil` in those that lack it; variants only for
    /// the themes whose value differs from the default theme's.
    func themedValue(of path: TokenPath) -> Themed<TokenValue?> {
        // Variants keyed by the modifiers the value depends on (see Themed.init(defaultTheme:themes:value:)).
        Themed(defaultTheme: system.defaultTheme, themes: system.themes) { system.tokensByTheme[$0]?[path]?.value }
    }

    /// The token at `path` in the first theme that has it.
    func anyToken(_ path: TokenPath) -> ResolvedToken? {
        for table in themeTables {
            if let token = table?[path] { return token }
        }
        return nil
    }

    /// The group at `path` as the first theme that has it defines it.
    func anyGroup(_ path: TokenPath) -> GroupDefinition? {
        for theme in system.themes {
            if let group = system.group(path, in: theme) { return group }
        }
        return nil
    }

    /// Where the token or group at `path` is defined, for diagnostics. The model records
    /// each group's own location (in the first theme that has it), so a group's errors
    /// point at the group, not at one of its tokens.
    func location(of path: TokenPath) -> SourceLocation? {
        anyToken(path)?.definition.location ?? anyGroup(path)?.location
    }
}
