/// How a line is drawn, as a DTCG `strokeStyle` token gives it: a CSS keyword, or a dash
/// pattern with a line cap.
public enum StrokeStyle: Sendable, Hashable {
    // MARK: - Nested types

    /// The keywords DTCG 2025.10 takes from CSS `border-style`.
    public enum Keyword: String, Sendable, Hashable, CaseIterable {
        case solid, dashed, dotted, double, groove, ridge, outset, inset
    }

    /// How the ends of dashes are drawn.
    public enum LineCap: String, Sendable, Hashable, CaseIterable {
        case round, butt, square
    }

    // MARK: - Cases

    case keyword(Keyword)
    /// Alternating dash and gap lengths.
    case dashes(dashArray: [Dimension], lineCap: LineCap)
}
