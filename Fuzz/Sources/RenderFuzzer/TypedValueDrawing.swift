import Foundation
import Render
import TokenModel

/// Mode 1: typed values made from the bytes, NaN and the infinities included (a builder's
/// caller can compute them, a token file cannot write them), laid out and painted by
/// Render's public API on a small canvas.
enum TypedValueDrawing {
    static func draw(_ input: inout FuzzBytes) {
        guard let canvas = try? Canvas(size: CGSize(width: 48, height: 32), scale: 1) else { return }
        let rect = CGRect(x: input.anyNumber(), y: input.anyNumber(), width: input.anyNumber(), height: input.anyNumber())
        let color = Color(red: input.unit(), green: input.unit(), blue: input.unit(), alpha: input.anyNumber())
        switch input.byte() % 5 {
        case 0:
            drawText(&input, on: canvas)
        case 1:
            let shadows = (0..<(1 + Int(input.byte() % 3))).map { _ in
                Shadow(color: color, offsetX: dimension(&input), offsetY: dimension(&input), blur: dimension(&input),
                       spread: dimension(&input), inset: input.bool())
            }
            let radii = CornerRadii(topLeft: input.anyNumber(), topRight: input.anyNumber(), bottomRight: input.anyNumber(), bottomLeft: input.anyNumber())
            canvas.drawShadows(shadows, forRoundedRect: rect, cornerRadii: radii, remSize: input.anyNumber())
            canvas.drawShadows(shadows, for: Path(ellipseIn: rect))
        case 2:
            let stops = (0..<Int(input.byte() % 5)).map { _ in Gradient.Stop(color: color, position: input.anyNumber()) }
            let gradient = Gradient(stops: stops)
            let start = CGPoint(x: input.anyNumber(), y: input.anyNumber()), end = CGPoint(x: input.anyNumber(), y: input.anyNumber())
            canvas.fill(Path(roundedRect: rect, cornerRadius: input.anyNumber()), with: .linearGradient(gradient, start: start, end: end))
            canvas.fill(Path(rect: rect), with: .radialGradient(gradient, center: start, radius: input.anyNumber()))
        case 3:
            let style: StrokeStyle = input.bool()
                ? .keyword(input.pick(StrokeStyle.Keyword.allCases))
                : .dashes(dashArray: (0..<(1 + Int(input.byte() % 3))).map { _ in dimension(&input) }, lineCap: input.pick(StrokeStyle.LineCap.allCases))
            let options = StrokeOptions(width: input.anyNumber(), style: style, miterLimit: input.anyNumber(), remSize: input.anyNumber())
            canvas.stroke(Path(roundedRect: rect, cornerRadius: input.anyNumber()), with: options, color: color)
            canvas.strokeBorder(rect, width: input.anyNumber(), color: color, cornerRadius: input.anyNumber())
        default:
            canvas.clip(to: rect, cornerRadius: input.anyNumber())
            canvas.fill(rect, color: color, cornerRadius: input.anyNumber())
        }
        _ = try? canvas.makeImage()
    }

    private static func dimension(_ input: inout FuzzBytes) -> TokenModel.Dimension {
        TokenModel.Dimension(input.anyNumber(), input.pick([.px, .px, .rem, .em]))
    }

    /// A text in a typography of any numbers, with a run overriding some of them, measured
    /// at a width, listed line by line and drawn.
    private static func drawText(_ input: inout FuzzBytes, on canvas: Canvas) {
        let typography = Typography(fontFamily: [input.pick(["Inter", "DejaVu Sans", "No Such Family"])], fontSize: input.anyNumber(),
                                    fontWeight: FontWeight(input.pick([1, 400, 1000, Int.max, Int.min])),
                                    letterSpacing: input.anyNumber(), lineHeight: input.bool() ? nil : input.anyNumber())
        let style = TextStyle(typography: typography, alignment: input.pick(TextAlignment.allCases), numberOfLines: input.pick([0, 1, 2, Int.max]),
                              lineBreakMode: input.pick(TextStyle.LineBreakMode.allCases), paragraphSpacing: input.anyNumber())
        var text = AttributedText(input.pick(["Ag", "Ag Qy\nZ\n\nW", "\u{202E}abc def", ""]))
        let run = TextAttributes(fontSize: input.anyNumber(), letterSpacing: input.anyNumber(),
                                 strikethrough: input.pick(TextAttributes.LineStyle.allCases), baselineOffset: input.anyNumber())
        text.append(" x", attributes: run)
        guard let layout = try? TextLayout(attributedText: text, style: style) else { return }
        layout.setWidthLimit(input.anyNumber())
        _ = layout.size(fittingWidth: input.bool() ? nil : input.anyNumber())
        _ = layout.lines
        _ = (layout.firstBaseline, layout.lastBaseline, layout.isTruncated)
        canvas.draw(layout, at: CGPoint(x: input.anyNumber(), y: input.anyNumber()))
    }
}
