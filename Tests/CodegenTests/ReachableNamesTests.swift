import Codegen
import Foundation
import TestSupport
import Testing
import TokenModel

/// Every name a design system may use compiles and is reachable (issue 36): each name Swift
/// reserves or gives a meaning of its own is a top group, a nested group, a token in both, a
/// root token and a `label` style, and in a resolver a modifier and a context; the generated
/// Swift is type-checked together with user code that names each one, written as a user
/// writes it (after a dot, no backticks).
///
/// The names come from The Swift Programming Language ("Lexical Structure", "Keywords and
/// Punctuation", Swift 6), plus the contextual keywords of Swift 5.9–6.2, the members every
/// style enum has (`CaseIterable`, `RawRepresentable`, `Hashable`), and the types and modules
/// generated code names. The spellings user code writes are worked out by hand from the
/// rule (docs/BUILD.md, "Names"), not taken from the generator.
@Suite("Reachable names")
struct ReachableNamesTests {
    // MARK: - Names

    /// The keywords of The Swift Programming Language, by its sections.
    private static let keywords = [
        // Declarations.
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup", "protocol",
        "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        // Statements.
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "throw", "switch", "where", "while",
        // Expressions and types.
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        // Patterns.
        "_",
        // Reserved in particular contexts.
        "associativity", "async", "convenience", "didSet", "dynamic", "final", "get", "indirect", "infix", "lazy", "left",
        "mutating", "none", "nonmutating", "optional", "override", "package", "postfix", "precedence", "prefix",
        "Protocol", "required", "right", "set", "some", "Type", "unowned", "weak", "willSet",
        // Contextual keywords of later compilers.
        "actor", "any", "each", "macro", "consume", "copy", "discard", "sending", "isolated", "then", "unsafe",
    ]

    /// Other names with a meaning: the lowercase `type` of real design systems, members the
    /// style enums have, types and modules the generated code names, builders' names.
    private static let others = [
        "type", "allCases", "AllCases", "rawValue", "RawValue", "hashValue", "hash", "description", "Optional",
        "String", "Double", "Int", "CGFloat", "Color", "Dimension", "Typography", "Themed", "Theme", "ThemeSpace", "Array",
        "Bool", "Never", "Void", "Sendable", "CaseIterable", "Equatable", "Hashable", "Error", "URL", "Image", "ImageAsset",
        "Swift", "Foundation", "TokenValues", "TokenModel", "Builders", "Render", "ConstraintSolver",
        "view", "build", "setStyle", "setTextColor", "LabelBuilder", "BuiltView", "StyleKinds",
    ]

    /// Every name, the first of two that differ only in case first: such pairs give one
    /// identifier (`type` and `Type` are both the group `Type_`), so they go into two design
    /// systems.
    private static let names = keywords + others

    /// The names, in two parts: the first of each case-insensitive spelling, and the others.
    static var parts: (first: [String], second: [String]) {
        var seen: Set<String> = []
        var first: [String] = []
        var second: [String] = []
        for name in names {
            if seen.insert(name.lowercased()).inserted { first.append(name) } else { second.append(name) }
        }
        return (first, second)
    }

    // MARK: - Spellings, by hand

    /// What user code writes after a dot for a token named `name`: the name with its first
    /// letter lowercased, except where the rule renames or an acronym leads.
    static func member(_ name: String) -> String {
        let exceptions = ["self": "self_", "Self": "self_", "init": "init_", "_": "_5F", "CGFloat": "cgFloat", "URL": "url"]
        return exceptions[name] ?? name.prefix(1).lowercased() + name.dropFirst()
    }

    /// What user code writes after a dot for a group named `name`: the name with its first
    /// letter uppercased, except where the rule renames.
    static func type(_ name: String) -> String {
        let exceptions = ["self": "Self_", "Self": "Self_", "type": "Type_", "Type": "Type_", "protocol": "Protocol_",
                          "Protocol": "Protocol_", "_": "_5F"]
        return exceptions[name] ?? name.prefix(1).uppercased() + name.dropFirst()
    }

    /// What user code writes after a dot for a `label` style named `name`.
    private static func styleCase(_ name: String) -> String {
        ["allCases": "allCases_", "AllCases": "allCases_"][name] ?? member(name)
    }

    // MARK: - Design systems

