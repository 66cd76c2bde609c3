import TokenModel

/// What a token's source type means, before its value is read: which DTCG type it becomes
/// and by which rules its value is read.
enum SourceKind: Equatable {
    case color
    case dimension
    /// A line height: a percentage or multiple becomes a number, a length a dimension.
    case lineHeight
    /// A letter spacing: a length; a percentage or `em` only inside a typography.
    case letterSpacing
    /// An opacity: a number from 0 to 1, or a percentage.
    case opacity
    case fontFamily
    case fontWeight
    case duration
    case number
    case cubicBezier
    case strokeStyle
    case typography
    case shadow
    case border
    case transition
    case gradient
    /// A type DTCG 2025.10 cannot hold; the reason says why.
    case unsupported(String)

    // MARK: - Properties

    /// The DTCG types a value of this kind may become.
    var types: Set<TokenType> {
        switch self {
        case .color: [.color]
        case .dimension, .letterSpacing: [.dimension]
        case .lineHeight: [.number, .dimension]
        case .opacity, .number: [.number]
        case .fontFamily: [.fontFamily]
        case .fontWeight: [.fontWeight]
        case .duration: [.duration]
        case .cubicBezier: [.cubicBezier]
        case .strokeStyle: [.strokeStyle]
        case .typography: [.typography]
        case .shadow: [.shadow]
        case .border: [.border]
        case .transition: [.transition]
        case .gradient: [.gradient]
        case .unsupported: []
        }
    }

    // MARK: - Mapping

    /// The kind of a Tokens Studio type (its documented token types).
    static func tokensStudio(_ type: String) -> SourceKind {
        switch type {
        case "color": .color
        case "sizing", "spacing", "borderRadius", "borderWidth", "dimension", "fontSizes", "paragraphSpacing", "paragraphIndent": .dimension
        case "lineHeights": .lineHeight
        case "letterSpacing": .letterSpacing
        case "opacity": .opacity
        case "fontFamilies", "fontFamily": .fontFamily
        case "fontWeights", "fontWeight": .fontWeight
        case "number": .number
        case "duration": .duration
        case "cubicBezier": .cubicBezier
        case "typography": .typography
        case "boxShadow", "shadow": .shadow
        case "border": .border
        case "strokeStyle": .strokeStyle
        case "transition": .transition
        case "gradient": .gradient
        case "composition": .unsupported("a composition token (several CSS properties at once) has no DTCG type")
        case "textCase": .unsupported("text case (uppercase, lowercase…) has no DTCG type")
        case "textDecoration": .unsupported("text decoration (underline, line-through…) has no DTCG type")
        case "asset": .unsupported("an asset (an image URL) has no DTCG type")
        case "boolean": .unsupported("a boolean (a Figma variable's on/off) has no DTCG 2025.10 type")
        case "text", "other", "string": .unsupported("the Tokens Studio type '\(type)' is free text, which DTCG 2025.10 has no type for")
        default: .unsupported("the type '\(type)' is not one Tokens Studio documents")
        }
    }

    /// The kind of a Style Dictionary token from its CTI category and CTI type (the first two
    /// path parts), as Style Dictionary's built-in transforms match them; `nil` when the
    /// category gives none.
    static func styleDictionary(category: String, ctiType: String?) -> SourceKind? {
        // Style Dictionary's built-in transforms match these categories (its CTI docs).
        switch category {
        case "color": return .color
        case "size":
            switch ctiType {
            case "lineHeight", "line-height": return .lineHeight
            case "letterSpacing", "letter-spacing": return .letterSpacing
            default: return .dimension
            }
        case "time": return .duration
        case "font":
            switch ctiType {
            case "family": return .fontFamily
            case "weight": return .fontWeight
            default: return nil
            }
        case "opacity": return .opacity
        case "content": return .unsupported("the category 'content' is text (Style Dictionary quotes it for CSS), which DTCG 2025.10 has no type for")
        case "asset": return .unsupported("the category 'asset' names a file (an image or font), which DTCG 2025.10 has no type for")
        default: return nil
        }
    }

    /// The kind of a Style Dictionary `type` it documents (its own names and the DTCG
    /// draft's); `nil` for a type it does not document (a team's own, such as `primitive`).
    static func styleDictionary(type: String) -> SourceKind? {
        switch type {
        case "color": .color
        case "dimension", "size", "sizing", "spacing", "fontSize", "borderRadius", "borderWidth": .dimension
        case "lineHeight": .lineHeight
        case "letterSpacing": .letterSpacing
        case "opacity": .opacity
        case "fontFamily", "fontFamilies": .fontFamily
        case "fontWeight", "fontWeights": .fontWeight
        case "duration", "time": .duration
        case "number": .number
        case "cubicBezier": .cubicBezier
        case "strokeStyle": .strokeStyle
        case "typography": .typography
        case "shadow": .shadow
        case "border": .border
        case "transition": .transition
        case "gradient": .gradient
        case "asset", "content", "html", "file", "string", "other", "fontStyle", "textTransform", "textDecoration":
            .unsupported("the type '\(type)' has no DTCG 2025.10 type")
        default: nil
        }
    }

    /// The kind a value names by its own syntax alone, for a token neither its type nor its
    /// category types: a CSS color in hex or `rgb()`/`hsl()` notation, or a number with a
    /// length or time unit DTCG has (`px`, `rem`, `ms`, `s`). Style Dictionary writes such a
    /// value unchanged, and CSS reads it as exactly that; nothing else is guessed.
    static func styleDictionary(value: SourceNode) -> SourceKind? {
        guard let text = value.string?.trimmingCharacters(in: .whitespaces).lowercased(), !text.contains("{") else { return nil }
        if ["#", "rgb(", "rgba(", "hsl(", "hsla("].contains(where: text.hasPrefix), CSSValues.color(text) != nil { return .color }
        guard let quantity = CSSValues.quantity(text) else { return nil }
        switch quantity.unit {
        case "px", "rem": return .dimension
        case "ms", "s": return .duration
        default: return nil
        }
    }
}
