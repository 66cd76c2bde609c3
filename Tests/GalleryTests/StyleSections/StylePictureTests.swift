import Builders
import Foundation
@testable import Gallery
import Render
import Testing
import TokenModel

/// The pictures of the style, component and device sections drawn from the project's
/// `Tokens/`: each draws, at the size its specimen has, and the animated ones are APNGs.
@Suite("Style sections: pictures")
struct StylePictureTests {
    private typealias Fixtures = StyleSectionFixtures

    private let sections = Fixtures.sections(in: Fixtures.context())

    private func draw(_ caption: String, of id: String) throws -> GalleryRendering {
        let picture = try #require(Fixtures.picture(caption, of: Fixtures.entry(id, in: sections)), "\(id) has no picture \(caption)")
        return try picture.draw()
    }

    /// Whether `image` has a pixel near `color` (each channel within 0.02).
    private func contains(_ image: PixelImage, _ color: Color) -> Bool {
        (0..<image.height).contains { y in
            (0..<image.width).contains { x in
                guard let pixel = image.color(atX: x, y: y) else { return false }
                return abs(pixel.red - color.red) < 0.02 && abs(pixel.green - color.green) < 0.02 && abs(pixel.blue - color.blue) < 0.02
            }
        }
    }

    @Test func everyPictureOfTheDefaultThemeDraws() throws {
        let theme = Fixtures.tokens.defaultTheme
        let pictures = sections.flatMap(\.entries).compactMap { Fixtures.variant(of: $0, in: theme) }.flatMap(\.pictures)
        #expect(pictures.count > 60)
        for picture in pictures {
            let image = try picture.draw().stillImage(scale: GalleryOptions().scale)
            #expect(image.width > 0 && image.height > 0, "\(picture.caption ?? "")")
        }
    }

    @Test func shimmerIsAnAnimatedPNGThatLoopsAndAStripOfTheSweep() throws {
        let animation = try draw("animated", of: "style-skeleton-default")
        guard case .animated(let data) = animation else {
            Issue.record("the skeleton's animation is a still")
            return
        }
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(data.range(of: Data("acTL".utf8)) != nil, "no animation control chunk")
        let strip = try draw("sweep frames", of: "style-skeleton-default").stillImage(scale: GalleryOptions().scale)
        // Eight frames in rows of two: four rows of the card.
        let card = SkeletonBuilder.specimenSize, scale = GalleryOptions().scale
        #expect(strip.width > 2 * Int(card.width) * scale && strip.height > 4 * Int(card.height) * scale)
        #expect(try animation.stillImage(scale: scale).width > Int(card.width) * scale)
        // Mid-sweep the band's moving color shows somewhere in the strip.
        let theme = Fixtures.tokens.defaultTheme
        let style = try #require(Fixtures.tokens.styles(in: theme).first { $0.kind == "skeleton" && $0.name == "default" })
        let moving = try #require(StyleFacts.color("gradientMovingColor", of: style))
        #expect(contains(strip, moving))
    }

    @Test func theBeanTransitionIsAColumnOfFramesFromTheFirstPageToTheLast() throws {
        let page = try draw("page 1 of 5", of: "style-beanPageControl-default").stillImage(scale: GalleryOptions().scale)
        let strip = try draw("transition", of: "style-beanPageControl-default").stillImage(scale: GalleryOptions().scale)
        // Four steps a page over four gaps: seventeen rows.
        #expect(strip.height > 10 * page.height / 2)
        #expect(strip.width < page.width + 4)
    }

    @Test func aSelectedPinIsDrawnInTheSelectedBubbleColor() throws {
        let theme = Fixtures.tokens.defaultTheme
        let style = try #require(Fixtures.tokens.styles(in: theme).first { $0.kind == "mapPin" && $0.name == "default" })
        let selected = try #require(StyleFacts.color("bubbleColorSelected", of: style))
        let normal = try #require(StyleFacts.color("bubbleColorNormal", of: style))
        #expect(contains(try draw("selected", of: "style-mapPin-default").stillImage(scale: GalleryOptions().scale), selected))
        #expect(!contains(try draw("normal", of: "style-mapPin-default").stillImage(scale: GalleryOptions().scale), selected))
        #expect(contains(try draw("normal", of: "style-mapPin-default").stillImage(scale: GalleryOptions().scale), normal))
    }

    @Test func anOTPErrorIsTallerThanTheFieldForItsMessage() throws {
        let filled = try draw("filled", of: "style-otpField-default").stillImage(scale: GalleryOptions().scale)
        let error = try draw("error", of: "style-otpField-default").stillImage(scale: GalleryOptions().scale)
        #expect(error.height > filled.height && error.width == filled.width)
    }

    @Test func aLargeOTPCardKeepsItsOwnWidth() throws {
        // Squeezed to the gallery's 320 points the card would cut through its digits.
        let options = GalleryOptions()
        let image = try draw("empty", of: "style-otpField-large").stillImage(scale: GalleryOptions().scale)
        #expect(image.width / options.scale > Int(options.maximumWidth))
    }

    @Test func aDeviceScreenIsThePresetsSize() throws {
        let scale = GalleryOptions().scale
        let image = try draw("Tablet (768 × 1024)", of: "device-tablet").stillImage(scale: GalleryOptions().scale)
        #expect(image.width == 768 * scale && image.height == 1024 * scale)
    }

    @Test func theDarkBadgeIsDrawnOnTheDarkPage() throws {
        let dark = try #require(Fixtures.tokens.themes.first { $0["theme"] == "dark" })
        let context = Fixtures.context()
        let picture = try #require(Fixtures.variant(of: Fixtures.entry("style-badge-default", in: sections), in: dark)?.pictures.first)
        let image = try picture.draw().stillImage(scale: GalleryOptions().scale)
        let corner = try #require(image.color(atX: 0, y: 0))
        let page = context.background(in: dark)
        #expect(abs(corner.red - page.red) < 0.01 && abs(corner.blue - page.blue) < 0.01)
    }
}
