import Foundation

/// The `$type` names of the DTCG drafts that Style Dictionary 4 and Tokens Studio write
/// (`fontSize`, `spacing`, `opacity`, …), which DTCG 2025.10 does not define. `--compat`
/// reads each as the DTCG type it means (``Deviation/draftType``); `--strict` reports it.
///
/// Their string values are read as Style Dictionary's transforms read them: a unitless
/// `fontSize` is rem (`size/rem`, `size/remToPt` and `size/swift/remToCGFloat` all take it
/// so), a percentage opacity or line height is a fraction (`40%` is 0.4), and a line height
/// with a unit is a length, which a typography turns into a multiple of its font size.
enum DraftType: String, CaseIterable {
    case fontSize
    case spacing
    case sizing
    case borderRadius
    case borderWidth
    case letterSpacing
    case lineHeight
    case opacity

    // MARK: - Meaning

    /// The DTCG type a token of this type is, unless its value says otherwise (a line height
    /// with a unit is a dimension).
    var tokenType: TokenType {
        switch self {
        case .lineHeight, .opacity: .number
        case .fontSize, .spacing, .sizing, .borderRadius, .borderWidth, .letterSpacing: .dimension
        }
    }

    /// `node` as DTCG writes what it means, and the token's type: a whole-value reference
    /// is kept (a line height's type is then the target's); a number written as a string or
    /// a percentage becomes a number; a unitless font size a length in rem.
    func normalized(_ node: SourceNode, type: TokenType?) -> (node: SourceNode, type: TokenType?) {
        if node.object?["$ref"] != nil { return (node, self == .lineHeight ? nil : type) }
        let text: String
        switch node.value {
        case .string(let string):
            if AliasResolver.reference(in: string) != nil { return (node, self == .lineHeight ? nil : type) }
            text = string.trimmingCharacters(in: .whitespaces)
        case .number(let number):
            text = number.shortestText
        default:
            return (node, type)
        }
        switch self {
        case .fontSize:
            guard Double(text) != nil else { return (node, type) }
            return (SourceNode(.string(text + "rem"), at: node.location), type)
        case .opacity, .lineHeight:
            if let number = Double(text) { return (SourceNode(.number(number), at: node.location), type) }
            if text.hasSuffix("%"), let percent = Double(text.dropLast()) {
                return (SourceNode(.number(percent / 100), at: node.location), type)
            }
            return (node, self == .lineHeight ? .dimension : type)
        case .spacing, .sizing, .borderRadius, .borderWidth, .letterSpacing:
            return (node, type)
        }
    }
}
