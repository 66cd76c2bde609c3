import Foundation
@testable import Gallery
import TestSupport
import Testing
import TokenModel

/// The gallery finds the page background as `validate` does, through a group's `$root`,
/// and says when a design system has none instead of drawing on a silent white.
@Suite("Gallery page background")
struct GalleryPageBackgroundTests {
    /// A design system whose light and dark themes name their page `background` at `group`.
    private func system(group: String) throws -> (system: ResolvedDesignSystem, folder: URL) {
        let color = { (gray: Double) in #"{"$value": {"colorSpace": "srgb", "components": [\#(gray), \#(gray), \#(gray)]}}"# }
        let page = { (gray: Double) in #"{"color": {"$type": "color", "\#(group)": {"default": {"$root": \#(color(gray))}}}}"# }
        let folder = try PackagePaths.lightDarkFolder(light: page(1), dark: page(0.05))
        return (try DesignSystemLoader.load(paths: [folder.appendingPathComponent("Tokens").path]), folder)
    }

    @Test func theDarkThemeIsDrawnOnItsRootBackground() throws {
        let (system, folder) = try system(group: "background")
        let context = GalleryContext(system: system, options: GalleryOptions())
        let dark = try #require(system.themes.first { $0["theme"] == "dark" })
        #expect(context.background(in: dark).hexString == "#0D0D0D")
        #expect(GalleryCatalog(context).pageBackgrounds[dark]?.hexString == "#0D0D0D")
        let outcome = try GalleryPreview(options: .init(directory: folder.appendingPathComponent("Preview"), scale: 1)).run(system)
        #expect(outcome.missingBackground == nil && outcome.warnings.isEmpty, "\(outcome.warnings)")
    }

    @Test func aSystemWithoutABackgroundIsToldSo() throws {
        let (system, folder) = try system(group: "paper")
        let outcome = try GalleryPreview(options: .init(directory: folder.appendingPathComponent("Preview"), scale: 1)).run(system)
        let message = try #require(outcome.missingBackground)
        #expect(message.hasPrefix("no page background token in light, dark") && message.contains("rated against white #FFFFFF"))
        #expect(outcome.warnings.first?.message == message)
    }
}
