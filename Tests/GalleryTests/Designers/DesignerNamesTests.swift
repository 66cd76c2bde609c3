import Builders
import Foundation
@testable import Gallery
import Render
import TestSupport
import Testing
import TokenModel

/// What a designer reads in the gallery: components by the names their origins give them (the
/// style's path a fact), time labels under sweep frames, themes by modifier and context.
@Suite("Gallery for designers")
struct DesignerNamesTests {
    // MARK: - Component names

    /// Every style entry of a component is titled by its origin's name and the style's; the
    /// path stays its name (what the search and the copy button use) and a fact.
    @Test func componentEntriesAreTitledByTheirOriginsNames() throws {
        let sections = StyleSectionFixtures.sections(in: StyleSectionFixtures.context())
        let expected = [
            "mapPin": "MapTextPinDrawer", "badge": "badgedImage", "initials": "drawInitials", "skeleton": "SkeletonView",
            "loading": "LoadingView", "beanPageControl": "BeanPageControl", "customSwitch": "CustomSwitch", "otpField": "OTPField",
            "commonButton": "CommonButton", "blur": "BlurBuilder", "touchableControl": "TouchableControl", "label": "LabelBuilder",
        ]
        for (kind, component) in expected {
            let entries = sections.flatMap(\.entries).filter { $0.group == kind }
            #expect(!entries.isEmpty, "no \(kind) entry")
            for entry in entries {
                let style = String(entry.name.dropFirst(kind.count + 1))
                #expect(entry.title == "\(component) · \(style)")
                #expect(entry.heading == entry.title)
                #expect(entry.facts.contains(GalleryFact("style", entry.name)), "\(entry.name)")
                #expect(entry.keywords.contains(component))
            }
        }
        // The name has one home: the kind's table.
        #expect(StyleGalleries.entry(ofKind: "mapPin")?.section.component == "MapTextPinDrawer")
    }

    /// The page heads an entry with its title, set in the text face, and copies its path.
    @Test func thePageShowsTheTitleAndCopiesThePath() {
        var entry = GalleryEntry(id: "style-mapPin-default", name: "mapPin.default", title: "MapTextPinDrawer · default", variants: [])
        entry.facts = [GalleryFact("style", "mapPin.default")]
        let content = GalleryPageContent(title: "T", themes: [.light], defaultTheme: .light,
                                         sections: [GallerySection(id: "map-pins", title: "Map pins", summary: "", entries: [entry])],
                                         images: [:], contactSheet: nil)
        let html = GalleryPage.html(content)
        #expect(html.contains("<h4 class=\"name titled\"><a href=\"#style-mapPin-default\">MapTextPinDrawer · default</a>"))
        #expect(html.contains("data-copy=\"mapPin.default\" title=\"Copy the style's path\""))
    }

    // MARK: - Time labels

    @Test func framesAreLabelledByTheirMoment() {
        #expect(StyleSpecimen.timeLabel(0) == "0 ms")
        #expect(StyleSpecimen.timeLabel(0.125) == "125 ms")
        #expect(StyleSpecimen.timeLabel(1.25) == "1.25 s")
        #expect(StyleSpecimen.timeLabel(2) == "2 s")
        #expect(StyleSpecimen.pageLabel(0) == "page 1" && StyleSpecimen.pageLabel(1.25) == "page 2.25")
    }

    /// A labelled strip is taller than the frames by a label's height per row, and the label
    /// leaves ink under each frame (a plain strip has only the background there).
    @Test func aLabelledStripHasInkUnderEachFrame() throws {
        let white = Color(red: 1, green: 1, blue: 1)
        let frame = try Canvas.image(size: CGSize(width: 80, height: 20), scale: 1) { $0.clear(with: white) }
        let strip = try StyleSpecimen.labelledStrip([frame, frame], labels: ["0 ms", "500 ms"], spacing: 8, background: white)
        #expect(strip.height == 20 + Int(StyleSpecimen.frameLabelHeight) && strip.width == 2 * 80 + 8)
        for column in 0..<2 {
            let inked = (20..<strip.height).contains { y in
                (column * 88..<column * 88 + 80).contains { x in strip.color(atX: x, y: y)?.hexString != white.hexString }
            }
            #expect(inked, "no label under frame \(column)")
        }
        #expect(throws: RenderError.self) { try StyleSpecimen.labelledStrip([frame], labels: [], spacing: 0, background: nil) }
    }

