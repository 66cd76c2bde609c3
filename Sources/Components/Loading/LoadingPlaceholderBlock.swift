import Foundation
import ViewKit

/// A block of a ``LoadingView`` described by its shapes: a fixed height, how many times it
/// repeats, and the placeholder shapes inside it. For a block drawn by a view of the team's
/// own, see ``BaseLoadingViewBlock``.
public struct LoadingPlaceholderBlock: LoadingViewBlock, Sendable, Hashable {
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

    // MARK: - LoadingViewBlock

    /// A copy `size` big holding a rounded view per placeholder (one over the whole copy
    /// when there are none), painted `placeholderColor`.
    public func makeCopy(size: CGSize, placeholderColor: UIColor) -> View {
        let copy = View(frame: CGRect(origin: .zero, size: size))
        let shapes = placeholders.isEmpty ? [LoadingPlaceholder(frame: copy.bounds)] : placeholders
        for shape in shapes {
            let placeholder = View(frame: shape.frame(inBlockOfWidth: size.width))
            placeholder.backgroundColor = placeholderColor
            placeholder.cornerRadius = shape.cornerRadius
            copy.addSubview(placeholder)
        }
        return copy
    }
}
