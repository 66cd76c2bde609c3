import Foundation
@testable import Gallery
import Render
import TestSupport
import Testing
import TokenModel

/// Style sheets with values no designer means, as far as the loader lets them through
/// (lengths of a million points, negative sizes, a duration of thirty thousand years, a
/// font a hundred thousand points tall), a name with markup in it, and a 10,000-character
/// sample text: every picture is drawn or fails with a message, and nothing crashes.
@Suite("Style sections: bad input")
struct HostileStyleTests {
    private typealias Fixtures = StyleSectionFixtures

    // MARK: - Fixtures

    private static let tokens = #"""
    {
      "c": {
        "$type": "color",
        "text": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "hex": "#000000" } },
        "fill": { "$value": { "colorSpace": "srgb", "components": [1, 0.5, 0], "hex": "#FF8000" } }
      },
      "d": {
        "$type": "dimension",
        "huge": { "$value": { "value": 1000000, "unit": "px" } },
        "negative": { "$value": { "value": -50, "unit": "px" } },
        "zero": { "$value": { "value": 0, "unit": "px" } }
      },
      "n": {
        "$type": "number",
        "huge": { "$value": 1e300 },
        "negative": { "$value": -5 }
      },
      "t": {
        "$type": "duration",
        "huge": { "$value": { "value": 1000000000000000, "unit": "ms" } },
        "zero": { "$value": { "value": 0, "unit": "ms" } }
      },
      "f": {
        "$type": "typography",
        "giant": { "$value": { "fontFamily": ["No Such Family"], "fontSize": { "value": 100000, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1 } },
        "tiny": { "$value": { "fontFamily": ["No Such Family"], "fontSize": { "value": 0.01, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": -1000, "unit": "px" }, "lineHeight": 0.1 } }
      }
    }
    """#

    private static let styles = #"""
    label:
      giant:
        typography: "{f.giant}"
        textColor: "{c.text}"
      tiny:
        typography: "{f.tiny}"
        textColor: "{c.text}"
    view:
      huge:
        backgroundColor: "{c.fill}"
        cornerRadius: "{d.huge}"
        borderWidth: "{d.huge}"
        borderColor: "{c.text}"
    otpField:
      huge:
        digitWidth: "{d.huge}"
        digitHeight: "{d.huge}"
        digitCount: 64
      negative:
        digitWidth: "{d.negative}"
        digitHeight: "{d.negative}"
        digitSpacing: "{d.negative}"
        digitCount: 0
    beanPageControl:
      huge:
        beanHeight: "{d.huge}"
        activeBeanWidth: "{d.huge}"
        inactiveBeanWidth: "{d.huge}"
      negative:
        beanHeight: "{d.negative}"
        padding: "{d.negative}"
    skeleton:
      forever:
        movingAnimationDuration: "{t.huge}"
        delayBetweenAnimationLoops: "{t.zero}"
        shimmerRatio: "{n.huge}"
    loading:
      still:
        movingAnimationDuration: "{t.zero}"
        shimmerRatio: "{n.negative}"
    mapPin:
      negative:
        font: "{f.tiny}"
        insetTop: "{d.negative}"
        insetLeft: "{d.negative}"
        insetBottom: "{d.negative}"
        insetRight: "{d.negative}"
        arrowWidth: "{d.huge}"
        arrowHeight: "{d.negative}"
    badge:
      negative:
        dimension: "{d.negative}"
        strokeWidth: "{d.negative}"
        maximumCount: 1
    initials:
      huge:
        diameter: "{d.huge}"
        typography: "{f.giant}"
    customSwitch:
      odd:
        padding: "{d.negative}"
        spacing: "{d.huge}"
        cornerRatio: "{n.huge}"
    blur:
      huge:
        blurRadius: "{d.huge}"
        tintColor: "{c.fill}"
    commonButton:
      giant:
        titleTypography: "{f.giant}"
        cornerRadius: "{d.negative}"
    """#

    private static func load(styles: String = HostileStyleTests.styles) throws -> ResolvedDesignSystem {
        let folder = try PackagePaths.folder(with: ["hostile.tokens.json": tokens, "hostile.styles.yaml": styles])
        return try DesignSystemLoader.load(paths: [folder.path])
    }

    /// Draws every picture; returns the failures' messages.
    private static func drawAll(_ sections: [GallerySection]) -> [String] {
        sections.flatMap(\.entries).flatMap(\.variants).flatMap(\.pictures).compactMap { picture in
            do {
                let image = try picture.draw().stillImage(scale: GalleryOptions().scale)
                #expect(image.width > 0 && image.height > 0)
                return nil
            } catch {
                return "\(error)"
            }
        }
    }

    // MARK: - Tests

    @Test func absurdValuesGiveAPictureOrAFailureNeverACrash() throws {
        let system = try Self.load()
        let sections = Fixtures.sections(in: Fixtures.context(system))
        #expect(sections.flatMap(\.entries).count >= 14)
        let failures = Self.drawAll(sections)
        // A million-point OTP field or pin cannot be drawn; it fails with a message.
        #expect(!failures.isEmpty)
        #expect(failures.allSatisfy { !$0.isEmpty })
    }

    /// Render blurs a radius past half the canvas as that (a near-flat average), so a
    /// million points draws like any wide blur.
    @Test func aMillionPointBlurIsDrawn() throws {
        let sections = Fixtures.sections(in: Fixtures.context(try Self.load()))
        let entry = try #require(Fixtures.entry("style-blur-huge", in: sections))
        let rendering = try #require(entry.variants.first?.pictures.first).draw()
        #expect(try rendering.stillImage(scale: GalleryOptions().scale).width > 0)
    }

    @Test func aShimmerThatNeverEndsOrNeverMovesStillDraws() throws {
        let sections = Fixtures.sections(in: Fixtures.context(try Self.load()))
        for id in ["style-skeleton-forever", "style-loading-still"] {
            let entry = try #require(Fixtures.entry(id, in: sections))
            for picture in entry.variants.flatMap(\.pictures) {
                #expect(throws: Never.self, "\(id) \(picture.caption ?? "")") { _ = try picture.draw() }
            }
        }
    }

    /// A 10,000-character specimen wraps at the gallery's width into a tall picture.
    @Test func aTenThousandCharacterSampleTextWrapsAtTheGalleryWidth() throws {
        let options = GalleryOptions(sampleText: String(repeating: "Sphinx of black quartz ", count: 435))
        let sections = StyleKindSection.sections(in: Fixtures.context(Fixtures.tokens, options: options))
        let picture = try #require(Fixtures.picture("specimen", of: Fixtures.entry("style-label-body", in: sections)))
        let image = try picture.draw().stillImage(scale: options.scale)
        #expect(image.width <= Int(options.maximumWidth) * options.scale)
        #expect(image.height > 10 * image.width)
    }

    @Test func markupInAStyleNameIsKeptAsWrittenForThePageToEscape() throws {
        let styles = "label:\n  \"<script>alert('x')</script>\":\n    textColor: \"{c.text}\"\n"
        let system: ResolvedDesignSystem
        do {
            system = try Self.load(styles: styles)
        } catch {
            // The loader refuses such a name: it never reaches the gallery.
            #expect(!"\(error)".isEmpty)
            return
        }
        let sections = StyleKindSection.sections(in: Fixtures.context(system))
        let entry = try #require(sections.flatMap(\.entries).first)
        #expect(entry.name == "label.<script>alert('x')</script>")
        #expect(Self.drawAll(sections).isEmpty)
    }

    @Test func aDesignSystemWithoutStylesHasNoStyleOrDeviceSections() throws {
        let folder = try PackagePaths.folder(with: ["hostile.tokens.json": Self.tokens])
        let system = try DesignSystemLoader.load(paths: [folder.path])
        #expect(Fixtures.sections(in: Fixtures.context(system)).isEmpty)
    }
}
