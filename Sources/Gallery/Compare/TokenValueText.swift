import TokenModel

/// A token's value in a line of text, as a review names it: `#1F6FEB`, `16px`,
/// `Inter 17 / 1.3, weight 600`; long composite values are cut.
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
            let lineHeight = typography.lineHeight.map { " / \(GalleryFact.number($0))" } ?? ""
            text = "\(typography.fontFamily.joined(separator: ", ")) \(GalleryFact.number(typography.fontSize))\(lineHeight), weight \(typography.fontWeight)"
        case .cubicBezier(let bezier): text = String(describing: bezier)
        case .strokeStyle(let style): text = String(describing: style)
        case .border(let border): text = String(describing: border)
        case .transition(let transition): text = String(describing: transition)
        case .shadow(let shadows): text = shadows.map { String(describing: $0) }.joined(separator: ", ")
        case .gradient(let gradient): text = String(describing: gradient)
        }
        return text.count > maximumLength ? String(text.prefix(maximumLength)) + "…" : text
    }
}