    /// A design system with `groups` as top groups (each holding a number token of its own
    /// name and `x`) and as groups in `nested`, `tokens` as root tokens, and `groups` as
    /// `label` styles, each naming the token of its group; with `modifiers`, a resolver
    /// (each modifier's first context its default).
    private static func files(groups: [String], tokens: [String], modifiers: [(name: String, contexts: [String])]) throws -> [String: String] {
        var tree: [String: Any] = [:]
        var nested: [String: Any] = ["$type": "number"]
        for name in groups {
            let group: [String: Any] = ["$type": "number", name: ["$value": 1], "x": ["$value": 2]]
            tree[name] = group
            nested[name] = group
        }
        tree["nested"] = nested
        for name in tokens { tree[name] = ["$type": "number", "$value": 3] }
        var styles: [String: Any] = [:]
        for name in groups { styles[name] = ["numberOfLines": 1, "alpha": "{\(name).\(name)}"] }
        var files = ["a.tokens.json": try json(tree), "a.styles.yaml": try json(["label": styles])]
        if !modifiers.isEmpty {
            var definitions: [String: Any] = [:]
            for (name, contexts) in modifiers {
                definitions[name] = ["contexts": Dictionary(uniqueKeysWithValues: contexts.map { ($0, [Any]()) }), "default": contexts[0]]
            }
            files["names.resolver.json"] = try json([
                "version": "2025.10",
                "sets": ["base": ["sources": [["$ref": "a.tokens.json"]]]],
                "modifiers": definitions,
                "resolutionOrder": [["$ref": "#/sets/base"]] + modifiers.map { ["$ref": "#/modifiers/\($0.name)"] },
            ])
        }
        return files
    }

