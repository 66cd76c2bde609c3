import Foundation
@testable import Gallery
import Render
import TestSupport
import TokenModel

/// Hand-built galleries for the page's tests: every kind of entry the sections give (a
/// swatch per theme, a specimen with warning and pass facts, an alias with references, a
/// deprecated token, a facts-only token, a component's states, an animation, a failed
/// picture, one only in one theme), and hostile text in every field.
enum GalleryPageFixture {
    // MARK: - Properties

    static let light: Theme = .light
    static let dark: Theme = .dark
    static let themes = [light, dark]

    /// Text a page must show as text: markup, quotes, a closing style, an entity, a
    /// `javascript:` URL and newlines.
    static let hostile = "<script>document.body.dataset.pwned='1'</script>\"'</style>&amp;\njavascript:alert(1)\n<img src=x onerror=\"document.body.dataset.pwned=2\">"

    // MARK: - Catalogs

    /// A catalog with many kinds of entries, drawn for real by `GalleryWriter`.
    static func catalog() -> GalleryCatalog {
        let colors = GallerySection(id: "colors", title: "Colors", summary: "Swatches per group, every theme side by side.", entries: [
            entry("color-colors.primary", "colors.primary", group: "colors", variants: [
                GalleryVariant(themes: [light], facts: [GalleryFact("hex", "#0969DA"), GalleryFact("space", "srgb")],
                               pictures: [swatch(Color(red: 0.04, green: 0.41, blue: 0.85))]),
                GalleryVariant(themes: [dark], facts: [GalleryFact("hex", "#58A6FF")],
                               pictures: [swatch(Color(red: 0.35, green: 0.65, blue: 1))]),
            ], keywords: ["color"]),
            entry("color-colors.error", "colors.error", group: "colors", description: "Errors and destructive actions.",
                  variants: [GalleryVariant(themes: themes, facts: [GalleryFact("hex", "#D1242F")],
                                            pictures: [swatch(Color(red: 0.82, green: 0.14, blue: 0.18))])],
                  keywords: ["color", "red"]),
            entry("color-colors.old", "colors.old", group: "colors", deprecation: "Use colors.primary.",
                  facts: [GalleryFact("alias", "→ {colors.primary}")],
                  variants: [GalleryVariant(themes: themes, pictures: [swatch(Color(red: 0.5, green: 0.5, blue: 0.5))])]),
            entry("color-brand.night", "brand.night", group: "brand",
                  variants: [GalleryVariant(themes: [dark], pictures: [swatch(Color(red: 0.1, green: 0.1, blue: 0.3))])]),
        ])
        let typography = GallerySection(id: "typography", title: "Typography", entries: [
            entry("typography-body", "typography.body", facts: [
                GalleryFact("font", "Serif Nobody Has (fallback: not installed)", level: .warning),
                GalleryFact("size", "17"),
            ], variants: [GalleryVariant(themes: themes, facts: [GalleryFact("contrast", "12.6:1 AAA", level: .pass)],
                                         pictures: [swatch(Color(red: 0.9, green: 0.9, blue: 0.9), width: 300, height: 40)])]),
        ])
        let other = GallerySection(id: "other", title: "Other tokens", entries: [
            entry("other-motion.fast", "motion.fast", facts: [GalleryFact("duration", "120ms")],
                  variants: [GalleryVariant(themes: themes, pictures: [])]),
        ])
        let components = GallerySection(id: "buttons", title: "Buttons", entries: [
            entry("button-primary", "button.primary",
                  references: [GalleryReference(property: "backgroundColor", path: "colors.primary"),
                               GalleryReference(property: "textColor", path: "colors.missing")],
                  variants: [GalleryVariant(themes: themes, pictures: [
                      swatch(Color(red: 0.04, green: 0.41, blue: 0.85), width: 120, height: 44, caption: "normal"),
                      swatch(Color(red: 0.02, green: 0.3, blue: 0.7), width: 120, height: 44, caption: "highlighted"),
                      swatch(Color(red: 0.7, green: 0.7, blue: 0.7), width: 120, height: 44, caption: "disabled"),
                  ])]),
            entry("skeleton-card", "skeleton.card", variants: [GalleryVariant(themes: themes, pictures: [shimmer()])]),
            entry("button-broken", "button.broken", variants: [GalleryVariant(themes: themes, pictures: [
                GalleryPicture(caption: "normal", recipe: "fixture broken") { throw FixtureError.cannotDraw("size is NaN") },
            ])]),
            entry("hostile-\(hostile)", hostile, group: hostile, description: hostile, deprecation: hostile,
                  source: SourceLocation(file: "Tokens/\(hostile).yaml", line: 7, column: 3),
                  facts: [GalleryFact(hostile, hostile, level: .warning)],
                  references: [GalleryReference(property: hostile, path: hostile)],
                  variants: [GalleryVariant(themes: themes, facts: [GalleryFact(hostile, hostile)], pictures: [
                      swatch(Color(red: 1, green: 0.8, blue: 0), width: 60, height: 30, caption: hostile),
                      GalleryPicture(caption: hostile, recipe: "fixture hostile failure") { throw FixtureError.cannotDraw(hostile) },
                  ])], keywords: [hostile]),
        ])
        return GalleryCatalog(sections: [colors, typography, other, components])
    }

