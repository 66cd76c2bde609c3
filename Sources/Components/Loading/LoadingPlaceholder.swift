import Foundation

/// One placeholder shape in a ``LoadingPlaceholderBlock``: a rounded rectangle painted with the
/// configuration's placeholder color, as a `LoadingSubview`'s gray views.
public struct LoadingPlaceholder: Sendable, Hashable {
    // MARK: - Properties

    /// The shape's frame in the block, in points.
    public var frame: CGRect
    /// The corner radius.
    public var cornerRadius: CGFloat
    /// When set, the shape stretches to this many points from the block's right edge
    /// (its width is ignored), so a line adapts to the screen width.
    public var trailingInset: CGFloat?

    // MARK: - Initializers

    /// A shape at `frame` rounded by `cornerRadius`; with `trailingInset` it ends that far
    /// from the block's right edge.
    public init(frame: CGRect, cornerRadius: CGFloat = 0, trailingInset: CGFloat? = nil) {
        self.frame = frame
        self.cornerRadius = cornerRadius
        self.trailingInset = trailingInset
    }

    // MARK: - Layout

    /// The frame in a block `width` points wide.
    public func frame(inBlockOfWidth width: CGFloat) -> CGRect {
        guard let trailingInset else { return frame }
        return CGRect(x: frame.minX, y: frame.minY, width: max(0, width - trailingInset - frame.minX), height: frame.height)
    }
}
