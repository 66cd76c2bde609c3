import Foundation
import TestSupport
import Testing
import TokenModel

/// The `skeleton` kind's `direction`, the first `.choice` property: a wrong name is a
/// diagnostic at its place with a did-you-mean, a right one loads as the choice.
@Suite("Skeleton style sheet")
struct SkeletonStyleSheetTests {
    // MARK: - Fixtures

    private static let tokens = ##"""
    {"c": {"$type": "color", "r": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}}
    """##

    /// The errors of loading `styles` beside ``tokens``, as `file:line:column: error: message`.
    private func errors(_ styles: String) throws -> [String] {
        let folder = try PackagePaths.folder(with: ["a.tokens.json": Self.tokens, "a.styles.yaml": styles])
        do {
            _ = try DesignSystemLoader.load(paths: [folder.path])
            return []
        } catch {
            return error.errors.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
        }
    }

    // MARK: - Tests

    @Test func aMisspelledDirectionSuggestsTheNearestChoice() throws {
        #expect(try errors("skeleton:\n  card:\n    direction: rigth\n") == ["a.styles.yaml:3:16: error: style 'skeleton.card', property 'direction' takes one of right, left; did you mean 'right'?"])
    }

    @Test func aDirectionThatIsNotAStringIsADiagnostic() throws {
        #expect(try errors("skeleton:\n  card:\n    direction: 3\n") == ["a.styles.yaml:3:16: error: style 'skeleton.card', property 'direction' takes one of right, left"])
    }

    @Test func aRightDirectionLoadsAsTheChoice() throws {
        let folder = try PackagePaths.folder(with: ["a.tokens.json": Self.tokens,
                                                    "a.styles.yaml": "skeleton:\n  card:\n    direction: left\n    gradientMovingColor: \"{c.r}\"\n"])
        let system = try DesignSystemLoader.load(paths: [folder.path])
        let style = try #require(system.styles(in: system.defaultTheme).first { $0.kind == "skeleton" })
        #expect(style.values["direction"] == ResolvedStyle.Value.choice("left"))
    }
}
