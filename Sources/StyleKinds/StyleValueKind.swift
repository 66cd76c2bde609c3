/// What a style property takes, as the style sheet writes it. TokenModel maps the token
/// kinds to its `TokenType` (this module knows no token reader); the builders' style
/// tables check that each row's Swift type is the one this names.
public enum StyleValueKind: Sendable, Hashable {
    // MARK: - Tokens

    /// A color token; the builder takes a `Themed<Color>`.
    case color
    /// A gradient token; the builder takes a `Themed<Gradient>`.
    case gradient
    /// A shadow token; the builder takes a `Themed<[Shadow]>`.
    case shadow
    /// A typography token.
    case typography
    /// A dimension token, in points (`CGFloat`).
    case dimension
    /// A number token, as a `CGFloat`.
    case number
    /// A duration token (`TokenDuration`).
    case duration

    // MARK: - Literals

    /// One of `TextAlignment`'s names, written in Swift as its case (`.left`).
    case alignment
    /// A whole number, at least `minimum`.
    case integer(minimum: Int)
    /// One of ``StyleKindCatalog/contentModeNames``, written in Swift as its case (`.scaleAspectFit`).
    case contentMode
    /// `true` or `false`.
    case boolean
    /// One of these names, written in Swift as an enum case (`.left`), for a component's
    /// own options (a shimmer's `direction`); the names are the option's case names.
    case choice([String])

    // MARK: - Properties

    /// Whether the builder takes a value that may differ between themes (a `Themed`
    /// color, gradient or shadow); every other value must be the same in every theme.
    public var isThemed: Bool {
        switch self {
        case .color, .gradient, .shadow: true
        default: false
        }
    }
}
