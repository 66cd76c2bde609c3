import Codegen
import Foundation
import TestSupport
import Testing
import TokenModel

@Suite("SwiftEmitter")
struct SwiftEmitterTests {
    private func emit(_ files: [String: String]) throws -> [String: String] {
        let system = try DesignSystemLoader.load(paths: [try PackagePaths.folder(with: files).path])
        return Dictionary(uniqueKeysWithValues: try SwiftEmitter.emit(system).map { ($0.name, $0.contents) })
    }

    @Test func projectTokensBecomeTypedThemedConstants() throws {
        let system = try DesignSystemLoader.load(paths: [PackagePaths.tokens.path])
        let files = try SwiftEmitter.emit(system)
        #expect(Array(files.map(\.name).prefix(2)) == SwiftEmitter.outputFileNames)
        let tokens = files.tokensText
        #expect(files[0].contents.contains("public enum DesignTokens {\n    /// The resolver's themes: theme, device.\n    public enum Themes {\n"))
        #expect(files[0].contents.contains("        public enum Theme {\n            public static let light: TokenValues.Theme = TokenValues.Theme([(\"theme\", \"light\")])\n"))
        #expect(tokens.contains("extension DesignTokens {\n    /// What each color is for, in the light theme. Views and component tokens use these.\n    public enum Colors {"))
        #expect(tokens.contains("        public enum Text {"))
        #expect(tokens.contains("            /// Text of validation errors.\n            public static let error: TokenValues.Themed<TokenValues.Color> = "))
        // A design system with themes: every constant is Themed, also one whose themes agree.
        let space = ", variants: [], space: DesignTokens.Themes.space)"
        #expect(tokens.contains("public static let _500: TokenValues.Themed<TokenValues.Color> = TokenValues.Themed<TokenValues.Color>(TokenValues.Color(red: 0.1216, green: 0.4353, blue: 0.9216, alpha: 1)\(space)"))
        #expect(tokens.contains("public static let body: TokenValues.Themed<TokenValues.Typography> = TokenValues.Themed<TokenValues.Typography>(TokenValues.Typography(fontFamily: [\"Inter\", \"DejaVu Sans\"], fontSize: 16, fontWeight: TokenValues.FontWeight(400), letterSpacing: 0, lineHeight: 1.5)\(space)"))
        #expect(tokens.contains("public static let m: TokenValues.Themed<Foundation.CGFloat> = TokenValues.Themed<Foundation.CGFloat>(Foundation.CGFloat(8)\(space)"))
        let styles = try #require(files[named: "DesignStyles.swift"])
        #expect(styles.contains("extension DesignTokens {\n    /// The `label` styles of the style sheets, applied by `LabelBuilder.setStyle(_:)`.\n    public enum LabelStyle: Swift.String, Swift.CaseIterable, Swift.Sendable {\n        case error\n        case title\n"))
        #expect(styles.contains("extension LabelBuilder {\n    /// Applies every property the style sheet gives the style.\n    public func setStyle(_ style: DesignTokens.LabelStyle) -> LabelBuilder {"))
        #expect(!styles.contains("@retroactive") && !styles.contains("StyleBuilder"))
        let calls = styles.split(separator: "\n").drop { $0 != "    case .error:" }.dropFirst().prefix { !$0.hasPrefix("    case ") }
            .filter { !$0.hasPrefix("#sourceLocation") }
        #expect(Array(calls) == [
            "        _ = $1.setTypography(DesignTokens.Fonts.body.defaultValue)",
            "        _ = $1.setTextColor(DesignTokens.Colors.Text.error)",
            "        _ = $1.setAlignment(.left)",
            "        _ = $1.setNumberOfLines(0)",
            "        return $1",
        ], "\(styles)")
        #expect(styles.contains("#sourceLocation(file: \"\(PackagePaths.tokens.path)/"), "\(styles)")
    }

    @Test func outputIsDeterministic() throws {
        let system = try DesignSystemLoader.load(paths: [PackagePaths.tokens.path])
        #expect(try SwiftEmitter.emit(system) == SwiftEmitter.emit(system))
    }

    @Test func collidingNamesAreAnErrorNamingBoth() throws {
        let color = #"{"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}"#
        #expect {
            try emit(["a.tokens.json": #"{"c": {"$type": "color", "text-error": \#(color), "text_error": \#(color)}}"#])
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.map(\.message)
                == ["'c.text-error' (line 1, column 40) and 'c.text_error' would both become the Swift name textError; rename one of them"]
        }
    }

    @Test func descriptionsAndDeprecationsCannotBreakOut() throws {
        let token = #"{"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}, "$description": "ends */ here\n\"\"\" and \\", "$deprecated": "use \"x\"\n now"}"#
        let files = try emit(["a.tokens.json": #"{"c": {"$type": "color", "old": \#(token)}}"#])
        let tokens = try #require(files["DesignTokens+c.swift"])
        #expect(tokens.contains("        /// ends */ here\n        /// \"\"\" and \\\n        @available(*, deprecated, message: \"use \\\"x\\\"\\n now\")\n        public static let old: TokenValues.Themed<TokenValues.Color>"))
    }
}

@Suite("SwiftEmitter: generated code compiles")
struct SwiftEmitterCompileTests {
    private func tokens(_ files: [String: String], options: SwiftEmitter.Options = SwiftEmitter.Options()) throws -> [GeneratedFile] {
        try SwiftEmitter.emit(DesignSystemLoader.load(paths: [try PackagePaths.folder(with: files).path]), options: options)
    }

    private let red = #"{"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}"#

    @Test func projectTokensTypeCheck() throws {
        let files = try SwiftEmitter.emit(DesignSystemLoader.load(paths: [PackagePaths.tokens.path]))
        let result = try SwiftTypeChecker.typecheck(files.filter { $0.name != "DesignStyles.swift" })
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func groupsNamedLikeSwiftTypesAndRootTokensCompile() throws {
        let files = try tokens(["a.tokens.json": """
            {"root": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 1]}},
             "double": {"$type": "number", "x": {"$value": 1.5}},
             "string": {"$type": "fontFamily", "x": {"$value": "Inter"}},
             "cgFloat": {"$type": "dimension", "x": {"$value": {"value": 2, "unit": "rem"}}},
             "color": {"$type": "color", "x": \(red)},
             "typography": {"$type": "typography", "x": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 12, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}}}}
            """])
        #expect(files[0].contents.contains("    public static let root: TokenValues.Themed<TokenValues.Color>"))
        let result = try SwiftTypeChecker.typecheck(files.filter { $0.name != "DesignStyles.swift" })
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func namesFromTheResolverCannotInjectCode() throws {
        let resolver = ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "a.tokens.json"}]}}, "modifiers": {"m": {"contexts": {"a\npublic let injected = 42 //": [], "b": []}}}, "resolutionOrder": [{"$ref": "#/sets/s"}, {"$ref": "#/modifiers/m"}]}"##
        let files = try tokens(["a.tokens.json": #"{"c": {"$type": "color", "x": \#(red)}}"#, "x.resolver.json": resolver])
        #expect(!files.tokensText.contains("\npublic let injected"))
        let result = try SwiftTypeChecker.typecheck(files.filter { $0.name != "DesignStyles.swift" }
            + [GeneratedFile(name: "Probe.swift", contents: "let probe = injected\n")])
        #expect(result.status != 0)
        #expect(result.output.contains("cannot find 'injected' in scope"))
    }

    @Test func aGroupNamedLikeAModuleCompilesInsideTheNamespace() throws {
        let files = try tokens(["a.tokens.json": #"{"foundation": {"$type": "color", "x": \#(red)}, "tokenValues": {"$type": "color", "x": \#(red)}}"#])
        #expect(files.tokensText.contains("TokenValues::Color"))
        let result = try SwiftTypeChecker.typecheck(files.filter { $0.name != "DesignStyles.swift" })
        #expect(result.isClean, "\(result.output)")
    }

    @Test func aNamespaceThatHidesAModuleOrIsNoIdentifierIsRefused() throws {
        for name in ["Foundation", "TokenValues", "Swift", "1Tokens", "Design-Tokens", "class"] {
            #expect(throws: DiagnosticsError.self, "\(name)") {
                try tokens(["a.tokens.json": #"{"c": {"$type": "color", "x": \#(red)}}"#], options: SwiftEmitter.Options(namespace: name))
            }
        }
    }

    @Test func internalAccessWritesInternalDeclarations() throws {
        let files = try tokens([
            "a.tokens.json": #"{"c": {"$type": "color", "x": \#(red)}}"#,
            "a.styles.yaml": "label:\n  error:\n    textColor: \"{c.x}\"\n",
        ], options: SwiftEmitter.Options(access: "internal"))
        #expect(files[1].contents.contains("extension LabelBuilder {\n    /// Applies every property the style sheet gives the style.\n    internal func setStyle(_ style: DesignTokens.LabelStyle) -> LabelBuilder {\n        labelStyleCalls(style, self)\n    }\n}\n\n"
            + "/// The builder calls of each `label` style.\nprivate let labelStyleCalls: @Sendable (DesignTokens.LabelStyle, LabelBuilder) -> LabelBuilder = {"))
        #expect(files[1].contents.contains("    internal enum LabelStyle"))
        #expect(files[0].contents.contains("internal enum DesignTokens {"))
    }
}
