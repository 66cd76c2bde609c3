import Foundation
import TokenModel

/// Whether a skeleton's shimmer stays visible: a skeleton shows its placeholders in
/// `gradientBackgroundColor` and sweeps a band of `gradientMovingColor` over them, while
/// everything around the placeholders is the page the skeleton sits on. A band the color
/// of that page (or nearly: contrast below ``minimumRatio``) makes the bars and the avatar
/// dissolve into the page as it passes (issue #39: a light band of `#FFFFFF` on a white
/// page). `dscompile validate` warns about each such style, at its `gradientMovingColor`.
///
/// The page is ``TextContrastCheck/pageBackground(in:of:backgroundTokens:)``, the one the
/// text contrast check rates text on; a translucent band is composited over it.
public enum ShimmerContrastCheck {
    // MARK: - Properties

    /// The least contrast between the band's peak and the page for the placeholders to keep
    /// their shape mid-sweep: 1.1:1. No standard names one for non-text shapes that move;
    /// below this two colors read as one (`#F7F8FA` on white is 1.06:1).
    public static let minimumRatio = 1.1

    /// The style kind the check reads and its moving color's property.
    public static let kind = "skeleton"
    public static let movingColorProperty = "gradientMovingColor"

    // MARK: - Checking

    /// One warning per skeleton style whose band reaches the page color, naming the themes
    /// where it does (a design system with one theme names none).
    public static func warnings(for system: ResolvedDesignSystem,
                                backgroundTokens: [TokenPath] = TextContrastCheck.defaultBackgroundTokens) -> [Diagnostic] {
        var themesByStyle: [String: [Theme]] = [:]
        var found: [String: (definition: StyleDefinition, token: TokenPath, band: Color, page: Color, ratio: Double)] = [:]
        var order: [String] = []
        for theme in system.themes {
            let page = TextContrastCheck.pageBackground(in: theme, of: system, backgroundTokens: backgroundTokens).withAlpha(1)
            for style in system.styles(in: theme) where style.kind == kind {
                guard let (token, value) = style.values[movingColorProperty]?.token(in: nil), let color = value.color else { continue }
                let band = color.composited(over: page)
                let ratio = band.contrastRatio(against: page)
                guard ratio < minimumRatio else { continue }
                if found[style.name] == nil {
                    order.append(style.name)
                    found[style.name] = (style.definition, token, band, page, ratio)
                }
                themesByStyle[style.name, default: []].append(theme)
            }
        }
        return order.compactMap { name in
            guard let finding = found[name] else { return nil }
            let themes = themesByStyle[name] ?? []
            let place = system.themes.count > 1 ? " in \(themes.map(\.name).joined(separator: ", "))" : ""
            let location = finding.definition.propertyLocations[movingColorProperty] ?? finding.definition.location
            return .warning(
                "\(kind) style '\(name)': \(movingColorProperty) {\(finding.token)} \(finding.band.hexString) on the page \(finding.page.hexString)\(place) has contrast \(TextContrastCheck.ratioText(finding.ratio)), below \(TextContrastCheck.ratioText(minimumRatio)): the placeholders dissolve into the page as the band passes",
                at: location)
        }
    }
}
