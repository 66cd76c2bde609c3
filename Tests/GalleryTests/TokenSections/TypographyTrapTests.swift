import Foundation
@testable import Gallery
import Render
import TestSupport
import Testing
import TokenModel

/// Issue #24: the typography of 1000 px × 1000 that trapped `preview` ("arithmetic
/// overflow" in `TextLayout.swift`), loaded as `preview` loads it and drawn by the gallery:
/// its specimen is drawn (cut at the specimen's height), and both entries say what was
/// clamped. A label of it is taller than a canvas may be even with the line clamped (one
/// line is 16,384 pt): its picture fails with that reason, which the page shows and
/// `preview` prints as a located warning, as for any picture too large.
@Suite("Gallery: no trap from a typography validate accepts")
struct TypographyTrapTests {
    private static let files = [
        "t.tokens.json": #"""
        {
          "colors": { "$type": "color", "ink": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } },
          "fonts": { "$type": "typography",
            "huge": { "$value": { "fontFamily": "Inter", "fontSize": { "value": 1000, "unit": "px" }, "fontWeight": 400,
                                  "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1000 } } }
        }
        """#,
        "t.styles.yaml": """
        label:
          huge:
            typography: "{fonts.huge}"
            textColor: "{colors.ink}"
            numberOfLines: 0
        """,
    ]

    @Test func everyPictureIsDrawnAndTheClampIsShown() throws {
        let folder = try PackagePaths.folder(with: Self.files)
        let system = try DesignSystemLoader.load(paths: [folder.path])
        #expect(system.warnings.map(\.message).contains { $0.contains("the line height 1000000pt is drawn at 16384pt") })
        let catalog = GalleryCatalog(GalleryContext(system: system, options: GalleryOptions(scale: 1)))
        let entries = catalog.sections.flatMap(\.entries)
        let typography = try #require(entries.first { $0.name == "fonts.huge" })
        let label = try #require(entries.first { $0.name == "label.huge" })
        for entry in [typography, label] {
            let facts = entry.facts + entry.variants.flatMap(\.facts)
            #expect(facts.contains { $0.label == "clamped" && $0.level == .warning && $0.value.contains("16384pt") }, "\(entry.name)")
        }
        for picture in catalog.pictures {
            let drawn = TokenSystemFixture.draw(picture)
            if picture.recipe.hasPrefix(TokenPicture.version) {
                #expect(drawn.image != nil, "\(picture.recipe): \(drawn.failure ?? "")")
            } else {
                #expect(drawn.image != nil || drawn.failure?.contains("at most 16384 pixels a side") == true, "\(drawn.failure ?? "")")
            }
        }
    }
}
