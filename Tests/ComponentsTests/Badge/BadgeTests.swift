import Builders
import Foundation
import Render
import Testing
import TokenModel

/// ``BadgeView`` and ``BadgeBuilder``: the view shows the helper's badged image.
@Suite("Badge view")
struct BadgeTests {
    // MARK: - Fixtures

    private static let green = Color(red: 0, green: 1, blue: 0)

    private static func image() throws -> Image {
        Image(try PixelImage(color: green, size: CGSize(width: 40, height: 40), scale: 2))
    }

    // MARK: - Tests

    @Test func showsTheHelpersImageAtItsSize() throws {
        let source = try Self.image()
        let view = BadgeBuilder.startBuild().setImage(source).setCount(12).setDimension(18).setStrokeWidth(2)
            .setBadgeColor(UIColor(Color(red: 1, green: 0, blue: 0))).build()
        let expected = try source.representation(forScale: 2)
            .badgedImage(count: 12, dimension: 18, strokeWidth: 2, backgroundBadgeColor: Color(red: 1, green: 0, blue: 0))
        #expect(try view.intrinsicContentSize(fittingWidth: nil) == expected.pointSize)
        #expect(try Renderer(scale: 2).renderFitting(view) == expected)
    }

    @Test func zeroOrNegativeCountShowsNoBadge() throws {
        let source = try Self.image()
        for count in [0, -3] {
            let view = BadgeBuilder.startBuild().setImage(source).setCount(count).build()
            #expect(try view.intrinsicContentSize(fittingWidth: nil) == source.size)
        }
    }

    /// A dimension that is not a positive number shows the image alone, in layout and in
    /// the render alike (the render threw where layout had sized the plain image).
    @Test func aNonPositiveOrNaNDimensionShowsTheImageAlone() throws {
        let source = try Self.image()
        for dimension in [CGFloat.nan, -4, 0, .infinity] {
            let view = BadgeBuilder.startBuild().setImage(source).setCount(12).setDimension(dimension).build()
            #expect(try view.intrinsicContentSize(fittingWidth: nil) == source.size, "\(dimension)")
            #expect(try Renderer(scale: 2).renderFitting(view) == source.representation(forScale: 2), "\(dimension)")
        }
    }

    @Test func badgeImageReplacesTheCount() throws {
        let source = try Self.image()
        let badge = Image(try PixelImage(color: Color(red: 0, green: 0, blue: 1), size: CGSize(width: 8, height: 8), scale: 2))
        let view = BadgeBuilder.startBuild().setImage(source).setCount(5).setBadgeImage(badge).setDimension(16).build()
        #expect(try view.intrinsicContentSize(fittingWidth: nil) == CGSize(width: 44, height: 44))
    }

    @Test func cappedAndHugeCounts() throws {
        let source = try Self.image()
        let capped = BadgeBuilder.startBuild().setImage(source).setCount(.max).setMaximumCount(99).build()
        let full = BadgeBuilder.startBuild().setImage(source).setCount(.max).build()
        let cappedSize = try #require(try capped.intrinsicContentSize(fittingWidth: nil))
        let fullSize = try #require(try full.intrinsicContentSize(fittingWidth: nil))
        #expect(cappedSize.width < fullSize.width)
        #expect(try Renderer(scale: 2).renderFitting(full).width > 0)
    }

    @Test func noImageDrawsNothing() throws {
        let view = BadgeBuilder.startBuild().setCount(3).build()
        #expect(try view.intrinsicContentSize(fittingWidth: nil) == nil)
        #expect(type(of: UIBuilder(BadgeView.self).view) == BadgeView.self)
    }
}
