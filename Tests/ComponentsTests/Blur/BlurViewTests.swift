import Builders
import Foundation
import Render
import Testing
import TokenModel

@Suite("BlurView")
struct BlurViewTests {
    // MARK: - Samples

    /// A 64 × 32 view of vertical black and white stripes 2 points wide, with a blur view
    /// over its middle (16...48 × 0...32) of `radius`, tinted by `tint`.
    private static func stripes(radius: CGFloat, tint: Color? = nil) -> (root: View, blur: BlurView) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 64, height: 32))
        root.backgroundColor = Themed(Color(srgbHex: 0xFFFFFF))
        for index in stride(from: 0, to: 32, by: 2) {
            let stripe = View(frame: CGRect(x: CGFloat(index * 2), y: 0, width: 2, height: 32))
            stripe.backgroundColor = Themed(Color(srgbHex: 0x000000))
            root.addSubview(stripe)
        }
        let blur = BlurBuilder.startBuild().setBlurRadius(radius).build()
        if let tint { _ = BlurBuilder.edit(blur).setTintColor(UIColor(tint)) }
        blur.frame = CGRect(x: 16, y: 0, width: 32, height: 32)
        root.addSubview(blur)
        return (root, blur)
    }

    /// The variance of the grey levels in the row `y`, between `x` and `x + width`.
    private static func variance(of image: PixelImage, y: Int, x: Int, width: Int) -> Double {
        let values = (x..<(x + width)).compactMap { image.color(atX: $0, y: y)?.red }
        let mean = values.reduce(0, +) / Double(values.count)
        return values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count)
    }

    // MARK: - Blurring

    @Test func blurFlattensTheStripesBeneathOnly() throws {
        let (root, _) = Self.stripes(radius: 4)
        let image = try Renderer(scale: 2).render(root)
        let outside = Self.variance(of: image, y: 20, x: 0, width: 24)
        let inside = Self.variance(of: image, y: 20, x: 40, width: 48)
        #expect(outside > 0.2, "the stripes outside stay sharp")
        #expect(inside < 0.01 * outside, "the stripes under the blur are flattened: \(inside) vs \(outside)")
        let mean = (40..<88).compactMap { image.color(atX: $0, y: 20)?.red }.reduce(0, +) / 48
        #expect(abs(mean - 0.5) < 0.05, "half black, half white averages to grey")
    }

    @Test func tintIsLaidOverTheBlur() throws {
        let red = Color(srgbHex: 0xFF0000, alpha: 0.5)
        let (root, _) = Self.stripes(radius: 4, tint: red)
        let pixel = try #require(try Renderer(scale: 2).render(root).color(atX: 64, y: 32))
        #expect(pixel.red > 0.7 && pixel.green < 0.35 && pixel.blue < 0.35, "\(pixel)")
    }

    @Test func largerRadiusBlursMore() throws {
        let soft = try Renderer(scale: 2).render(Self.stripes(radius: 0.6).root)
        let strong = try Renderer(scale: 2).render(Self.stripes(radius: 3).root)
        #expect(Self.variance(of: strong, y: 20, x: 40, width: 48) < Self.variance(of: soft, y: 20, x: 40, width: 48))
    }

    @Test(arguments: [CGFloat(0), -4, .nan, .infinity])
    func radiusThatIsNotPositiveLeavesTheBackdropSharp(radius: CGFloat) throws {
        let (root, blur) = Self.stripes(radius: radius)
        let image = try Renderer(scale: 2).render(root)
        blur.isHidden = true
        #expect(try Renderer(scale: 2).render(root) == image)
    }

    @Test func blurAtTheCanvasEdgeRepeatsTheEdgeInsteadOfDarkening() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        root.backgroundColor = Themed(Color(srgbHex: 0xFFFFFF))
        let blur = BlurBuilder.startBuild().setBlurRadius(6).build()
        blur.frame = root.bounds
        root.addSubview(blur)
        let image = try Renderer(scale: 1).render(root)
        #expect(image.color(atX: 0, y: 0) == Color(srgbHex: 0xFFFFFF))
    }

    @Test func zeroAndNegativeSizesDrawNothingAndDoNotCrash() throws {
        let (root, blur) = Self.stripes(radius: 4)
        blur.frame = CGRect(x: 10, y: 10, width: 0, height: 0)
        _ = try Renderer(scale: 2).render(root)
        blur.frame = CGRect(x: 10, y: 10, width: -20, height: -5)
        _ = try Renderer(scale: 2).render(root)
        blur.frame = CGRect(x: 100, y: 100, width: 20, height: 20)
        _ = try Renderer(scale: 2).render(root)
    }

    @Test func underAnAlphaBelowOneItSeesOnlyItsGroupAndDoesNotCrash() throws {
        let (root, blur) = Self.stripes(radius: 4)
        let group = View(frame: CGRect(x: 8, y: 4, width: 48, height: 24))
        group.alpha = 0.5
        blur.frame = CGRect(x: 4, y: 4, width: 32, height: 16)
        group.addSubview(blur)
        root.addSubview(group)
        let image = try Renderer(scale: 2).render(root)
        #expect(image.width == 128 && image.height == 64)
    }

    @Test func worksWithUIBuilder() {
        let blur = UIBuilder(BlurView.self).blurRadius(5).view
        #expect(blur.blurRadius == 5 && blur.blurTintColor == nil)
    }
}
