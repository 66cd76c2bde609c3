import Foundation
import Render
import TokenModel
import ViewKit

extension BeanPageControl {
    // MARK: - Frames

    /// The positions of a scroll from page 0 to the last: each page, and `stepsPerPage − 1`
    /// evenly spaced positions between it and the next (`[0, 0.25, 0.5, 0.75, 1, …]` for 4
    /// steps). One position, 0, without a second page; a `stepsPerPage` below 1 counts as 1.
    /// More than `maximumPositions` positions (a huge `count` or `stepsPerPage`) is a
    /// ``RenderError``, checked before anything is allocated.
    public func transitionPositions(stepsPerPage: Int, maximumPositions: Int = 1_000) throws(RenderError) -> [Double] {
        let steps = max(1, stepsPerPage)
        guard count > 1 else { return [0] }
        let (gaps, overflow) = (count - 1).multipliedReportingOverflow(by: steps)
        guard !overflow, gaps < maximumPositions else {
            throw .invalidImage("a bean strip of \(count) pages at \(steps) steps a page is more than \(maximumPositions) frames")
        }
        return (0...gaps).map { Double($0) / Double(steps) }
    }

    /// The control drawn at each of ``transitionPositions(stepsPerPage:maximumPositions:)``,
    /// each as large as the control (laid out at its intrinsic size when its frame is
    /// empty). The position is restored afterwards. Throws the renderer's error for a
    /// control too large to draw, or when there are more than `maximumFrames` frames.
    public func transitionFrames(stepsPerPage: Int, renderer: Renderer, padding: CGFloat = 0,
                                 maximumFrames: Int = 1_000) throws -> [PixelImage] {
        let positions = try transitionPositions(stepsPerPage: stepsPerPage, maximumPositions: maximumFrames)
        let savedPosition = position, savedFrame = frame
        defer {
            position = savedPosition
            frame = savedFrame
        }
        if frame.width <= 0 || frame.height <= 0 {
            frame.size = try intrinsicContentSize(fittingWidth: nil) ?? .zero
        }
        return try positions.map { value in
            position = value
            return try renderer.render(self, padding: padding)
        }
    }

    /// The frames of ``transitionFrames(stepsPerPage:renderer:padding:maximumFrames:)``
    /// one below the other, `spacing` points apart, over the renderer's background: a
    /// contact strip of a scroll from page 0 to the last, where the beans flow into each
    /// other row by row.
    public func transitionStrip(stepsPerPage: Int, renderer: Renderer, padding: CGFloat = 0,
                                spacing: CGFloat = 0) throws -> PixelImage {
        let frames = try transitionFrames(stepsPerPage: stepsPerPage, renderer: renderer, padding: padding)
        return try FrameStrip.compose(frames, columns: 1, spacing: spacing,
                                      background: renderer.background?.resolved(in: renderer.theme))
    }
}
