/// Which way a skeleton's shimmer band sweeps, as SurfUtils' `SkeletonView.direction`.
/// The case names are the style sheet's `direction` values.
public enum ShimmerDirection: String, Sendable, Hashable, CaseIterable {
    /// From the left edge to the right (the default).
    case right
    /// From the right edge to the left.
    case left
}
