import TokenModel

/// A token's value in a line of text, as a review names it: `#1F6FEB`, `16px`; a composite
/// value as the gallery's facts of it (`family Inter, size 17, …`); long values are cut.
enum TokenValueText {
    /// The most characters a value's text keeps; the rest is cut with `…`.
    static let maximumLength = 240

    static func text(of value: TokenValue) -> String {
        let text: String
        switch value {
        case .color(let color): text = color.description
        case .dimension(let dimension): text = dimension.description
        case .fontFamily(let families): text = families.joined(separator: ", ")
        case .fontWeight(let weight): text = weight.description
        case .duration(let duration): text = duration.description
        case .number(let number): text = GalleryFact.number(number)
        case .string(let string): text = string
        case .typography(let typography):
            // The families as written, then what the gallery says of it (the font drawn among them).
            text = typography.fontFamily.joined(separator: ", ") + ": " + sentence(TypographySection.facts(of: typography))
        case .cubicBezier, .strokeStyle, .transition: text = sentence(OtherTokenSection.facts(of: value))
        case .border(let border): text = sentence(BorderSection.facts(of: border))
        case .shadow(let shadows): text = sentence(ShadowSection.facts(of: shadows))
        case .gradient(let gradient): text = sentence(GradientSection.facts(of: gradient))
        }
        return text.count > maximumLength ? String(text.prefix(maximumLength)) + "…" : text
    }

    /// The facts the gallery shows of a composite value, in one line (`size 16, letter
    /// spacing 0.5, …`): every member a designer may change, named as the gallery names it.
    private static func sentence(_ facts: [GalleryFact]) -> String {
        facts.map { "\($0.label) \($0.value)" }.joined(separator: ", ")
    }
}
