import Foundation
@testable import Gallery
import Render
import Synchronization
import TestSupport
import Testing
import TokenModel

/// The picture half of `preview --compare`: pictures matched by their key (section, entry,
/// caption, theme), never by position; a picture with the same recipe neither drawn nor
/// shown; one whose recipe changed drawn and compared pixel by pixel.
@Suite("Compare: picture changes")
struct PictureChangesTests {
    // MARK: - Tests

    @Test func onlyPicturesWhosePixelsDifferAreShownAndSameRecipesAreNotDrawn() throws {
        let drawn = DrawLog()
        let before = Self.catalog(primary: .fixtureBlue, secondary: .fixtureGray, drawn: drawn)
        // The primary button's color changed; the secondary's recipe changed but not its pixels.
        let after = Self.catalog(primary: .fixtureGreen, secondary: .fixtureGray, secondaryRecipeSuffix: " (rewritten)", drawn: drawn)

        let result = PictureChanges.detect(before: before, after: after, scale: 1)

        #expect(result.changes.map(\.key.entry) == ["button-primary"])
        let change = try #require(result.changes.first)
        #expect(change.kind == .changed && change.key.caption == "normal")
        #expect(change.themes == [.light, .dark], "one change for the two themes that share it")
        #expect(change.diff != nil && change.summary.contains("differ"), "\(change.summary)")
        // Drawn: the two primary recipes and the two secondary ones; never the unchanged swatch.
        #expect(Set(drawn.recipes.withLock { $0 }) == ["primary blue", "primary green", "secondary gray", "secondary gray (rewritten)"])
        #expect(result.drawnCount == 4)
        // Only what the page shows is written: before, diff and after of the primary button.
        #expect(result.files.count == 3)
    }

    @Test func picturesAreMatchedByKeyNotByPosition() {
        let drawn = DrawLog()
        let before = Self.catalog(primary: .fixtureBlue, secondary: .fixtureGray, drawn: drawn)
        var after = Self.catalog(primary: .fixtureBlue, secondary: .fixtureGray, drawn: drawn)
        // The same sections and entries in another order.
        after.sections.reverse()
        after.sections = after.sections.map { section in
            var section = section
            section.entries.reverse()
            return section
        }
        #expect(PictureChanges.detect(before: before, after: after, scale: 1).changes.isEmpty)
        #expect(drawn.recipes.withLock { $0 }.isEmpty, "nothing differs, so nothing is drawn")
    }

    @Test func aPictureOnlyOneSideHasIsAddedOrRemoved() throws {
        let drawn = DrawLog()
        let before = Self.catalog(primary: .fixtureBlue, secondary: .fixtureGray, drawn: drawn)
        var after = before
        after.sections[1].entries[0].id = "button-tertiary"

        let changes = PictureChanges.detect(before: before, after: after, scale: 1).changes
        // Both pictures of the entry (its two "normal" specimens), in both themes.
        #expect(changes.map { "\($0.kind) \($0.key.entry) \($0.key.occurrence)" }
            == ["added button-tertiary 0", "added button-tertiary 1", "removed button-primary 0", "removed button-primary 1"])
        #expect(changes.allSatisfy { $0.themes == [.light, .dark] })
        #expect(changes[0].before == nil && changes[0].after != nil && changes[0].diff == nil)
    }

    @Test func theKeyNamesSectionEntryCaptionOccurrenceAndTheme() {
        let drawn = DrawLog()
        let keys = Self.catalog(primary: .fixtureBlue, secondary: .fixtureGray, drawn: drawn).keyedPictures().keys
        #expect(keys.contains(PictureKey(section: "buttons", entry: "button-primary", caption: "normal", occurrence: 0, theme: .dark)))
        #expect(keys.contains(PictureKey(section: "buttons", entry: "button-primary", caption: "normal", occurrence: 1, theme: .light)),
                "a second picture with the same caption is told apart by its occurrence")
        #expect(keys.count == 8)
    }

    // MARK: - Fixtures

    /// A swatch section and a button section, in light and dark; each draw is recorded.
    fileprivate static func catalog(primary: Color, secondary: Color, secondaryRecipeSuffix: String = "", drawn: DrawLog) -> GalleryCatalog {
        func swatch(_ color: Color, recipe: String, caption: String?) -> GalleryPicture {
            GalleryPicture(caption: caption, recipe: recipe) { [drawn] in
                drawn.recipes.withLock { $0.append(recipe) }
                return .still(try Canvas.image(size: CGSize(width: 8, height: 6)) { $0.fill(CGRect(x: 0, y: 0, width: 8, height: 6), color: color) })
            }
        }
        let primaryName = primary == .fixtureBlue ? "blue" : "green"
        return GalleryCatalog(sections: [
            GallerySection(id: "colors", title: "Colors", entries: [
                GalleryEntry(id: "color-colors.gray", name: "colors.gray", variants: [
                    GalleryVariant(themes: [.light, .dark], pictures: [swatch(.fixtureGray, recipe: "swatch gray", caption: nil)]),
                ]),
            ]),
            GallerySection(id: "buttons", title: "Buttons", entries: [
                GalleryEntry(id: "button-primary", name: "button.primary", variants: [
                    GalleryVariant(themes: [.light, .dark], pictures: [
                        swatch(primary, recipe: "primary \(primaryName)", caption: "normal"),
                        swatch(.fixtureGray, recipe: "primary normal again", caption: "normal"),
                    ]),
                ]),
                GalleryEntry(id: "button-secondary", name: "button.secondary", variants: [
                    GalleryVariant(themes: [.light, .dark], pictures: [
                        swatch(secondary, recipe: "secondary gray\(secondaryRecipeSuffix)", caption: "normal"),
                    ]),
                ]),
            ]),
        ])
    }
}

/// The recipes drawn, from any thread.
private final class DrawLog: Sendable {
    let recipes = Mutex<[String]>([])
}

private extension Color {
    static let fixtureBlue = Color(red: 0, green: 0, blue: 1)
    static let fixtureGreen = Color(red: 0, green: 0.5, blue: 0)
    static let fixtureGray = Color(red: 0.5, green: 0.5, blue: 0.5)
}
