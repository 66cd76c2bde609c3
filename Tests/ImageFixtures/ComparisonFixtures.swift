import Foundation
import Render
import TokenValues

/// Small images for the comparison tests (ImageDiffTests) and the store tests
/// (DesignSnapshotsTests): solid fills, changed pixels and blocks, and text drawn at a given
/// offset.
public enum ComparisonFixtures {
    // MARK: - Colors

    public static let white: UInt32 = 0xFFFF_FFFF
    public static let black: UInt32 = 0xFF00_0000
    public static let red: UInt32 = 0xFFFF_0000
    public static let blue: UInt32 = 0xFF00_00FF

    // MARK: - Images

    /// The sentence of the longer text fixtures.
    public static let sentence = "Sphinx of black quartz, judge my vow"

    /// `width` × `height` pixels of `color`, with `changes` (x, y, color) applied.
    public static func image(width: Int = 10, height: Int = 10, color: UInt32 = white, changes: [(Int, Int, UInt32)] = []) throws -> PixelImage {
        var pixels = [UInt32](repeating: color, count: width * height)
        for (x, y, changed) in changes { pixels[y * width + x] = changed }
        return try PixelImage(width: width, height: height, pixels: pixels)
    }

    /// A 20 × 20 white image with a `side` × `side` block of `color` at (8, 8).
    public static func block(_ color: UInt32, side: Int = 4) throws -> PixelImage {
        var changes: [(Int, Int, UInt32)] = []
        for y in 8..<8 + side { for x in 8..<8 + side { changes.append((x, y, color)) } }
        return try image(width: 20, height: 20, changes: changes)
    }

    /// Black text of `size` points on white, drawn with Render at `x` points from the left
    /// on a 960 × 80 canvas at scale 1.
    ///
    /// At 48 points the strokes are several pixels wide, so a subpixel shift only changes
    /// their edges, which pixelmatch's detector recognises as anti-aliasing (it needs flat
    /// color inside the stroke); at 16 points a 0.3-point shift also changes whole one-pixel
    /// stems, which pixelmatch counts as differences (ours agrees, see
    /// ``PixelmatchCrossCheckTests``). A whole sentence at 48 points (`sentence`) keeps 22
    /// counted pixels of 1,683 changed at a 0.3-point shift, in pixelmatch as in ours.
    public static func text(at x: CGFloat, _ string: String = "Sphinx of black", size: Double = 48) throws -> PixelImage {
        let canvas = try Canvas(size: CGSize(width: 960, height: 80), scale: 1)
        canvas.clear(with: Color(srgbHex: 0xFFFFFF))
        let style = TextStyle(typography: Typography(fontFamily: ["Inter"], fontSize: size), color: Color(srgbHex: 0x000000))
        canvas.draw(try TextLayout(text: string, style: style), at: CGPoint(x: x, y: 10))
        return try canvas.makeImage()
    }
}