    /// The content of ``catalog()`` as the writer would give it, without drawing: every
    /// picture an image under `images/`, the failing ones failed, and a few hostile paths.
    static func content(title: String = "Fixture") -> GalleryPageContent {
        let catalog = catalog()
        var images: [String: GalleryImageResult] = [:]
        for (index, picture) in catalog.pictures.enumerated() {
            if picture.recipe.contains("broken") || picture.recipe.contains("failure") {
                images[picture.recipe] = .failed(picture.recipe.contains("hostile") ? hostile : "size is NaN")
            } else if picture.caption == hostile {
                images[picture.recipe] = .image(GalleryImage(path: "images/javascript:alert(1)\" onerror=\"alert(2).png",
                                                             pixelWidth: 120, pixelHeight: 60, scale: 2, isAnimated: false))
            } else {
                images[picture.recipe] = .image(GalleryImage(path: "images/\(index).png", pixelWidth: 200, pixelHeight: 100,
                                                             scale: 2, isAnimated: picture.recipe.contains("shimmer")))
            }
        }
        return GalleryPageContent(title: title, themes: themes, defaultTheme: light, sections: catalog.sections,
                                  images: images, contactSheet: "gallery.png")
    }

    // MARK: - Private

    enum FixtureError: Error, CustomStringConvertible {
        case cannotDraw(String)
        var description: String {
            switch self { case .cannotDraw(let why): "cannot draw: \(why)" }
        }
    }

    private static func entry(_ id: String, _ name: String, group: String? = nil, description: String? = nil,
                              deprecation: String? = nil, source: SourceLocation? = nil, facts: [GalleryFact] = [],
                              references: [GalleryReference] = [], variants: [GalleryVariant], keywords: [String] = []) -> GalleryEntry {
        GalleryEntry(id: id, name: name, group: group, description: description, deprecation: deprecation,
                     source: source ?? SourceLocation(file: "Tokens/fixture.tokens.json", line: 12, column: 5),
                     facts: facts, references: references, variants: variants, keywords: keywords)
    }

    /// A rectangle of `color`.
    private static func swatch(_ color: Color, width: CGFloat = 96, height: CGFloat = 48, caption: String? = nil) -> GalleryPicture {
        GalleryPicture(caption: caption, recipe: "fixture swatch \(color.hexString) \(width)x\(height) \(caption ?? "")") {
            let canvas = try Canvas(size: CGSize(width: width, height: height), scale: 2)
            canvas.fill(CGRect(x: 0, y: 0, width: width, height: height), color: color, cornerRadius: 6)
            return .still(try canvas.makeImage())
        }
    }

    /// A band of grey that moves: an animated PNG.
    private static func shimmer() -> GalleryPicture {
        GalleryPicture(caption: "shimmer", recipe: "fixture shimmer") {
            let frames = try (0..<6).map { frame -> PixelImage in
                let canvas = try Canvas(size: CGSize(width: 160, height: 40), scale: 2)
                canvas.fill(CGRect(x: 0, y: 0, width: 160, height: 40), color: Color(red: 0.88, green: 0.88, blue: 0.9), cornerRadius: 8)
                canvas.fill(CGRect(x: CGFloat(frame) * 24, y: 0, width: 30, height: 40), color: Color(red: 0.96, green: 0.96, blue: 0.98))
                return try canvas.makeImage()
            }
            return .animated(try APNGWriter().data(frames: frames, framesPerSecond: 8))
        }
    }
}
