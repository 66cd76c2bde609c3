import Builders
import Foundation
import Render
import Synchronization
import TestSupport
import Testing
import TokenModel

/// SurfUtils' `UIImageExtensions` under SurfUtils' names: `UIImage(color:size:)` without a
/// scale, `mask(with color:)` and `mask(with alpha:)`.
@Suite("SurfUtils' image helpers")
struct SurfUtilsImageHelperTests {
    // MARK: - Images of a color

    @Test func anImageOfAColorHasEveryScale() throws {
        let image = try #require(UIImage(color: .red, size: CGSize(width: 3, height: 2)))
        #expect(image.representations.map(\.scale) == [1, 2, 3])
        #expect(image.size == CGSize(width: 3, height: 2))
        #expect(image.representations.allSatisfy { $0.width == 3 * $0.scale && $0.color(atX: $0.width - 1, y: 0) == Color.red })
    }

    @Test func noColorIsTransparentAndTheDefaultSizeOnePoint() throws {
        let image = try #require(UIImage(color: nil))
        #expect(image.size == CGSize(width: 1, height: 1))
        #expect(image.representation(forScale: 1).color(atX: 0, y: 0)?.alpha == 0)
    }

    @Test func aSizeNoImageCanHaveIsNil() {
        #expect(UIImage(color: .red, size: .zero) == nil)
        #expect(UIImage(color: .red, size: CGSize(width: -1, height: 2)) == nil)
        #expect(UIImage(color: .red, size: CGSize(width: CGFloat.infinity, height: 2)) == nil)
    }

    // MARK: - Masks

    @Test func aMaskFillsTheSilhouetteWithTheColor() throws {
        // Opaque on the left, transparent on the right, at 1× and 2×.
        let halves = try [1, 2].map { scale in
            let canvas = try Canvas(size: CGSize(width: 2, height: 1), scale: scale)
            canvas.fill(CGRect(x: 0, y: 0, width: 1, height: 1), color: .green)
            return try canvas.makeImage()
        }
        let image = try #require(Image(representations: halves))
        let masked = image.mask(with: .blue)
        #expect(masked.representations.map(\.scale) == [1, 2])
        #expect(masked.representation(forScale: 2).color(atX: 0, y: 0) == Color.blue)
        #expect(masked.representation(forScale: 2).color(atX: 3, y: 1)?.alpha == 0)

        let faded = image.mask(with: 0.5)
        let pixel = try #require(faded.representation(forScale: 1).color(atX: 0, y: 0))
        #expect(abs(pixel.alpha - 0.5) < 0.01 && pixel.green > 0.99)
        #expect(faded.representation(forScale: 1).color(atX: 1, y: 0)?.alpha == 0)
    }

    /// An image holds one color: a themed one that differs is drawn in its default, with a
    /// warning at the caller's line.
    @Test func aColorThatDiffersBetweenThemesIsWarnedAbout() throws {
        let warnings = Mutex<[String]>([])
        let themed = Themed(Color.red, variants: [.dark: Color.blue])
        let image = RuntimeWarning.$sink.withValue({ warning in warnings.withLock { $0.append(warning) } }) {
            UIImage(color: themed, size: CGSize(width: 1, height: 1))
        }
        #expect(image?.representation(forScale: 1).color(atX: 0, y: 0) == Color.red)
        let given = warnings.withLock { $0 }
        #expect(given.count == 1)
        #expect(given.first?.hasPrefix("BuildersTests/SurfUtilsImageHelperTests.swift:") == true)
        #expect(given.first?.contains("warning: an image holds one color, and this one differs between themes") == true)
    }
}
