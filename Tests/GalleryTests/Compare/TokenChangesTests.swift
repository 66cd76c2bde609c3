import Foundation
@testable import Gallery
import TestSupport
import Testing
import TokenModel

/// The token half of `preview --compare`: which tokens were added, removed and changed, with
/// their values as text and the lines that define them on each side.
@Suite("Compare: token changes")
struct TokenChangesTests {
    // MARK: - Tests

    @Test func addedRemovedAndChangedTokensAreFoundWithTheirSourceLines() throws {
        let before = try Self.system(Self.file(accent: "[0.8, 0.1, 0.1]", extra: #""gone": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}"#))
        let after = try Self.system(Self.file(accent: "[0, 0.5, 0]", extra: #""fresh": {"$value": {"colorSpace": "srgb", "components": [1, 1, 0]}}"#))

        let changes = TokenChanges.between(before: before, themes: before.themes, after: after, themes: after.themes)

        #expect(changes.map { "\($0.kind.rawValue) \($0.path)" } == ["changed color.accent", "added color.fresh", "removed color.gone"])
        let accent = try #require(changes.first)
        #expect(accent.before.map(\.text) == ["#CC1A1A"])
        #expect(accent.after.map(\.text) == ["#008000"])
        // The accent is on line 3 of each file, the added and removed tokens on line 6.
        #expect(accent.beforeSource?.line == 3 && accent.afterSource?.line == 3)
        #expect(changes[1].afterSource?.line == 6 && changes[1].beforeSource == nil && changes[1].before.isEmpty)
        #expect(changes[2].beforeSource?.line == 6 && changes[2].afterSource == nil && changes[2].after.isEmpty)
    }

    @Test func identicalSystemsHaveNoChangesAndAMovedTokenIsNotAChange() throws {
        let before = try Self.system(Self.file(accent: "[0.8, 0.1, 0.1]", extra: #""same": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}"#))
        // The same values, one line lower: a move is not a change.
        let after = try Self.system("\n" + Self.file(accent: "[0.8, 0.1, 0.1]", extra: #""same": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}"#))
        #expect(TokenChanges.between(before: before, themes: before.themes, after: after, themes: after.themes).isEmpty)
    }

    @Test func anAliasPointingElsewhereIsAChangeEvenWithTheSameValue() throws {
        let colors = #""red": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}, "alarm": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}"#
        let before = try Self.system(#"{"color": {"$type": "color", \#(colors), "error": {"$value": "{color.red}"}}}"#)
        let after = try Self.system(#"{"color": {"$type": "color", \#(colors), "error": {"$value": "{color.alarm}"}}}"#)
        let changes = TokenChanges.between(before: before, themes: before.themes, after: after, themes: after.themes)
        #expect(changes.map(\.path.description) == ["color.error"])
        #expect(changes.first?.before.map(\.text) == ["{color.red} → #FF0000"])
        #expect(changes.first?.after.map(\.text) == ["{color.alarm} → #FF0000"])
    }

    // MARK: - Fixtures

    /// A token file whose `color.accent` is on line 3 and whose `extra` token is on line 6.
    static func file(accent: String, extra: String) -> String {
        """
        {"color": {
          "$type": "color",
          "accent": {"$value": {"colorSpace": "srgb", "components": \(accent)}},
          "muted": {"$value": {"colorSpace": "srgb", "components": [0.5, 0.5, 0.5]}},
          "border": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.2, 0.2]}},
          \(extra)
        }}
        """
    }

    static func system(_ text: String) throws -> ResolvedDesignSystem {
        let folder = try PackagePaths.folder(with: ["base.tokens.json": text])
        return try DesignSystemLoader.load(paths: [folder.path])
    }
}