    private static func json(_ object: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    /// User code naming every group, token and style of the design system, typed so that a
    /// metatype or an initializer in a constant's place does not compile.
    /// `themes` are expressions of themes the user names.
    private static func userCode(groups: [String], tokens: [String], themes: [String]) -> String {
        let themed = !themes.isEmpty
        var lines = ["import TokenValues", "", "typealias Number = \(themed ? "TokenValues.Themed<Swift.Double>" : "Swift.Double")", "",
                     "func takeStyle(_ style: DesignTokens.LabelStyle) {}", "", "func reachEveryName() {"]
        for name in groups {
            let group = type(name)
            lines.append("    let _: Number = DesignTokens.\(group).\(member(name))")
            lines.append("    let _: Number = DesignTokens.\(group).x")
            lines.append("    let _: Number = DesignTokens.Nested.\(group).\(member(name))")
            lines.append("    let _: DesignTokens.LabelStyle = DesignTokens.LabelStyle.\(styleCase(name))")
            lines.append("    takeStyle(.\(styleCase(name)))")
            lines.append("    switch DesignTokens.LabelStyle.\(styleCase(name)) { case .\(styleCase(name)): break; default: break }")
        }
        for name in tokens {
            lines.append("    let _: Number = DesignTokens.\(member(name))")
        }
        // A style enum's own members stay reachable whatever its styles are named.
        lines += ["    let all = DesignTokens.LabelStyle.allCases", "    _ = all.count", "}", ""]
        // `Self` in an extension of the namespace is still the namespace.
        lines += ["extension DesignTokens {", "    static func userExtension() { _ = Self.Themes.all }", "}", ""]
        if themed {
            lines += ["let userThemes: [TokenValues.Theme] = [\(themes.joined(separator: ", "))]", ""]
        }
        return lines.joined(separator: "\n")
    }

    /// Generates the design system of `groups`, `tokens` and `modifiers`, type-checks it with
    /// the user code naming `themes` too, and returns the warnings.
    private func generateAndTypecheck(groups: [String], tokens: [String], modifiers: [(name: String, contexts: [String])] = [],
                                      themes: [String] = []) throws -> [Diagnostic] {
        let folder = try PackagePaths.folder(with: Self.files(groups: groups, tokens: tokens, modifiers: modifiers))
        let system = try DesignSystemLoader.load(paths: [folder.path])
        var warnings: [Diagnostic] = []
        let files = try SwiftEmitter.emit(system, warnings: &warnings)
        let user = GeneratedFile(name: "User.swift", contents: Self.userCode(groups: groups, tokens: tokens, themes: themes))
        let result = try SwiftTypeChecker.typecheck(files + [user])
        #expect(result.isClean, "\(result.output.prefix(8_000))")
        return warnings
    }

    // MARK: - Tests

    /// The first spelling of every name as groups, styles and themes; the others as root tokens.
    @Test func everyNameCompilesAndIsReachable() throws {
        let (first, second) = Self.parts
        let warnings = try generateAndTypecheck(
            groups: first, tokens: second, modifiers: [("type", ["self", "init", "default"]), ("Self", ["Type", "protocol"])],
            themes: ["DesignTokens.Themes.Type_.self_", "DesignTokens.Themes.Type_.init_", "DesignTokens.Themes.Type_.default",
                     "DesignTokens.Themes.Self_.type", "DesignTokens.Themes.Self_.protocol"])
        // Every renamed name is reported: the groups `Type`, `self`, `protocol` at top level
        // and nested, the tokens `self` and `init` in both, the root token `Self`, the style
        // `allCases`, the modifiers and contexts. Nothing else.
        let renamed = warnings.map(\.message).filter { $0.contains(" in Swift, with a trailing _: ") }.map { $0.components(separatedBy: " in Swift,")[0] }
        #expect(Set(renamed) == [
            "group 'Type' is DesignTokens.Type_", "group 'self' is DesignTokens.Self_", "group 'protocol' is DesignTokens.Protocol_",
            "group 'nested.Type' is DesignTokens.Nested.Type_", "group 'nested.self' is DesignTokens.Nested.Self_",
            "group 'nested.protocol' is DesignTokens.Nested.Protocol_",
            "token 'self.self' is DesignTokens.Self_.self_", "token 'nested.self.self' is DesignTokens.Nested.Self_.self_",
            "token 'init.init' is DesignTokens.Init.init_", "token 'nested.init.init' is DesignTokens.Nested.Init.init_",
            "token 'Self' is DesignTokens.self_",
            "style 'label.allCases' is DesignTokens.LabelStyle.allCases_", "style 'label.self' is DesignTokens.LabelStyle.self_",
            "style 'label.init' is DesignTokens.LabelStyle.init_",
            "the modifier 'type' is DesignTokens.Themes.Type_", "the modifier 'Self' is DesignTokens.Themes.Self_",
            "the context 'self' of the modifier 'type' is DesignTokens.Themes.Type_.self_",
            "the context 'init' of the modifier 'type' is DesignTokens.Themes.Type_.init_",
        ])
        // Each is located where the name is written: a modifier or context in the resolver.
        let renames = warnings.filter { $0.message.contains(" in Swift, with a trailing _: ") }
        #expect(renames.allSatisfy { $0.location != nil }, "\(renames.filter { $0.location == nil }.map(\.message))")
        let themeRenames = renames.filter { $0.message.hasPrefix("the modifier") || $0.message.hasPrefix("the context") }
        #expect(themeRenames.count == 4 && themeRenames.allSatisfy { $0.location?.file.hasSuffix(".resolver.json") == true },
                "\(themeRenames.map { "\($0.location.map(String.init(describing:)) ?? "nil"): \($0.message)" })")
    }

    /// The second spelling of every name as groups and styles; the first as root tokens;
    /// modifiers named like modules, where no top group is (the themes enum still names
    /// TokenValues' types).
    @Test func everyOtherSpellingCompilesAndIsReachable() throws {
        let (first, second) = Self.parts
        _ = try generateAndTypecheck(
            groups: second, tokens: first, modifiers: [("tokenValues", ["swift", "foundation"]), ("swift", ["a", "b"])],
            themes: ["DesignTokens.Themes.TokenValues.swift", "DesignTokens.Themes.Swift.b"])
    }

    // MARK: - A real design system

    /// IBM Carbon (terrazzoapp/dtcg-examples) names its typography group `type`: it is
    /// `DesignTokens.Type_`, warned about at the group in Carbon's file (line 2, where its
    /// object opens in column 11), and user code reaches its tokens.
    @Test func carbonsTypeGroupIsReachable() throws {
        let resolver = PackagePaths.realDesignSystems.appendingPathComponent("ibm-carbon.resolver.json").path
        let system = try DesignSystemLoader.load(paths: [], resolver: resolver, mode: .compat)
        var warnings: [Diagnostic] = []
        let files = try SwiftEmitter.emit(system, warnings: &warnings)
        let renamed = warnings.filter { $0.message.contains(" in Swift, with a trailing _: ") }
        #expect(renamed.map(\.message) == ["group 'type' is DesignTokens.Type_ in Swift, with a trailing _: after a dot, Swift reads Type as the metatype, even in backticks"])
        #expect(renamed.first?.location.map { "\(($0.file as NSString).lastPathComponent):\($0.line):\($0.column)" } == "typography.tokens.json:2:11")
        let user = GeneratedFile(name: "User.swift", contents: """
            import TokenValues

            let userBody: TokenValues.Themed<TokenValues.Typography> = DesignTokens.Type_.body01

            """)
        let result = try SwiftTypeChecker.typecheck(files + [user])
        #expect(result.isClean, "\(result.output.prefix(4_000))")
    }

    // MARK: - Images

    /// The asset folder's names follow the same rule: a folder `type`, images `self`, `init`
    /// and `default` are reachable, each renamed one warned about at its file; top groups and
    /// a folder named like modules hide none that the images file names.
    @Test func imageNamesAreReachableToo() throws {
        let assets = try PackagePaths.temporaryDirectory().appendingPathComponent("Assets")
        let square = PackagePaths.root.appendingPathComponent("Tests/Fixtures/ImageAssets/square.png")
        for path in ["type/self.png", "init.png", "default.png", "class.png", "foundation/builders.png"] {
            let url = assets.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: square, to: url)
        }
        let catalog = try ImageAssetCatalog(directory: assets.path)
        #expect(catalog.warnings.map { $0.description.replacingOccurrences(of: assets.path + "/", with: "") }.sorted() == [
            "init.png:1:1: warning: the image 'init' is Images.init_ in Swift, with a trailing _: after a dot, Swift reads init as an initializer",
            "type/self.png:1:1: warning: the image 'type/self' is Images.Type_.self_ in Swift, with a trailing _: after a dot, Swift reads self as the type itself",
            "type:1:1: warning: the folder 'type' is Images.Type_ in Swift, with a trailing _: after a dot, Swift reads Type as the metatype, even in backticks",
        ])
        let folder = try PackagePaths.folder(with: Self.files(groups: ["icons", "Foundation", "Builders"], tokens: [], modifiers: []))
        let system = try DesignSystemLoader.load(paths: [folder.path])
        let generated = assets.deletingLastPathComponent().appendingPathComponent("Generated").path
        let files = try SwiftEmitter.emit(system) + [ImageAssetEmitter.emit(catalog, options: SwiftEmitter.Options(), system: system, outputDirectory: generated)]
        let user = GeneratedFile(name: "User.swift", contents: """
            import Builders

            let userImages: [Image] = [DesignTokens.Images.Type_.self_, DesignTokens.Images.init_, DesignTokens.Images.default, DesignTokens.Images.class,
                                      DesignTokens.Images.Foundation.builders]

            """)
        let result = try SwiftTypeChecker.typecheck(files + [user])
        #expect(result.isClean, "\(result.output.prefix(6_000))")
    }

    /// `Images.folder` is the asset folder's place: an image of that name at the top is an
    /// error, not a second `folder`.
    @Test func anImageCannotTakeTheFoldersName() throws {
        let assets = try PackagePaths.temporaryDirectory().appendingPathComponent("Assets")
        try FileManager.default.createDirectory(at: assets.appendingPathComponent("icons"), withIntermediateDirectories: true)
        let square = PackagePaths.root.appendingPathComponent("Tests/Fixtures/ImageAssets/square.png")
        try FileManager.default.copyItem(at: square, to: assets.appendingPathComponent("folder.png"))
        try FileManager.default.copyItem(at: square, to: assets.appendingPathComponent("icons/folder.png"))
        do {
            _ = try ImageAssetCatalog(directory: assets.path)
            Issue.record("an image named folder was accepted")
        } catch {
            #expect(error.errors.map { $0.description.replacingOccurrences(of: assets.path + "/", with: "") } == [
                "folder.png:1:1: error: the image 'folder' would become Images.folder, which the generated file declares itself (the asset folder's place); rename it",
            ])
        }
    }
}
