import Foundation
@testable import Gallery
import Testing
import TokenModel

/// A page the size of Primer's (1,356 tokens × 12 themes): every image lazy.
@Suite("GalleryPage at scale")
struct GalleryPageScaleTests {
    @Test func aPrimerSizedPageLoadsEveryImageLazily() throws {
        let themes = (0..<12).map { Theme([(modifier: "theme", context: "theme\($0)")]) }
        var images: [String: GalleryImageResult] = [:]
        let entries = (0..<1_356).map { number -> GalleryEntry in
            let variants = (0..<4).map { group -> GalleryVariant in
                let recipe = "swatch \(number) \(group)"
                images[recipe] = .image(GalleryImage(path: "images/\(number)-\(group).png", pixelWidth: 192, pixelHeight: 96, scale: 2, isAnimated: false))
                return GalleryVariant(themes: Array(themes[(group * 3)..<(group * 3 + 3)]), facts: [GalleryFact("hex", "#0969DA")],
                                      pictures: [GalleryPicture(recipe: recipe) { throw CancellationError() }])
            }
            return GalleryEntry(id: "color-\(number)", name: "bgColor.group\(number / 20).token\(number)", group: "bgColor.group\(number / 20)",
                                description: "A background for things of kind \(number).",
                                source: SourceLocation(file: "src/tokens/functional/color/bgColor.json5", line: number, column: 3),
                                facts: [GalleryFact("type", "color")], variants: variants, keywords: ["color"])
        }
        let content = GalleryPageContent(title: "Primer", themes: themes, defaultTheme: themes[0],
                                         sections: [GallerySection(id: "colors", title: "Colors", entries: entries)],
                                         images: images, contactSheet: "gallery.png")
        // Its speed is measured in Benchmarks/ ("Preview: the Primer corpus, …").
        let html = GalleryPage.html(content)
        #expect(html.ranges(of: "loading=\"lazy\"").count == images.count)
    }
}
