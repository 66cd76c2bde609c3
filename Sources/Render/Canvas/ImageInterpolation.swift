import CCairoPango

/// How image pixels are sampled when an image is drawn at another size or position.
public enum ImageInterpolation: Sendable, Hashable, CaseIterable {
    // MARK: - Cases

    /// The nearest pixel: hard edges, for pixel art and exact copies.
    case nearest
    /// A blend of the four nearest pixels.
    case bilinear
    /// Cairo's best filter: bilinear when enlarging, a box-like convolution over every
    /// source pixel when shrinking, so small thumbnails do not alias.
    case best

    // MARK: - Cairo

    var cairoFilter: cairo_filter_t {
        switch self {
        case .nearest: CAIRO_FILTER_NEAREST
        case .bilinear: CAIRO_FILTER_BILINEAR
        case .best: CAIRO_FILTER_BEST
        }
    }
}
