import Foundation
import TokenValues

/// Lays frames of an animation (or states of a component) out in a grid on one image,
/// for contact strips: shimmer frames, the bean control's pages, a switch's transition.
public enum FrameStrip {
    // MARK: - Composing

    /// One image with `frames` in rows of `columns` (all in one row when `nil`), left to
    /// right then top to bottom, each in a cell as large as the largest frame and
    /// `spacing` points apart, over `background` (transparent when `nil`).
    ///
    /// Every frame must have the scale of the first. No frames, an empty frame, a
    /// `columns` below 1, a negative or non-finite `spacing`, or a result over
    /// ``Canvas/maximumPixels`` a side is a ``RenderError``, never a crash.
    public static func compose(_ frames: [PixelImage], columns: Int? = nil, spacing: CGFloat = 0,
                               background: Color? = nil) throws(RenderError) -> PixelImage {
        guard let first = frames.first else { throw .invalidImage("a frame strip needs at least one frame") }
        guard spacing.isFinite, spacing >= 0 else { throw .nonFiniteGeometry("a frame strip's spacing is \(spacing)") }
        let columns = columns ?? frames.count
        guard columns >= 1 else { throw .invalidImage("a frame strip needs at least one column, not \(columns)") }
        let scale = first.scale
        for (index, frame) in frames.enumerated() {
            guard frame.scale == scale else {
                throw .invalidImage("frame \(index) has scale \(frame.scale), the first \(scale)")
            }
            guard frame.width > 0, frame.height > 0 else { throw .invalidImage("frame \(index) is empty") }
        }
        let cell = CGSize(width: CGFloat(frames.map(\.width).max() ?? 0) / CGFloat(scale),
                          height: CGFloat(frames.map(\.height).max() ?? 0) / CGFloat(scale))
        let usedColumns = min(columns, frames.count)
        let rows = (frames.count + columns - 1) / columns
        let size = CGSize(width: CGFloat(usedColumns) * cell.width + CGFloat(usedColumns - 1) * spacing,
                          height: CGFloat(rows) * cell.height + CGFloat(rows - 1) * spacing)
        let canvas = try Canvas(size: size, scale: scale)
        if let background { canvas.clear(with: background) }
        for (index, frame) in frames.enumerated() {
            let origin = CGPoint(x: CGFloat(index % columns) * (cell.width + spacing),
                                 y: CGFloat(index / columns) * (cell.height + spacing))
            let frameSize = CGSize(width: CGFloat(frame.width) / CGFloat(scale), height: CGFloat(frame.height) / CGFloat(scale))
            canvas.draw(frame, in: CGRect(origin: origin, size: frameSize), interpolation: .nearest)
        }
        return try canvas.makeImage()
    }
}
