import Foundation
import Render
import TokenModel

// MARK: - Dimensions drawn to scale

extension TokenPicture {
    /// The longest length drawn at 1:1, in points; longer bars are drawn smaller (see
    /// ``reduction(of:)``), and those too long even then run off the picture's right edge,
    /// cut by a zigzag.
    static let maximumDrawnLength: CGFloat = 280
    /// The most a bar is drawn smaller: 1:64.
    static let maximumReduction: CGFloat = 64
    /// The largest radius, spacing or line width drawn as it is.
    static let maximumDrawnRadius: CGFloat = 48

    /// The height of the value's line under a dimension's drawing, in points.
    static let valueLineHeight: CGFloat = 16

    /// A dimension drawn as `kind` says, at 1 point per point, over its value (`16 pt`,
    /// `40 pt · 2.5rem`, `1280 pt · at 1:8`), so a scale reads without its facts (on the
    /// contact sheet too). A negative length is drawn as its size, outlined and dashed; one
    /// that is no number throws.
    static func dimension(_ dimension: TokenModel.Dimension, kind: DimensionKind, on background: Color, scale: Int) throws -> PixelImage {
        let points = try points(dimension, "the length")
        let drawing: PixelImage
        switch kind {
        case .length: drawing = try bar(points, on: background, scale: scale)
        case .spacing: drawing = try spacing(points, on: background, scale: scale)
        case .radius: drawing = try radius(points, on: background, scale: scale)
        case .stroke: drawing = try stroke(points, on: background, scale: scale)
        }
        return try labelled(drawing, valueText(dimension, points: points, kind: kind), on: background, scale: scale)
    }

    /// What a dimension's picture says under it: its points, the value as written when
    /// that is not in points, and the reduction a long bar is drawn at.
    static func valueText(_ dimension: TokenModel.Dimension, points: CGFloat, kind: DimensionKind) -> String {
        var text = "\(GalleryFact.number(points)) pt"
        if dimension.unit != .px { text += " · \(dimension)" }
        let reduction = kind == .length ? reduction(of: points) : 1
        if reduction > 1 { text += " · at 1:\(GalleryFact.number(reduction))" }
        return text
    }

    /// How many times smaller a bar `length` points long is drawn: 1 up to
    /// ``maximumDrawnLength``, else the smallest power of 2 that fits it (breakpoints of
    /// 768 and 1012 points are drawn at 1:4 and keep their proportions), at most
    /// ``maximumReduction``.
    static func reduction(of length: CGFloat) -> CGFloat {
        var factor: CGFloat = 1
        while abs(length) / factor > maximumDrawnLength, factor < maximumReduction { factor *= 2 }
        return factor
    }

    /// The longest length of `kind` drawn as it is, in points.
    static func drawnLimit(of kind: DimensionKind) -> CGFloat {
        switch kind {
        case .length, .spacing: maximumDrawnLength
        case .radius: maximumDrawnRadius
        case .stroke: maximumDrawnRadius / 2
        }
    }

    /// What decides a dimension picture's pixels.
    static func dimensionRecipe(_ dimension: TokenModel.Dimension, kind: DimensionKind, on background: Color) -> String {
        "\(version) dimension labelled \(kind.rawValue) \(String(reflecting: dimension)) on \(background.hexString)"
    }

    // MARK: - Private

    /// `drawing` over a line of `text` in the ink of `background`, as wide as the wider.
    private static func labelled(_ drawing: PixelImage, _ text: String, on background: Color, scale: Int) throws -> PixelImage {
        let typography = Typography(fontFamily: ["Inter", "sans-serif"], fontSize: 11, fontWeight: .medium)
        let layout = try TextLayout(text: text, style: TextStyle(typography: typography, color: ink(on: background).withAlpha(0.8)))
        let textSize = layout.size(fittingWidth: nil)
        let drawingSize = CGSize(width: CGFloat(drawing.width) / CGFloat(drawing.scale), height: CGFloat(drawing.height) / CGFloat(drawing.scale))
        let size = CGSize(width: max(drawingSize.width, textSize.width + 2 * margin).rounded(.up), height: drawingSize.height + valueLineHeight)
        let canvas = try canvas(size, scale: scale, background: background)
        canvas.draw(drawing, in: CGRect(origin: .zero, size: drawingSize), contentMode: .scaleToFill)
        canvas.draw(layout, at: CGPoint(x: margin, y: drawingSize.height - margin / 2 + (valueLineHeight - textSize.height) / 2))
        return try canvas.makeImage()
    }

