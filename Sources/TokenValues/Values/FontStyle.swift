/// Whether glyphs are drawn upright or slanted, as CSS's `font-style`.
///
/// Not a member of DTCG 2025.10's typography (fontFamily, fontSize, fontWeight,
/// letterSpacing, lineHeight), so token files never give it and every token's typography
/// is ``normal``; code sets it (`UIFont.italicSystemFont(ofSize:)`).
public enum FontStyle: String, Sendable, Hashable, CaseIterable {
    /// Upright glyphs.
    case normal
    /// The family's italic face; a family without one draws upright (no slant is faked).
    case italic
}
