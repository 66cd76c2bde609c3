import CCairoPango

/// Which points a path that crosses itself encloses.
public enum FillRule: Sendable, Hashable {
    // MARK: - Cases

    /// A point is inside when the path winds around it a non-zero number of times: loops
    /// drawn the same way round fill their overlap.
    case nonZero
    /// A point is inside when a ray from it crosses the path an odd number of times:
    /// overlaps become holes.
    case evenOdd

    // MARK: - Cairo

    var cairoFillRule: cairo_fill_rule_t {
        switch self {
        case .nonZero: CAIRO_FILL_RULE_WINDING
        case .evenOdd: CAIRO_FILL_RULE_EVEN_ODD
        }
    }
}
