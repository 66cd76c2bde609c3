import Foundation
import TestSupport
import Testing
import TokenBuild
import TokenModel

/// `validate` reports each name the Swift naming rule renames as a warning at the name,
/// naming the token, group or style and the Swift name it gets (issue 36), and still says
/// "no errors": the design system builds.
@Suite("OutputCheck: renamed names")
struct OutputCheckNamesTests {
    /// Lines and columns counted by hand, at the places the model records: a group and a
    /// token stand where their object starts, a style where its mapping (its first
    /// property) does. `any.self` is named as user code writes it: `DesignTokens.Any.self_`,
    /// not with the backticks of `` enum `Any` ``.
    private static let tokens = """
        {"type": {"$type": "color",
          "button": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}},
         "size": {"$type": "number",
          "init": {"$value": 4},
          "default": {"$value": 8}},
         "any": {"$type": "number", "self": {"$value": 1}}}
        """

    private static let styles = """
        label:
          self:
            numberOfLines: 1
          default:
            numberOfLines: 2

        """

    private func diagnostics() throws -> (lines: [String], system: ResolvedDesignSystem) {
        let folder = try PackagePaths.folder(with: ["a.tokens.json": Self.tokens, "a.styles.yaml": Self.styles])
        let system = try InputOptions.parse([folder.path]).load()
        let lines = OutputCheck.diagnostics(of: system).map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
        return (lines, system)
    }

    @Test func eachRenamedNameIsALocatedWarning() throws {
        let (lines, _) = try diagnostics()
        #expect(lines == [
            "a.tokens.json:1:10: warning: group 'type' is DesignTokens.Type_ in Swift, with a trailing _: after a dot, Swift reads Type as the metatype, even in backticks",
            "a.tokens.json:4:11: warning: token 'size.init' is DesignTokens.Size.init_ in Swift, with a trailing _: after a dot, Swift reads init as an initializer",
            "a.tokens.json:6:37: warning: token 'any.self' is DesignTokens.Any.self_ in Swift, with a trailing _: after a dot, Swift reads self as the type itself",
            "a.styles.yaml:3:5: warning: style 'label.self' is DesignTokens.LabelStyle.self_ in Swift, with a trailing _: after a dot, Swift reads self as the type itself",
        ], "\(lines)")
    }

    /// A keyword Swift reads after a dot as a member (`default`) keeps its name: no warning.
    @Test func keywordsKeepTheirNamesWithoutAWarning() throws {
        let (lines, _) = try diagnostics()
        #expect(!lines.contains { $0.contains("'size.default'") || $0.contains("'label.default'") })
    }

    @Test func theDesignSystemStillHasNoErrors() throws {
        let (lines, system) = try diagnostics()
        #expect(!lines.contains { $0.contains(": error: ") })
        #expect(OutputCheck.summary(of: system) == "4 tokens, 2 styles, 1 theme(s): no errors")
    }
}
