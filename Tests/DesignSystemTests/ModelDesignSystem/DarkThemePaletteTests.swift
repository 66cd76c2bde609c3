import Builders
import DesignChecks
import Foundation
import Gallery
import Render
import Testing
import TokenModel

/// Issue #27: a dark picture shows no color of the light palette unless a dark-theme token
/// puts it there. Every specimen of every style of every kind of `Tokens/` is drawn in each
/// dark theme; a color counts as the light palette's when it is the light value of a token
/// the light theme's files define (the page background, surfaces, text, borders, …), and as
/// put there when it is the dark value of a token the dark theme's files define that the
/// style uses (following its aliases). A style that names a raw ramp color (`neutral.200`)
/// for a state shows that color in both themes: the light slab of issue #27's point 2.
@Suite("Model design system: dark pictures")
struct DarkThemePaletteTests {
    // MARK: - Properties

    /// Fewer pixels than this of one exact color may be a blend of two dark colors that
    /// happens to equal a light one: anti-aliased edges, a fading placeholder under the band
    /// (38 pixels of #15181E in the loading feed). A stray light color is a fill, a title or
    /// a border: hundreds of pixels at scale 2 (the disabled slab of issue #27 had 17,609).
    private static let leastPixels = 100

    // MARK: - Tests

    @Test func noDarkPictureShowsALightPaletteColorNoDarkTokenPutsThere() throws {
        let system = try ModelDesignSystem.load()
        var problems: [String] = []
        for dark in try ModelDesignSystem.themes(choosing: "dark", in: system) {
            let light = try #require(ModelDesignSystem.counterpart(of: dark, context: "light", in: system), "no light theme for \(dark.name)")
            let palette = ModelDesignSystem.themeDefinedColors(in: light, comparedWith: dark, of: system)
            let background = TextContrastCheck.pageBackground(in: dark, of: system)
            for style in system.styles(in: dark) {
                let entry = try ModelDesignSystem.entry(of: style)
                let allowed = ModelDesignSystem.themeDefinedColors(usedBy: style, in: dark, comparedWith: light, of: system)
                    .union([ModelDesignSystem.rgb(background)])
                for picture in try StyleSpecimenRendering.pictures(of: style, entry: entry, theme: dark, background: background) {
                    let strays = ModelDesignSystem.opaqueColorCounts(in: picture.image)
                        .filter { palette.contains($0.key) && !allowed.contains($0.key) && $0.value >= Self.leastPixels }
                    for (color, count) in strays.sorted(by: { $0.value > $1.value }) {
                        problems.append("\(style.kind).\(style.name) '\(picture.caption)' in \(dark.name): \(count) pixels of \(ModelDesignSystem.hex(color)), a light-theme color no dark token of the style gives")
                    }
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
