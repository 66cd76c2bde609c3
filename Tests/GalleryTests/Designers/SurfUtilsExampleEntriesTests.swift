import Builders
import Foundation
@testable import Gallery
import Render
import TestSupport
import Testing
import TokenModel

/// SurfUtils' example configurations as entries of their own, from the one home the
/// SurfUtils-example snapshot tests use too (``SurfUtilsExampleConfigurations``).
@Suite("SurfUtils example entries")
struct SurfUtilsExampleEntriesTests {
    @Test func surfUtilsExamplesAreEntriesInEveryTheme() throws {
        let context = StyleSectionFixtures.context()
        let section = try #require(SurfUtilsExampleSection.sections(in: context).first)
        #expect(section.id == "surfutils-examples")
        #expect(section.entries.map(\.name) == ["surfutils.otpField", "surfutils.customSwitch", "surfutils.beanPageControl", "surfutils.skeleton"])
        #expect(section.entries.map(\.heading) == ["OTPField · SurfUtils example", "CustomSwitch · SurfUtils example",
                                                   "BeanPageControl · SurfUtils example", "SkeletonView · SurfUtils example"])
        for entry in section.entries {
            #expect(Set(entry.variants.flatMap(\.themes)) == Set(context.themes), "\(entry.name)")
        }
        #expect(StyleSectionFixtures.captions(of: section.entries[0]) == ["12 typed", "error"])
        #expect(StyleSectionFixtures.captions(of: section.entries[3]) == ["at 400 ms", "sweep frames"])
        #expect(StyleSectionFixtures.picture("sweep frames", of: section.entries[3])?.frameLabels.first == "0 ms")
        // Where the catalog puts them: after the components, before the devices.
        let ids = GalleryCatalog(context).sections.map(\.id)
        let examples = try #require(ids.firstIndex(of: "surfutils-examples"))
        #expect(try examples > #require(ids.firstIndex(of: "otp-fields")))
        #expect(try examples < #require(ids.firstIndex(of: "devices")))
    }

    /// The settings are SurfUtils': bold 34 digits green / gray / red with an italic error,
    /// the 100 × 50 switch with a square thumb, the 100-wide yellow bean, the red and green
    /// skeleton at ratio 0.7.
    @Test func theConfigurationsAreSurfUtils() throws {
        let (_, field) = SurfUtilsExampleConfigurations.otpField()
        let digits = field.style.digitStyle
        #expect(digits.font.fontSize == 34 && digits.font.fontWeight == .bold)
        #expect(digits.activeTextColor == .green && digits.inactiveTextColor == .gray && digits.errorTextColor == .red)
        #expect(field.style.errorTextColor == .red && field.style.errorFont.fontStyle == .italic)
        #expect(field.digits.count == 4)
        let customSwitch = SurfUtilsExampleConfigurations.customSwitch()
        #expect(customSwitch.frame.size == CGSize(width: 100, height: 50) && customSwitch.thumbConfiguration.cornerRatio == 0)
        let (_, bean) = SurfUtilsExampleConfigurations.beanPageControl()
        #expect(bean.activeBeanWidth == 100 && bean.beanActiveColor == .yellow)
        let skeleton = SurfUtilsExampleConfigurations.skeleton()
        #expect(skeleton.shimmerRatio == 0.7 && skeleton.gradientBackgroundColor == .red && skeleton.gradientMovingColor == .green)
    }

    /// Every picture of the section draws, in the light and the dark theme, and the error
    /// picture shows SurfUtils' red.
    @Test func everyExampleDraws() throws {
        let context = StyleSectionFixtures.context()
        let section = try #require(SurfUtilsExampleSection.sections(in: context).first)
        for picture in section.entries.flatMap({ $0.variants.flatMap(\.pictures) }) {
            let image = try picture.draw().stillImage(scale: 2)
            #expect(image.width > 0 && image.height > 0, "\(picture.recipe)")
        }
        let error = try #require(StyleSectionFixtures.picture("error", of: section.entries[0]))
        let image = try error.draw().stillImage(scale: 2)
        let red = (0..<image.height).contains { y in (0..<image.width).contains { x in
            guard let color = image.color(atX: x, y: y) else { return false }
            return color.red > 0.9 && color.green < 0.2 && color.blue < 0.2
        } }
        #expect(red)
    }

    /// A design system that styles none of SurfUtils' components shows no examples.
    @Test func aSystemWithoutTheComponentsShowsNone() throws {
        let folder = try PackagePaths.folder(with: [
            "Tokens/a.tokens.json": #"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}"#,
        ])
        let system = try DesignSystemLoader.load(paths: [folder.appendingPathComponent("Tokens").path])
        #expect(SurfUtilsExampleSection.sections(in: GalleryContext(system: system, options: GalleryOptions())).isEmpty)
    }
}
