import Foundation

/// One kind of block of a ``LoadingView``, as the seed's `BaseLoadingViewBlock`: a fixed
/// height, how many times it repeats, and the placeholder shapes inside it.
public struct LoadingViewBlock: Sendable, Hashable {
    // MARK: - Properties

    /// The height of each copy, in points; a negative or non-finite height counts as 0.
    public var height: CGFloat
    /// How many copies are stacked; a negative count is 0.
    public var repeatCount: Int
    /// The shapes painted in each copy; none paints the whole block.
    public var placeholders: [LoadingPlaceholder]

    // MARK: - Initializers

    /// A block `height` points tall, repeated `repeatCount` times, showing `placeholders`
    /// (the whole block when empty).
    public init(height: CGFloat, repeatCount: Int = 1, placeholders: [LoadingPlaceholder] = []) {
        self.height = height
        self.repeatCount = repeatCount
        self.placeholders = placeholders
    }

    /// The height the layout uses: `height` when it is positive and finite, else 0.
    var usableHeight: CGFloat { height.isFinite && height > 0 ? height : 0 }
}