    /// The skeleton, switch and bean strips of `Tokens/` are labelled: their pictures are
    /// taller than unlabelled frames would make them, and their recipes say so.
    @Test func sweepStripsOfTheDesignSystemAreLabelled() throws {
        let sections = StyleSectionFixtures.sections(in: StyleSectionFixtures.context())
        let strips = sections.flatMap(\.entries).filter { ["skeleton", "loading", "customSwitch", "beanPageControl"].contains($0.group) }
            .flatMap { $0.variants.flatMap(\.pictures) }
            .filter { ["sweep frames", "turning on", "transition"].contains($0.caption ?? "") }
        #expect(strips.count >= 4)
        for strip in strips {
            #expect(!strip.frameLabels.isEmpty, "\(strip.caption ?? "") has no labels")
            for label in strip.frameLabels {
                #expect(label.hasSuffix(" ms") || label.hasSuffix(" s") || label.hasPrefix("page "), "\(strip.caption ?? ""): \(label)")
            }
        }
        #expect(strips.allSatisfy { $0.recipe.contains("labels [") })
    }

    // MARK: - Theme labels

    private static func theme(_ mode: String, _ device: String) -> Theme { ["theme": mode, "device": device] }

    @Test func themesAreNamedByModifierAndContext() {
        let devices = ["phone", "smallPhone", "tablet"]
        let themes = ["light", "dark"].flatMap { mode in devices.map { Self.theme(mode, $0) } }
        var content = GalleryPageContent(title: "", themes: themes, defaultTheme: themes[0], sections: [], images: [:], contactSheet: nil)
        content.modifierOrder = ["theme", "device"]
        let labels = GalleryThemeLabels(content: content)
        #expect(labels.label(of: [Self.theme("light", "phone"), Self.theme("light", "smallPhone")]) == "theme: light · device: phone, smallPhone")
        #expect(labels.label(of: devices.map { Self.theme("dark", $0) }) == "theme: dark")
        #expect(labels.label(of: themes) == "every theme")
        #expect(labels.label(of: Self.theme("dark", "tablet")) == "theme: dark · device: tablet")
        // Not every combination of its contexts: each theme said.
        #expect(labels.label(of: [Self.theme("light", "phone"), Self.theme("dark", "tablet")])
                == "theme: light · device: phone; theme: dark · device: tablet")
    }

    /// The theme switch is one control per modifier, in the resolver's order, and the
    /// themes' table gives each theme's contexts and page background with its tone.
    @Test func theThemeSwitchOffersEachModifier() {
        let themes = [Self.theme("light", "phone"), Self.theme("dark", "phone")]
        var content = GalleryPageContent(title: "", themes: themes, defaultTheme: themes[0], sections: [], images: [:], contactSheet: nil)
        content.modifierOrder = ["theme", "device"]
        content.pageBackgrounds = [themes[0]: Color(red: 1, green: 1, blue: 1), themes[1]: Color(srgbHex: 0x0B0D10)]
        let html = GalleryPage.html(content)
        #expect(html.contains("<label class=\"modifier-switch\">theme <select data-modifier=\"theme\" aria-label=\"theme\"><option value=\"\">all</option><option value=\"light\">light</option><option value=\"dark\">dark</option></select></label>"))
        #expect(html.contains("<select data-modifier=\"device\""))
        #expect(html.range(of: "data-modifier=\"theme\"")!.lowerBound < html.range(of: "data-modifier=\"device\"")!.lowerBound)
        #expect(html.contains("<li data-index=\"1\" data-name=\"phone-dark\" data-contexts=\"device=phone&amp;theme=dark\" data-background=\"#0B0D10\" data-tone=\"dark\">theme: dark</li>"))
        #expect(html.contains("data-background=\"#FFFFFF\" data-tone=\"light\""))
    }
}

/// Colors as a designer judges them: a large swatch, in a dense grid.
@Suite("Color swatches")
struct ColorSwatchTests {
    /// The swatch's color is at least 160 × 96 points, filled to its edges but the margin.
    @Test func aSwatchIsLargeEnoughToJudgeAColor() throws {
        let white = Color(red: 1, green: 1, blue: 1), blue = Color(srgbHex: 0x1F6FEB)
        let swatch = try TokenPicture.swatch(blue, on: white, scale: 1)
        let filled = (0..<swatch.height).filter { swatch.color(atX: swatch.width / 2, y: $0)?.hexString == blue.hexString }.count
        let wide = (0..<swatch.width).filter { swatch.color(atX: $0, y: swatch.height / 2)?.hexString == blue.hexString }.count
        #expect(filled >= 96 && wide >= 160, "\(wide) × \(filled)")
    }

    /// The colors section is a grid of narrow cards, each swatch above its facts.
    @Test func colorCardsAreDense() {
        let css = GalleryPageAssets.css
        #expect(css.contains("#colors .entry, body[data-theme=\"all\"] #colors .entry.themed { flex: 0 1 auto; flex-direction: column;"))
        #expect(css.contains("#colors .variant > .pictures { grid-row: 2; }"))
    }
}