    /// A bar `length` long (drawn smaller past ``maximumDrawnLength``) over a ruler with a
    /// tick every 4 drawn points (longer every 16).
    private static func bar(_ length: CGFloat, on background: Color, scale: Int) throws -> PixelImage {
        let reduced = abs(length) / reduction(of: length)
        let drawn = min(reduced, maximumDrawnLength)
        let isCut = reduced > maximumDrawnLength
        let size = CGSize(width: max(drawn, 16) + 2 * margin + (isCut ? 0 : 4), height: 32)
        let canvas = try canvas(size, scale: scale, background: background)
        let accent = accent(on: background), ink = ink(on: background)
        let bar = CGRect(x: margin, y: margin, width: drawn, height: 10)
        fillOrOutline(bar, negative: length < 0, color: accent, on: canvas)
        if isCut {
            // A zigzag cut at the right edge says the bar goes on.
            var cut = Path()
            cut.move(to: CGPoint(x: bar.maxX - 6, y: bar.minY - 2))
            for step in 0...4 {
                cut.addLine(to: CGPoint(x: bar.maxX - (step.isMultiple(of: 2) ? 2 : 6), y: bar.minY - 2 + CGFloat(step) * 3.5))
            }
            cut.addLine(to: CGPoint(x: bar.maxX + 2, y: bar.maxY + 2))
            cut.addLine(to: CGPoint(x: bar.maxX + 2, y: bar.minY - 2))
            cut.closeSubpath()
            canvas.fill(cut, color: background.withAlpha(1))
        }
        var ticks = Path()
        var x: CGFloat = 0
        while x <= drawn + 0.01 {
            let long = Int(x) % 16 == 0
            ticks.addRect(CGRect(x: margin + x - 0.25, y: bar.maxY + 3, width: 0.5, height: long ? 6 : 3))
            x += 4
        }
        canvas.fill(ticks, color: ink.withAlpha(0.45))
        return try canvas.makeImage()
    }

    /// Two blocks `length` apart, the gap tinted.
    private static func spacing(_ length: CGFloat, on background: Color, scale: Int) throws -> PixelImage {
        let gap = min(abs(length), maximumDrawnLength)
        let block: CGFloat = 24
        let size = CGSize(width: 2 * block + gap + 2 * margin, height: block + 2 * margin)
        let canvas = try canvas(size, scale: scale, background: background)
        let accent = accent(on: background), ink = ink(on: background)
        canvas.fill(CGRect(x: margin, y: margin, width: block, height: block), color: ink.withAlpha(0.3), cornerRadius: 4)
        canvas.fill(CGRect(x: margin + block + gap, y: margin, width: block, height: block), color: ink.withAlpha(0.3), cornerRadius: 4)
        let space = CGRect(x: margin + block, y: margin, width: gap, height: block)
        fillOrOutline(space, negative: length < 0, color: accent.withAlpha(0.55), on: canvas)
        return try canvas.makeImage()
    }

    /// A square rounded by `radius`, its size grown with the radius up to a circle.
    private static func radius(_ radius: CGFloat, on background: Color, scale: Int) throws -> PixelImage {
        let drawn = min(abs(radius), maximumDrawnRadius)
        let side = max(64, min(2 * drawn, 2 * maximumDrawnRadius))
        let size = CGSize(width: side + 2 * margin, height: side + 2 * margin)
        let canvas = try canvas(size, scale: scale, background: background)
        let accent = accent(on: background)
        let square = CGRect(x: margin, y: margin, width: side, height: side)
        if radius < 0 {
            canvas.stroke(Path(roundedRect: square.insetBy(dx: 1, dy: 1), cornerRadius: drawn),
                          with: StrokeOptions(width: 2, style: .keyword(.dashed)), color: accent)
        } else {
            canvas.fill(square, color: accent.withAlpha(0.22), cornerRadius: drawn)
            canvas.strokeBorder(square, width: 2, color: accent, cornerRadius: drawn)
        }
        return try canvas.makeImage()
    }

    /// A box with a border `width` thick.
    private static func stroke(_ width: CGFloat, on background: Color, scale: Int) throws -> PixelImage {
        let drawn = min(abs(width), drawnLimit(of: .stroke))
        let size = CGSize(width: 96 + 2 * margin, height: 48 + 2 * margin)
        let canvas = try canvas(size, scale: scale, background: background)
        let box = CGRect(x: margin, y: margin, width: 96, height: 48)
        canvas.fill(box, color: surface(on: background), cornerRadius: 6)
        if width < 0 {
            canvas.stroke(Path(roundedRect: box, cornerRadius: 6), with: StrokeOptions(width: max(drawn, 1), style: .keyword(.dashed)),
                          color: ink(on: background))
        } else {
            canvas.strokeBorder(box, width: drawn, color: ink(on: background), cornerRadius: 6)
        }
        return try canvas.makeImage()
    }

    /// `rect` filled with `color`; a negative length is outlined and dashed instead.
    private static func fillOrOutline(_ rect: CGRect, negative: Bool, color: Color, on canvas: Canvas) {
        guard negative else { return canvas.fill(rect, color: color, cornerRadius: 2) }
        canvas.stroke(Path(roundedRect: rect.insetBy(dx: 0.75, dy: 0.75), cornerRadius: 2),
                      with: StrokeOptions(width: 1.5, style: .keyword(.dashed)), color: color.withAlpha(1))
    }
}
