import Foundation
import Render
import TokenModel

/// The images specimens show where a style needs one (an image view's content, a badge's
/// portrait, a button's icon), drawn from fixed shapes and colors so they never depend on
/// an asset catalog. A change here must bump ``StyleEntries/drawingVersion``. The gallery's
/// specimens and the snapshot tests that draw the same recipes take them from here.
package enum SampleImages {
    // MARK: - Samples

    /// The sample `sample`, drawn at `scale`: what a specimen's context gives it.
    package static func image(_ sample: StyleSpecimen.SampleImage, scale: Int) throws -> PixelImage {
        switch sample {
        case .portrait(let side): try portrait(side: side, scale: scale)
        case .photo: try photo(scale: scale)
        case .glyph(let side): try glyph(side: side, scale: scale)
        case .icon(let side): try icon(side: side, scale: scale)
        }
    }

    // MARK: - Images

    /// A landscape "photo": sky, sun and a hill in fixed colors, `size` points at `scale`;
    /// wider than tall, so an image view's content mode shows.
    static func photo(size: CGSize = CGSize(width: 96, height: 64), scale: Int) throws -> PixelImage {
        let canvas = try Canvas(size: size, scale: scale)
        canvas.clear(with: Color(srgbHex: 0x90CAF9))
        let sun = min(size.width, size.height) * 0.3
        canvas.fill(CGRect(x: size.width * 0.62, y: size.height * 0.15, width: sun, height: sun), color: Color(srgbHex: 0xFFCA28), cornerRadius: sun / 2)
        canvas.fill(CGRect(x: -size.width * 0.2, y: size.height * 0.6, width: size.width * 0.9, height: size.height * 0.8),
                    color: Color(srgbHex: 0x43A047), cornerRadius: size.height * 0.4)
        canvas.fill(CGRect(x: size.width * 0.35, y: size.height * 0.7, width: size.width * 0.9, height: size.height * 0.8),
                    color: Color(srgbHex: 0x2E7D32), cornerRadius: size.height * 0.4)
        return try canvas.makeImage()
    }

    /// A portrait: a head and shoulders in grey on a pale square, `side` points.
    static func portrait(side: CGFloat = 40, scale: Int) throws -> PixelImage {
        let canvas = try Canvas(size: CGSize(width: side, height: side), scale: scale)
        canvas.clear(with: Color(srgbHex: 0xCFD8DC))
        let head = side * 0.4
        canvas.fill(CGRect(x: (side - head) / 2, y: side * 0.18, width: head, height: head), color: Color(srgbHex: 0x78909C), cornerRadius: head / 2)
        canvas.fill(CGRect(x: side * 0.15, y: side * 0.64, width: side * 0.7, height: side * 0.6), color: Color(srgbHex: 0x78909C), cornerRadius: side * 0.3)
        return try canvas.makeImage()
    }

    /// A black glyph (a rounded square outline around a dot) on a clear
    /// background, `side` points: only its alpha counts where a tint color applies.
    static func glyph(side: CGFloat = 20, scale: Int) throws -> PixelImage {
        let canvas = try Canvas(size: CGSize(width: side, height: side), scale: scale)
        let black = Color(red: 0, green: 0, blue: 0)
        canvas.strokeBorder(CGRect(x: side * 0.1, y: side * 0.1, width: side * 0.8, height: side * 0.8),
                            width: max(1, side * 0.1), color: black, cornerRadius: side * 0.2)
        let dot = side * 0.3
        canvas.fill(CGRect(x: (side - dot) / 2, y: (side - dot) / 2, width: dot, height: dot), color: black, cornerRadius: dot / 2)
        return try canvas.makeImage()
    }

    /// A button icon: a white disc with a green tick and a green ring, `side` points; it
    /// reads on light and dark fills and on a near-white surface alike, so a button's
    /// image fading (its `imageAlpha`) shows. At 16 points it is the icon of the
    /// common-button references (``CommonButtonRecipes``).
    static func icon(side: CGFloat = 16, scale: Int) throws -> PixelImage {
        let canvas = try Canvas(size: CGSize(width: side, height: side), scale: scale)
        let unit = side / 16
        canvas.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: side, height: side)), color: Color(srgbHex: 0xFFFFFF))
        // A ring in the tick's green, so the disc keeps its edge on a white or near-white
        // surface (a secondary button's) as well as on a fill.
        canvas.stroke(Path(ellipseIn: CGRect(x: 0.5 * unit, y: 0.5 * unit, width: side - unit, height: side - unit)),
                      with: StrokeOptions(width: unit), color: Color(srgbHex: 0x2E7D32))
        var tick = Path()
        tick.move(to: CGPoint(x: 4 * unit, y: 8.5 * unit))
        tick.addLine(to: CGPoint(x: 7 * unit, y: 11.5 * unit))
        tick.addLine(to: CGPoint(x: 12 * unit, y: 5 * unit))
        canvas.stroke(tick, with: StrokeOptions(width: 2 * unit), color: Color(srgbHex: 0x2E7D32))
        return try canvas.makeImage()
    }
}
