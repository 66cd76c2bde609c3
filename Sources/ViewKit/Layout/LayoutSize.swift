import Foundation

/// The size a layout pass gives the root of a tree: a fixed size, or the size its
/// constraints fit, as `systemLayoutSizeFitting`.
public enum LayoutSize: Sendable, Hashable {
    // MARK: - Cases

    /// Exactly this size, as a window's root view.
    case fixed(CGSize)
    /// The size the tree fits, chosen per axis.
    case fitting(width: FittingDimension = .compressed, height: FittingDimension = .compressed)

    // MARK: - Presets

    /// The smallest size the constraints allow (`layoutFittingCompressedSize`).
    public static let compressed = LayoutSize.fitting(width: .compressed, height: .compressed)
    /// The largest size the constraints allow, up to ``FittingDimension/expandedLength``
    /// (`layoutFittingExpandedSize`).
    public static let expanded = LayoutSize.fitting(width: .expanded, height: .expanded)
}

/// How a fitting layout chooses the root's width or height.
public enum FittingDimension: Sendable, Hashable {
    // MARK: - Cases

    /// As small as the constraints allow: pulled towards 0 at priority 50
    /// (``LayoutPriority/fittingSizeLevel``), so content hugging (250) wins.
    case compressed
    /// As large as the constraints allow: pulled towards ``expandedLength`` at priority 50.
    case expanded
    /// Exactly this length (a required constraint); text wraps at it.
    case exactly(CGFloat)
    /// At most this length (a required constraint), else compressed; text wraps at it.
    case atMost(CGFloat)

    // MARK: - Constants

    /// What an expanded length is pulled towards, in points.
    public static let expandedLength: CGFloat = 10_000

    // MARK: - Derived values

    /// The length text wraps at before the first solve.
    var limit: CGFloat? {
        switch self {
        case .compressed, .expanded: nil
        case .exactly(let length), .atMost(let length): length.isFinite ? length : nil
        }
    }
}
