import Foundation

/// The letters an initials avatar shows: the first grapheme of each name, uppercased by the
/// rules of a locale, so "иван сидоров" shows "ИС", "ελένη" "Ε" and, in Turkish, "irmak"
/// "İ". SurfUtils' `drawInitials` draws the characters as typed, so a lowercase name gives a
/// lowercase avatar; a designer reads initials as capitals in every script, so this departs
/// from it (COMPONENTS.md, "Initials").
public enum InitialsText {
    // MARK: - Initials

    /// The initial of `firstname` followed by that of `lastname`; an empty name (or one of
    /// spaces only) adds nothing.
    public static func initials(firstname: String, lastname: String, locale: Locale) -> String {
        initial(of: firstname, locale: locale) + initial(of: lastname, locale: locale)
    }

    /// The first grapheme of `name` after any leading white space, uppercased in `locale`.
    ///
    /// A grapheme is kept whole ("É", a flag, a family emoji). One whose uppercase is
    /// several letters stays one letter: "ß" gives "ẞ" (U+1E9E, the capital German
    /// orthography allows since 2017) rather than "SS", a ligature such as "ﬁ" its first
    /// capital, "F". A grapheme with no case (a digit, an emoji, CJK) is kept as it is.
    public static func initial(of name: String, locale: Locale) -> String {
        guard let first = name.first(where: { !$0.isWhitespace }) else { return "" }
        if first == "ß" { return "ẞ" }
        let upper = String(first).uppercased(with: locale)
        return upper.first.map(String.init) ?? String(first)
    }
}
