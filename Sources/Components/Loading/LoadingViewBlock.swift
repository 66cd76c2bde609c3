import Foundation
import ViewKit

/// One kind of block of a ``LoadingView`` (SurfUtils' `LoadingViewBlock`): how tall a copy
/// is, how many copies stack, and how to make one. ``LoadingPlaceholderBlock`` describes a
/// block by its shapes; ``BaseLoadingViewBlock`` makes it from a view of the team's own.
public protocol LoadingViewBlock {
    /// How many copies are stacked; a negative count is 0.
    var repeatCount: Int { get }
    /// The height of each copy, in points; a negative or non-finite height counts as 0.
    var height: CGFloat { get }

    /// A copy of the block, `size` big, whose placeholders are painted `placeholderColor`.
    func makeCopy(size: CGSize, placeholderColor: UIColor) -> View
}

extension LoadingViewBlock {
    /// The height the layout uses: ``height`` when it is positive and finite, else 0.
    var usableHeight: CGFloat { height.isFinite && height > 0 ? height : 0 }
}
