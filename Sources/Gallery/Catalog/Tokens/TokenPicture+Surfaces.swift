import Foundation
import Render
import TokenModel

// MARK: - Shadows, borders and gradients

extension TokenPicture {
    /// The card a shadow is cast by and the box a border goes round.
    static let cardSize = CGSize(width: 112, height: 64)
    /// The most room a shadow is given around its card, in points.
    static let maximumShadowReach: CGFloat = 48
    /// The widest border drawn as it is.
    static let maximumDrawnBorder: CGFloat = 24

    /// A card on the page background casting `shadows` (inset ones drawn inside it), with
    /// room around it for the largest.
    static func shadowCard(_ shadows: [Shadow], on background: Color, scale: Int) throws -> PixelImage {
        var reach: CGFloat = 0
        for shadow in shadows {
            let lengths = try [shadow.offsetX, shadow.offsetY, shadow.blur, shadow.spread].map { try points($0, "the shadow's length") }
            guard !shadow.inset else { continue }
            reach = max(reach, max(abs(lengths[0]), abs(lengths[1])) + max(lengths[2], 0) + max(lengths[3], 0))
        }
        let room = min(reach, maximumShadowReach) + margin
        let size = CGSize(width: cardSize.width + 2 * room, height: cardSize.height + 2 * room)
        let canvas = try canvas(size, scale: scale, background: background)
        let card = CGRect(origin: CGPoint(x: room, y: room), size: cardSize)
        let radii = CornerRadii(8)
        canvas.drawShadows(shadows.filter { !$0.inset }, forRoundedRect: card, cornerRadii: radii)
        canvas.fill(card, color: surface(on: background), cornerRadius: 8)
        canvas.drawShadows(shadows.filter(\.inset), forRoundedRect: card, cornerRadii: radii)
        return try canvas.makeImage()
    }

    /// What decides a shadow card's pixels.
    static func shadowRecipe(_ shadows: [Shadow], on background: Color) -> String {
        "\(version) shadow \(String(reflecting: shadows)) on \(background.hexString)"
    }

    /// A box on the page background with `border` round its inside edge; `double` is two
    /// lines, each a third of the width.
    static func borderBox(_ border: Border, on background: Color, scale: Int) throws -> PixelImage {
        let width = try points(border.width, "the border width")
        let drawn = min(max(width, 0), maximumDrawnBorder)
        let size = CGSize(width: cardSize.width + 2 * margin, height: cardSize.height + 2 * margin)
        let canvas = try canvas(size, scale: scale, background: background)
        let box = CGRect(origin: CGPoint(x: margin, y: margin), size: cardSize)
        let radius: CGFloat = 8
        canvas.fill(box, color: surface(on: background), cornerRadius: radius)
        if case .keyword(.double) = border.style {
            let line = drawn / 3
            canvas.strokeBorder(box, width: line, color: border.color, cornerRadius: radius)
            canvas.strokeBorder(box.insetBy(dx: 2 * line, dy: 2 * line), width: line, color: border.color, cornerRadius: max(radius - 2 * line, 0))
        } else if drawn > 0 {
            let inset = box.insetBy(dx: drawn / 2, dy: drawn / 2)
            canvas.stroke(Path(roundedRect: inset, cornerRadius: max(radius - drawn / 2, 0)),
                          with: StrokeOptions(width: drawn, style: border.style), color: border.color)
        }
        return try canvas.makeImage()
    }

    /// What decides a border box's pixels.
    static func borderRecipe(_ border: Border, on background: Color) -> String {
        "\(version) border \(String(reflecting: border)) on \(background.hexString)"
    }

    /// The width of a gradient band, in points.
    static let bandSize = CGSize(width: 240, height: 40)

    /// A band from left to right through `gradient`'s stops, over a checkerboard when a
    /// stop is translucent, with a mark under each stop in its color.
    static func gradientBand(_ gradient: Gradient, on background: Color, scale: Int) throws -> PixelImage {
        guard !gradient.stops.isEmpty else { throw Problem(description: "the gradient has no color stops") }
        // A position that is no number (which the stop's clamp lets through) is put at the start.
        let gradient = Gradient(stops: gradient.stops.map { Gradient.Stop(color: $0.color, position: $0.position.isFinite ? $0.position : 0) })
        let size = CGSize(width: bandSize.width + 2 * margin, height: bandSize.height + 2 * margin + 10)
        let canvas = try canvas(size, scale: scale, background: background)
        let band = CGRect(origin: CGPoint(x: margin, y: margin), size: bandSize)
        if gradient.stops.contains(where: { $0.color.alpha < 1 }) {
            drawCheckerboard(in: band, cornerRadius: 6, on: canvas)
        }
        canvas.fill(Path(roundedRect: band, cornerRadius: 6), with: .linearGradient(gradient, angle: 90, in: band))
        if let outline = outline(of: gradient.stops[0].color, on: background) {
            canvas.strokeBorder(band, width: 1, color: outline, cornerRadius: 6)
        }
        let ink = ink(on: background)
        for stop in gradient.stops {
            let x = band.minX + CGFloat(stop.position) * band.width
            var mark = Path()
            mark.move(to: CGPoint(x: x, y: band.maxY + 2))
            mark.addLine(to: CGPoint(x: x + 5, y: band.maxY + 9))
            mark.addLine(to: CGPoint(x: x - 5, y: band.maxY + 9))
            mark.closeSubpath()
            canvas.fill(mark, color: stop.color.withAlpha(1))
            canvas.stroke(mark, with: StrokeOptions(width: 0.75), color: ink.withAlpha(0.5))
        }
        return try canvas.makeImage()
    }

    /// What decides a gradient band's pixels.
    static func gradientRecipe(_ gradient: Gradient, on background: Color) -> String {
        "\(version) gradient \(String(reflecting: gradient)) on \(background.hexString)"
    }
}
