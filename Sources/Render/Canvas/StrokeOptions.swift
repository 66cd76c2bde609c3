import CCairoPango
import Foundation
import TokenValues

/// How a path's outline is drawn: line width, dash pattern, caps and joins.
///
/// Dash patterns for the DTCG `strokeStyle` keywords, relative to the line width `w`:
///
/// | keyword | dash, gap | cap |
/// | --- | --- | --- |
/// | `solid` | none | butt |
/// | `dashed` | `3w`, `3w` | butt |
/// | `dotted` | `0`, `2w` (a round dot of diameter `w` every `2w`) | round |
/// | `double`, `groove`, `ridge`, `outset`, `inset` | none (drawn solid: they are border effects, not dash patterns) | butt |
///
/// A `.dashes` style uses its own lengths (converted to points with ``remSize``) and cap.
/// A ``cap`` given here wins over the style's.
public struct StrokeOptions: Sendable, Hashable {
    // MARK: - Nested types

    /// How lines meet at corners.
    public enum LineJoin: Sendable, Hashable {
        /// A sharp corner, cut to a bevel when longer than ``StrokeOptions/miterLimit``.
        case miter
        /// A rounded corner.
        case round
        /// A corner cut straight across.
        case bevel
    }

    // MARK: - Properties

    /// The line width in points; a width of 0 or less draws nothing.
    public var width: CGFloat
    /// The DTCG stroke style; `nil` is solid.
    public var style: StrokeStyle?
    /// The cap at the ends of lines and dashes; `nil` takes the style's (butt when it gives none).
    public var cap: StrokeStyle.LineCap?
    /// How lines meet at corners.
    public var join: LineJoin
    /// How many times the line width a miter may reach before it is beveled (Cairo's and
    /// CoreGraphics' default is 10).
    public var miterLimit: CGFloat
    /// The root font size for `rem` dash lengths.
    public var remSize: CGFloat

    // MARK: - Initializers

    /// Options for a line `width` points wide; the defaults draw a solid line with butt
    /// caps and miter joins, as Cairo and CoreGraphics do.
    public init(width: CGFloat, style: StrokeStyle? = nil, cap: StrokeStyle.LineCap? = nil, join: LineJoin = .miter,
                miterLimit: CGFloat = 10, remSize: CGFloat = TokenValues.Dimension.defaultRemSize) {
        self.width = width
        self.style = style
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.remSize = remSize
    }

    // MARK: - Derived values

    /// The cap drawn: ``cap``, else the style's.
    public var effectiveCap: StrokeStyle.LineCap {
        if let cap { return cap }
        switch style {
        case .dashes(_, let lineCap): return lineCap
        case .keyword(.dotted): return .round
        default: return .butt
        }
    }

    /// Alternating dash and gap lengths in points; empty for a solid line; `nil` when a
    /// length is not finite. As in SVG, a pattern with a negative length, or only zeros,
    /// is drawn solid.
    public var dashPattern: [CGFloat]? {
        let lengths: [CGFloat]
        switch style {
        case nil, .keyword(.solid), .keyword(.double), .keyword(.groove), .keyword(.ridge),
             .keyword(.outset), .keyword(.inset):
            return []
        case .keyword(.dashed):
            lengths = [3 * width, 3 * width]
        case .keyword(.dotted):
            lengths = [0, 2 * width]
        case .dashes(let dashArray, _):
            lengths = dashArray.map { $0.points(remSize: remSize) }
        }
        guard lengths.allSatisfy(\.isFinite) else { return nil }
        return lengths.allSatisfy({ $0 >= 0 }) && lengths.contains { $0 > 0 } ? lengths : []
    }

    // MARK: - Cairo

    /// Sets width, dash, cap, join and miter limit on `context`; throws for lengths that
    /// Cairo would refuse, without touching `context`.
    func apply(to context: OpaquePointer) throws(RenderError) {
        guard width.isFinite else { throw .nonFiniteGeometry("the stroke width") }
        guard miterLimit.isFinite else { throw .nonFiniteGeometry("the miter limit") }
        guard let dashes = dashPattern?.map(Double.init) else {
            throw .nonFiniteGeometry("a dash length")
        }
        cairo_set_line_width(context, Double(width))
        dashes.withUnsafeBufferPointer { cairo_set_dash(context, $0.baseAddress, Int32($0.count), 0) }
        let cairoCap: cairo_line_cap_t = switch effectiveCap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
        let cairoJoin: cairo_line_join_t = switch join {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
        cairo_set_line_cap(context, cairoCap)
        cairo_set_line_join(context, cairoJoin)
        cairo_set_miter_limit(context, Double(max(miterLimit, 1)))
    }
}
