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
        #expect(files.map(\.name) == SwiftEmitter.outputFileNames)
        let tokens = files[0].contents
        #expect(tokens.contains("public enum Colors {"))
        #expect(tokens.contains("    public enum Text {"))
        #expect(tokens.contains("        /// Text of validation errors.\n        public static let error: TokenModel.Themed<TokenModel.Color> = "))
        #expect(tokens.contains("public static let mainColor: TokenModel.Color = TokenModel.Color(red: 0.1216, green: 0.4353, blue: 0.9216, alpha: 1)"))
        #expect(tokens.contains("public static let body: TokenModel.Typography = TokenModel.Typography(fontFamily: [\"Inter\", \"DejaVu Sans\"], fontSize: 16, fontWeight: TokenModel.FontWeight(400), letterSpacing: 0, lineHeight: 1.5)"))
        #expect(tokens.contains("public static let m: CGFloat = CGFloat(8)"))
        let styles = files[1].contents
        #expect(styles.contains("public enum LabelStyle: String, CaseIterable, Sendable {\n    case error\n    case title\n"))
        #expect(styles.contains("extension LabelBuilder: @retroactive StyleBuilder {"))
        #expect(styles.contains("        case .error:\n            return self\n                .setTypography(Fonts.body)\n                .setTextColor(Colors.Text.error)\n                .setAlignment(.left)\n                .setNumberOfLines(0)\n"))
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
                == ["'c.text-error' and 'c.text_error' would both become the Swift name textError; rename one of them"]
        }
    }

    @Test func descriptionsAndDeprecationsCannotBreakOut() throws {
        let token = #"{"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}, "$description": "ends */ here\n\"\"\" and \\", "$deprecated": "use \"x\"\n now"}"#
        let files = try emit(["a.tokens.json": #"{"c": {"$type": "color", "old": \#(token)}}"#])
        let tokens = try #require(files["DesignTokens.swift"])
        #expect(tokens.contains("    /// ends */ here\n    /// \"\"\" and \\\n    @available(*, deprecated, message: \"use \\\"x\\\"\\n now\")\n    public static let old: TokenModel.Color"))
    }
}
