import Render
import TokenModel

/// The facts of a style a designer checks: the font it draws with, and whether its text
/// color has enough contrast against what the text sits on.
enum StyleFacts {
    // MARK: - Values

    /// The token value `property` takes (its `normal` one when it differs by state).
    static func value(_ property: String, of style: ResolvedStyle, in state: ControlState = .normal) -> TokenValue? {
        switch style.values[property] {
        case .token(_, let value)?: return value
        case .states(let values)?:
            if case .token(_, let value)? = values[state] ?? values[.normal] { return value }
            return nil
        default: return nil
        }
    }

    static func color(_ property: String, of style: ResolvedStyle, in state: ControlState = .normal) -> Color? {
        value(property, of: style, in: state)?.color
    }

    static func typography(_ property: String, of style: ResolvedStyle) -> Typography? {
        value(property, of: style)?.typography
    }

    // MARK: - Facts

    /// A text style's facts: its typography's (font, size, weight, line height, letter
    /// spacing) and its text color's contrast against its own background color, or the
    /// page's when it has none.
    static func text(
        of style: ResolvedStyle,
        typography typographyProperty: String,
        color colorProperty: String,
        backgroundProperty: String? = "backgroundColor",
        pageBackground: Color
    ) -> [GalleryFact] {
        let typography = typography(typographyProperty, of: style)
        var facts = typography.map(GalleryFact.typography) ?? []
        if let text = color(colorProperty, of: style) {
            let background = backgroundProperty.flatMap { color($0, of: style) } ?? pageBackground
            facts.append(.contrast(of: text, on: background, typography: typography ?? .systemBody))
        }
        return facts
    }

    /// A button's facts: its title typography's, and for each state its title color's
    /// contrast against that state's background color (the page's where it has none),
    /// labelled `contrast highlighted` (never a warning when disabled).
    static func button(of style: ResolvedStyle, typography typographyProperty: String, pageBackground: Color) -> [GalleryFact] {
        let typography = typography(typographyProperty, of: style)
        var facts = typography.map(GalleryFact.typography) ?? []
        for state in ControlState.allCases {
            guard let title = color("titleColor", of: style, in: state) else { continue }
            let background = color("backgroundColor", of: style, in: state) ?? pageBackground
            var fact = GalleryFact.contrast(of: title, on: background, typography: typography ?? .systemBody)
            fact.label = "contrast \(state.rawValue)"
            // WCAG sets no minimum for disabled controls, so a faint disabled title is no fault.
            if state == .disabled { fact.level = .plain }
            facts.append(fact)
        }
        return facts
    }
}
