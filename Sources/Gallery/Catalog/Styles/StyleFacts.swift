import DesignChecks
import Render
import TokenModel

/// The facts of a style a designer checks: the font it draws with, and whether its text
/// color has enough contrast against what the text sits on.
enum StyleFacts {
    // MARK: - Values

    /// The token value `property` takes (its `normal` one when it differs by state).
    static func value(_ property: String, of style: ResolvedStyle, in state: ControlState = .normal) -> TokenValue? {
        style.tokenValue(property, in: state)
    }

    static func color(_ property: String, of style: ResolvedStyle, in state: ControlState = .normal) -> Color? {
        value(property, of: style, in: state)?.color
    }

    static func typography(_ property: String, of style: ResolvedStyle) -> Typography? {
        value(property, of: style)?.typography
    }

    // MARK: - Facts

    /// A text style's facts: its typography's (font, size, weight, line height, letter
    /// spacing) and the contrast of each of its text colors against the surface it is drawn
    /// on, as `dscompile validate` rates them (``TextContrastCheck``).
    static func text(of style: ResolvedStyle, typography typographyProperty: String, pageBackground: Color) -> [GalleryFact] {
        (typography(typographyProperty, of: style).map(GalleryFact.typography) ?? []) + contrast(of: style, pageBackground: pageBackground)
    }

    /// One fact per text color and state of `style`: `contrast`, `contrast highlighted`,
    /// `contrast countColor on badgeColor`, … Disabled states are left out, as WCAG sets no
    /// minimum for inactive controls.
    static func contrast(of style: ResolvedStyle, pageBackground: Color) -> [GalleryFact] {
        let findings = TextContrastCheck.findings(of: style, pageBackground: pageBackground)
        let mainProperty = findings.first?.property
        return findings.map { finding in
            var fact = GalleryFact.contrast(of: finding.text, on: finding.background, typography: finding.typography)
            let parts = ["contrast", finding.property == mainProperty ? nil : finding.property, finding.state?.rawValue]
            fact.label = parts.compactMap { $0 }.joined(separator: " ")
            return fact
        }
    }
}
