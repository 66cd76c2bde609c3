import Builders
import Foundation
import Render
import TokenModel

/// Images drawn in code for the image-view snapshots, so that the references depend on
/// nothing but Cairo: no asset file, no font.
enum SampleImages {
    // MARK: - Icons

    /// A 24-point five-pointed star drawn as a template (only its alpha counts), the way
    /// an icon set's glyph is tinted by its image view.
    static func star() throws -> Image {
        let size = CGSize(width: 24, height: 24)
        let canvas = try Canvas(size: size, scale: 2)
        var path = Path()
        let center = CGPoint(x: 12, y: 12.5)
        for index in 0..<10 {
            let radius: CGFloat = index.isMultiple(of: 2) ? 11 : 4.5
            let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        canvas.fill(path, color: .black)
        return Image(try canvas.makeImage(), renderingMode: .alwaysTemplate)
    }

    // MARK: - Pictures

    /// A 96 × 64-point portrait in fixed colors: a sky-blue backdrop with an orange sun in
    /// the top-left corner and a head and shoulders in the middle. Wider than tall, so an
    /// aspect fill into a square crops its sides (the sun) and an aspect fit letterboxes it.
    static func portrait() throws -> Image {
        let size = CGSize(width: 96, height: 64)
        let canvas = try Canvas(size: size, scale: 2)
        canvas.fill(CGRect(origin: .zero, size: size), color: Color(srgbHex: 0x8FC8F0))
        canvas.fill(Path(ellipseIn: CGRect(x: 4, y: 4, width: 14, height: 14)), color: Color(srgbHex: 0xFF9500))
        canvas.fill(Path(ellipseIn: CGRect(x: 30, y: 40, width: 36, height: 40)), color: Color(srgbHex: 0x3F51B5))
        canvas.fill(Path(ellipseIn: CGRect(x: 37, y: 12, width: 22, height: 24)), color: Color(srgbHex: 0xF2C6A0))
        return Image(try canvas.makeImage())
    }
}
