/// Where a ``SkeletonView`` paints its band (and its background color) inside its mask.
public enum ShimmerArea: Sendable, Hashable, CaseIterable {
    /// The whole mask, as SurfUtils' `SkeletonView`: its masking views are the placeholders.
    case mask
    /// Only the placeholder shapes inside the masking views (see
    /// ``SkeletonView/placeholderPath(in:)``), so the band never crosses the page between
    /// them: a ``LoadingView``, whose one masking view is the whole area, draws this way.
    case placeholders
}
