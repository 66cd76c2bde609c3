/// The `$type` of a token, as DTCG 2025.10 names them.
public enum TokenType: String, Sendable, Hashable, CaseIterable, Codable {
    case color
    case dimension
    case fontFamily
    case fontWeight
    case duration
    case cubicBezier
    case number
    case strokeStyle
    case border
    case transition
    case shadow
    case gradient
    case typography
    /// Not a DTCG type: `$type: string` and other types DTCG does not define, read as text
    /// under `--compat` only.
    case string
}
