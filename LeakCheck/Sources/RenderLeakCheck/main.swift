import Foundation
import Render
import TokenModel

// Renders `count` images (default 100), each with every kind of drawing Render offers,
// encodes and decodes each, and writes the first ten as an animated PNG and reads it back,
// so that valgrind sees every allocation path many times. A leak in a path shows as a block
// lost once per image.

let count = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 100 : 100

/// A small image to draw and to use as a stencil: a disc on a transparent square.
func makeIcon() throws -> PixelImage {
    let canvas = try Canvas(size: CGSize(width: 16, height: 16), scale: 2)
    canvas.fill(Path(ellipseIn: CGRect(x: 2, y: 2, width: 12, height: 12)), color: Color(srgbHex: 0x1E88E5))
    return try canvas.makeImage()
}

func render(_ index: Int, icon: PixelImage) throws -> PixelImage {
    let canvas = try Canvas(size: CGSize(width: 240, height: 120), scale: 2)
    canvas.clear(with: Color(srgbHex: 0xFFFFFF))
    let card = CGRect(x: 12, y: 12, width: 216, height: 96)
    let radii = CornerRadii(topLeft: 12, topRight: 4, bottomRight: 12, bottomLeft: 4)
    let shadows = [
        Shadow(color: Color(srgbHex: 0x000000, alpha: 0.25), offsetX: Dimension(0), offsetY: Dimension(4), blur: Dimension(12), spread: Dimension(1), inset: false),
        Shadow(color: Color(srgbHex: 0x000000, alpha: 0.1), offsetX: Dimension(0), offsetY: Dimension(1), blur: Dimension(3), spread: Dimension(0), inset: true),
    ]
    canvas.drawShadows([shadows[0]], forRoundedRect: card, cornerRadii: radii)
    let gradient = Gradient(stops: [.init(color: Color(srgbHex: 0xFFF3E0), position: 0), .init(color: Color(srgbHex: 0xFFCC80), position: 1)])
    canvas.fill(Path(roundedRect: card, cornerRadii: radii), with: .linearGradient(gradient, angle: Double(index % 360), in: card))
    canvas.drawShadows([shadows[1]], forRoundedRect: card, cornerRadii: radii)
    canvas.stroke(Path(roundedRect: card.insetBy(dx: 4, dy: 4), cornerRadius: 8),
                  with: StrokeOptions(width: 1, style: .keyword(index.isMultiple(of: 2) ? .dashed : .dotted)), color: Color(srgbHex: 0x6D4C41))
    canvas.withSavedState {
        canvas.clip(to: Path(ellipseIn: CGRect(x: 20, y: 24, width: 48, height: 48)))
        canvas.fill(Path(rect: CGRect(x: 20, y: 24, width: 48, height: 48)),
                    with: .radialGradient(gradient, center: CGPoint(x: 44, y: 48), radius: 24))
    }
    canvas.withOpacity(0.5) {
        canvas.fill(Path(rect: CGRect(x: 80, y: 24, width: 30, height: 30)), color: Color(srgbHex: 0xE53935))
        canvas.fill(Path(rect: CGRect(x: 95, y: 39, width: 30, height: 30)), color: Color(srgbHex: 0x43A047))
    }
    canvas.withSavedState {
        canvas.translate(x: 150, y: 40)
        canvas.rotate(by: .pi / 12)
        canvas.draw(icon, in: CGRect(x: 0, y: 0, width: 24, height: 24), contentMode: .scaleAspectFit)
        canvas.drawStencil(icon, in: CGRect(x: 30, y: 0, width: 24, height: 24), color: Color(srgbHex: 0x8E24AA), contentMode: .center)
    }
    let style = TextStyle(typography: Typography(fontFamily: ["Inter"], fontSize: 13, lineHeight: 1.4),
                          color: Color(srgbHex: 0x212121), alignment: .center, numberOfLines: 2)
    let layout = try TextLayout(text: "Card \(index): a label that wraps onto a second line and then truncates", style: style)
    layout.setWidthLimit(200)
    canvas.draw(layout, at: CGPoint(x: 20, y: 78))
    var price = AttributedText("\(index) ₽ ", attributes: TextAttributes(fontWeight: FontWeight(700), color: Color(srgbHex: 0xD32F2F)))
    price.append("\(index * 2) ₽", attributes: TextAttributes(color: Color(srgbHex: 0x9E9E9E), strikethrough: index.isMultiple(of: 2) ? .double : .single))
    price.append(" new", attributes: TextAttributes(underline: .single, baselineOffset: 3))
    let attributed = try TextLayout(attributedText: price, style: TextStyle(typography: Typography(fontFamily: ["Roboto", "Inter"], fontSize: 12)))
    canvas.draw(attributed, at: CGPoint(x: 130, y: 20))
    return try canvas.makeImage()
}

let icon = try makeIcon()
var pngBytes = 0
var frames: [PixelImage] = []
for index in 0..<count {
    let image = try render(index, icon: icon)
    let png = try image.pngData()
    pngBytes += png.count
    let decoded = try PixelImage(pngData: png, scale: image.scale)
    guard decoded.countOfDifferingPixels(from: image) == 0 else {
        fatalError("image \(index) did not survive a PNG round trip")
    }
    if index < 10 { frames.append(image) }
}
/// An animated PNG of `frames`, read back. In a function, so that nothing it makes is
/// still held by a global when valgrind looks (a global `Data` may hold its storage through
/// a tagged pointer, which valgrind does not recognise as one and reports as lost).
func animate(_ frames: [PixelImage]) throws -> Int {
    let animation = try APNGWriter(loopCount: 0).data(frames: frames, framesPerSecond: 10)
    return try APNGAnimation(pngData: animation).frameImages().count
}
let frameCount = try animate(frames)
frames = []
print("RenderLeakCheck: rendered, encoded and decoded \(count) images (\(pngBytes) bytes of PNG); an APNG of \(frameCount) frames")
