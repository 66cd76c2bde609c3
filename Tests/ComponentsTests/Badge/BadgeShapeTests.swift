import Builders
import DesignSystem
import Foundation
import Render
import Testing
import TokenModel

/// Issue #39's badge details, in the design system's badge styles: the count keeps the
/// style's side padding, the pill grows from a fixed anchor so no count moves the image it
/// sits on, and a badge image gets the same separating ring as a count.
@Suite("Badge shape")
struct BadgeShapeTests {
    // MARK: - Fixtures

    private typealias Support = DrawerTestSupport

    private static let imageSize = CGSize(width: 40, height: 40)

    private static func square() throws -> PixelImage {
        try PixelImage(color: Support.blue, size: imageSize, scale: 2)
    }

    private static func badge(_ style: DesignTokens.BadgeStyle, count: Int) throws -> BadgeView {
        BadgeBuilder.startBuild().setStyle(style).setImage(Image(try square())).setCount(count).build()
    }

    private static func geometry(of view: BadgeView) throws -> BadgeGeometry {
        try PixelImage.badgeGeometry(imageSize: imageSize, count: view.count, dimension: view.dimension, strokeWidth: view.strokeWidth,
                                     maximumCount: view.maximumCount, horizontalPadding: view.horizontalPadding)
    }

    // MARK: - Padding

    @Test(arguments: [(DesignTokens.BadgeStyle.default, 1), (.default, 12), (.default, 100), (.default, 4_096), (.capped, 100)])
    func theCountKeepsTheStylesSidePadding(style: DesignTokens.BadgeStyle, count: Int) throws {
        let view = try Self.badge(style, count: count)
        let padding = try #require(view.horizontalPadding, "the style sets the count's side padding")
        let drawn = try #require(try view.badgedImage(in: DesignTokens.Themes.Theme.light, scale: 2))
        view.countColor = view.badgeColor
        let blank = try #require(try view.badgedImage(in: DesignTokens.Themes.Theme.light, scale: 2))
        let ink = try #require(Support.differingBox(drawn, blank))
        let pill = try Self.geometry(of: view).badgeRect
        // Half a point for the ink's antialiased edge.
        #expect(ink.minX - pill.minX >= padding - 0.5, "leading \(ink.minX - pill.minX) in \(pill)")
        #expect(pill.maxX - ink.maxX >= padding - 0.5, "trailing \(pill.maxX - ink.maxX) in \(pill)")
    }

    // MARK: - A fixed anchor

    @Test func noCountMovesTheImageOrThePillsAnchor() throws {
        let views = [try Self.badge(.default, count: 1), try Self.badge(.default, count: 100), try Self.badge(.capped, count: 100)]
        let geometries = try views.map(Self.geometry)
        let first = try #require(geometries.first)
        for geometry in geometries {
            #expect(geometry.imageOrigin == first.imageOrigin, "the image sits at the same place")
            #expect(geometry.badgeRect.origin == first.badgeRect.origin, "the pill grows from the same leading edge")
            #expect(geometry.badgeRect.height == first.badgeRect.height, "the same pill for 1, 100 and 99+")
            #expect(geometry.canvasSize.height == first.canvasSize.height)
        }
        #expect(geometries.map(\.badgeRect.width) == geometries.map(\.badgeRect.width).sorted(), "a longer count only grows the pill")
    }

    // MARK: - The ring

    @Test func aBadgeImageIsRingedLikeACount() throws {
        let badge = try PixelImage(color: Support.red, size: CGSize(width: 18, height: 18), scale: 2)
        let view = BadgeBuilder.startBuild().setStyle(.default).setImage(Image(try Self.square())).setBadgeImage(Image(badge)).build()
        let ring = try #require(view.strokeWidth > 0 ? view.strokeWidth : nil)
        let image = try #require(try view.badgedImage(in: DesignTokens.Themes.Theme.light, scale: 2))
        let square = BadgeGeometry.imageBadgeRect(imageSize: Self.imageSize, dimension: view.dimension)
        // Left of the badge's circle, within the ring's width, over the image: cut out.
        #expect(Support.isTransparent(image, atPoint: square.minX - ring / 2, square.midY))
        #expect(Support.isTransparent(image, atPoint: square.midX, square.minY - ring / 2))
        // Past the ring the image shows; the badge itself is drawn.
        #expect(Support.isClose(Support.color(of: image, atPoint: square.minX - ring - 1, square.midY), to: Support.blue))
        #expect(Support.isClose(Support.color(of: image, atPoint: square.midX, square.midY), to: Support.red))
    }

    @Test func theImageHelperKeepsTheOriginalsNoRingByDefault() throws {
        let badge = try PixelImage(color: Support.red, size: CGSize(width: 18, height: 18), scale: 2)
        let image = try Self.square().badgedImage(badge, dimension: 18)
        let square = BadgeGeometry.imageBadgeRect(imageSize: Self.imageSize, dimension: 18)
        #expect(Support.isClose(Support.color(of: image, atPoint: square.minX - 1, square.midY), to: Support.blue))
    }
}
