import Foundation
import Render
import TokenModel

extension StyleSpecimen {
    // MARK: - Labelled frame strips

    /// The height of a frame's label under it, in points.
    package static let frameLabelHeight: CGFloat = 16

    /// `frames` in rows of `columns` (one row when `nil`), `spacing` points apart, each with
    /// its label centred under it (`120 ms`), over `background`: a strip a designer reads
    /// without counting frames. The labels are `labels[i]` for `frames[i]`; their ink is the
    /// muted gray that reads on `background`.
    package static func labelledStrip(_ frames: [PixelImage], labels: [String], columns: Int? = nil, spacing: CGFloat,
                                     background: Color?) throws -> PixelImage {
        guard let first = frames.first, labels.count == frames.count else {
            throw RenderError.invalidImage("a labelled strip needs one label per frame, not \(labels.count) for \(frames.count) frames")
        }
        let scale = first.scale
        let cell = CGSize(width: CGFloat(frames.map(\.width).max() ?? 0) / CGFloat(scale),
                          height: CGFloat(frames.map(\.height).max() ?? 0) / CGFloat(scale))
        let labelled = try zip(frames, labels).map { frame, label -> PixelImage in
            let canvas = try Canvas(size: CGSize(width: cell.width, height: cell.height + frameLabelHeight), scale: scale)
            if let background { canvas.clear(with: background) }
            canvas.draw(frame, in: CGRect(x: 0, y: 0, width: CGFloat(frame.width) / CGFloat(scale), height: CGFloat(frame.height) / CGFloat(scale)),
                        interpolation: .nearest)
            let style = TextStyle(typography: Typography(fontFamily: ["Inter", "sans-serif"], fontSize: 11, fontWeight: .medium),
                                  color: labelInk(on: background), alignment: .center)
            let layout = try TextLayout(attributedText: AttributedText(label), style: style)
            layout.setWidthLimit(cell.width)
            let height = layout.size(fittingWidth: cell.width).height
            canvas.draw(layout, at: CGPoint(x: 0, y: cell.height + (frameLabelHeight - height) / 2))
            return try canvas.makeImage()
        }
        return try FrameStrip.compose(labelled, columns: columns, spacing: spacing, background: background)
    }

    /// A moment as a frame's label: `0 ms`, `125 ms`, `1.25 s`.
    package static func timeLabel(_ seconds: TimeInterval) -> String {
        guard seconds.isFinite else { return "–" }
        let milliseconds = (seconds * 1000).rounded()
        if abs(milliseconds) < 1000 { return "\(Int(milliseconds)) ms" }
        return "\(decimal(seconds)) s"
    }

    /// A scroll position (0 for the first page) as a frame's label: `page 1`, `page 1.25`.
    package static func pageLabel(_ position: Double) -> String {
        guard position.isFinite else { return "–" }
        return "page \(decimal(position + 1))"
    }

    // MARK: - Private

    /// `value` to two decimals at most, without trailing zeros (`1.25`, `1.5`, `2`); not
    /// `String(format:)`, which is slow on Linux.
    private static func decimal(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        var text = "\(hundredths / 100).\(String(abs(hundredths % 100) + 100).dropFirst())"
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// The darker or the lighter gray, whichever reads better on `background` (white
    /// when there is none).
    private static func labelInk(on background: Color?) -> Color {
        (background ?? Color(red: 1, green: 1, blue: 1)).withAlpha(1)
            .legibleInk(Color(red: 0.36, green: 0.39, blue: 0.44), or: Color(red: 0.72, green: 0.75, blue: 0.79))
    }
}
