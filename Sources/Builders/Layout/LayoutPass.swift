import Foundation

/// Sizes a view tree for rendering.
///
/// For now the root takes its fitting size (its intrinsic size for a width limit) and
/// subviews keep their frames; constraint-based layout through `ConstraintSolver` replaces
/// this pass as Auto Layout arrives.
public enum LayoutPass {
    // MARK: - Layout

    /// Sets the root's frame to its fitting size at the origin and returns it.
    /// - Parameter width: the width the root may take at most; `nil` for no limit.
    @discardableResult
    public static func layoutRoot(_ root: View, fittingWidth width: CGFloat?) throws -> CGSize {
        let size = try root.intrinsicContentSize(fittingWidth: width) ?? root.frame.size
        root.frame = CGRect(origin: .zero, size: size)
        return size
    }
}
