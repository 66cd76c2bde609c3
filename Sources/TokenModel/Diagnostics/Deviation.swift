/// What real design systems publish although DTCG 2025.10 forbids it. `--strict` (the
/// default) reports each as an error; `--compat` reads it and reports one warning per kind
/// of deviation per file.
public enum Deviation: String, Sendable, Hashable, CaseIterable {
    /// A dimension in a unit other than px or rem (`em`, `dp`, `vw`), or written as a bare
    /// number or a CSS string.
    case dimensionUnit
    /// A color written as a hex string (`"#ff0000"`) or a three-digit `hex` fallback.
    case hexColor
    /// `$type: string`, or a `$type` DTCG does not define; the value is kept as text.
    case nonStandardType
    /// A property without `$` beside `$value` in a token.
    case extraTokenProperty
    /// A typography value with a missing or extra property, or a `lineHeight` given as a
    /// dimension.
    case typographyShape
    /// A font family written as a CSS font stack in one string (`"'Inter', sans-serif"`):
    /// read as the list it means. Only `--compat` looks; strictly it is one family name.
    case cssFontStack
    /// A `$ref` that names a whole token (`#/color/blue`) rather than its `$value`, as the
    /// format's example 32 was corrected to write it (design-tokens/community-group#369).
    case wholeTokenReference
    /// A token without `$type` in a group without one, whose value fits one type only (a
    /// `{colorSpace, components}` object is a color): read as that type.
    case inferredType
    /// A duration written as a CSS string (`"100ms"`, `"0.1s"`), not `{value, unit}`.
    case durationString
    /// A shadow without `spread`: read as a spread of 0.
    case shadowWithoutSpread
    /// A `$type` of the DTCG drafts that Style Dictionary 4 and Tokens Studio write
    /// (`fontSize`, `spacing`, `opacity`, …): read as the DTCG type it means (``DraftType``).
    case draftType
    /// A color written as CSS text other than hex: `rgb()`/`rgba()`, `hsl()`/`hsla()` or a
    /// named color (`transparent`), as Style Dictionary passes it to CSS.
    case cssColor
    /// A number or font weight written as a decimal string (`"1.5"`, `"400"`): read as
    /// that number.
    case numberString
    /// A shadow's `inset` written as CSS's keyword, `"inset"`: read as `true`.
    case insetKeyword

    /// What the warning or error says about it.
    public var summary: String {
        switch self {
        case .dimensionUnit: "dimensions in units other than px and rem, or not written as {value, unit}"
        case .hexColor: "colors written as hex strings"
        case .nonStandardType: "tokens of a $type DTCG does not define, kept as text (text of one type only, \"16px\", \"100ms\", \"#fff\", read as that type)"
        case .extraTokenProperty: "tokens with properties other than $value and metadata, ignored"
        case .typographyShape: "typography values with missing or extra properties or a lineHeight given as a dimension"
        case .cssFontStack: "font families written as a CSS font stack in one string, read as a list"
        case .wholeTokenReference: "$ref pointers to a whole token rather than its $value, read as its value"
        case .inferredType: "tokens without $type whose value fits one type only, read as that type"
        case .durationString: "durations written as strings, not {value, unit}"
        case .shadowWithoutSpread: "shadows without spread, read as a spread of 0"
        case .insetKeyword: "shadows whose inset is written \"inset\", read as true"
        case .numberString: "numbers and font weights written as strings (\"1.5\", \"400\"), read as the number"
        case .cssColor: "colors written as CSS rgb(), hsl() or named colors, read as sRGB"
        case .draftType: "tokens of a Style Dictionary or Tokens Studio $type (fontSize, spacing, opacity, …), read as the DTCG type it means "
            + "(a unitless fontSize as rem and a percentage as a fraction, as Style Dictionary's transforms read them)"
        }
    }
}

/// How strictly token files are read.
public enum ReadingMode: Sendable, Hashable {
    /// DTCG 2025.10 to the letter.
    case strict
    /// Also what real design systems publish against the spec; see ``Deviation``.
    case compat
}
