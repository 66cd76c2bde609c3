import Foundation
@testable import Gallery
import Render
import TestSupport
import Testing
import TokenModel

/// Dimension and spacing scales drawn with their values, on the page and on the contact
/// sheet, and a dimension equal in every theme drawn once.
@Suite("Dimension scales")
struct DimensionScaleTests {
    // MARK: - Tests

    @Test func aDimensionEqualInEveryThemeIsDrawnOnceWhateverThePage() throws {
        let white = Color(srgbHex: 0xFFFFFF), black = Color(srgbHex: 0x0B0D10)
        let system = TokenSystemFixture.system([
            (.light, [TokenSystemFixture.token("colors.background", .color(white)),
                      TokenSystemFixture.token("spacing.m", .dimension(Dimension(16))),
                      TokenSystemFixture.token("spacing.l", .dimension(Dimension(24)))]),
            (.dark, [TokenSystemFixture.token("colors.background", .color(black)),
                     TokenSystemFixture.token("spacing.m", .dimension(Dimension(16))),
                     TokenSystemFixture.token("spacing.l", .dimension(Dimension(32)))]),
        ])
        let entries = try #require(TokenSystemFixture.sections(DimensionSection.sections, system).first).entries
        let same = try #require(entries.first { $0.name == "spacing.m" })
        #expect(same.variants.count == 1, "a length equal in light and dark is drawn once")
        #expect(same.variants.first?.themes == [.light, .dark])
        #expect(same.variants.first?.pictures.count == 1)
        let differing = try #require(entries.first { $0.name == "spacing.l" })
        #expect(differing.variants.map(\.themes) == [[.light], [.dark]])
    }

    @Test func theTokensDimensionsEqualInEveryThemeHaveOneVariant() throws {
        let system = try DesignSystemLoader.load(paths: [PackagePaths.tokens.path])
        let context = GalleryContext(system: system, options: GalleryOptions())
        let entries = DimensionSection.sections(in: context).flatMap(\.entries)
        #expect(!entries.isEmpty)
        for entry in entries {
            let path = TokenPath(dotted: entry.name)
            let values = Set(context.themes.compactMap { system.tokensByTheme[$0]?[path]?.value.dimension.map { "\($0)" } })
            if values.count == 1 {
                #expect(entry.variants.count == 1, "\(entry.name) is drawn \(entry.variants.count) times")
            }
        }
    }

    @Test func aDimensionsPictureSaysItsValueUnderTheDrawing() throws {
        let white = Color(srgbHex: 0xFFFFFF)
        #expect(TokenPicture.valueText(Dimension(16), points: 16, kind: .spacing) == "16 pt")
        #expect(TokenPicture.valueText(Dimension(2.5, .rem), points: 40, kind: .length) == "40 pt · 2.5rem")
        #expect(TokenPicture.valueText(Dimension(1280), points: 1280, kind: .length) == "1280 pt · at 1:8")
        for kind in [DimensionKind.length, .spacing, .radius, .stroke] {
            let image = try TokenPicture.dimension(Dimension(16), kind: kind, on: white, scale: 1)
            // The value's line: ink under the drawing, in the picture's last 16 points.
            let top = image.height - Int(TokenPicture.valueLineHeight)
            let inked = (top..<image.height).contains { y in
                (0..<image.width).contains { x in (image.color(atX: x, y: y)?.relativeLuminance ?? 1) < 0.5 }
            }
            #expect(inked, "\(kind): no value drawn under the picture")
        }
    }

    @Test func aContactSheetTileNamesALongPathWholeOnTwoLines() throws {
        let width = GalleryContactSheet.tileWidth - 3 * GalleryContactSheet.gap
        let layout = try GalleryContactSheet.nameLayout("beans.pageControl.beanHeight", width: width)
        #expect(!layout.isTruncated)
        #expect(layout.lineCount == 2)
        #expect(layout.size(fittingWidth: width).height <= GalleryContactSheet.nameHeight)
        let short = try GalleryContactSheet.nameLayout("spacing.m", width: width)
        #expect(short.lineCount == 1)
    }
}
