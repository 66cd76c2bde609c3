import Foundation
import TokenModel

/// Whether a shimmer stays visible: the placeholders of a skeleton or a loading screen keep
/// their shape while a band sweeps over them only if the band's peak stands out from what
/// is around the placeholders. A band the color of its surroundings (or nearly: contrast
/// below ``minimumRatio``) makes the bars and the avatar dissolve as it passes (issue #39:
/// a light band of `#FFFFFF` on a white page). `dscompile validate` warns about each such
/// style, at the property that gives the band.
///
/// - A `skeleton` shows its placeholders in `gradientBackgroundColor` and sweeps a band of
///   `gradientMovingColor` over them; everything around the placeholders is the page the
///   skeleton sits on. Its peak is the moving color over the page.
/// - A `loading` view paints its placeholders `placeholderColor` and sweeps a band of
///   `shimmerColor` over them at alpha 0 → ``loadingBandPeakAlpha`` → 0; between the
///   placeholders is the view's own `backgroundColor` (over the page) when the style gives
///   one, else the page, and the view's `alpha` lays all of it over the page. Its peak is
///   the shimmer color at that alpha over the placeholder color. A loading style that gives
///   no `shimmerColor` or no `placeholderColor` is not rated here: the view's defaults
///   are the renderer's, not the design system's.
///
/// The page is ``TextContrastCheck/pageBackground(in:of:backgroundTokens:)``, the one the
/// text contrast check rates text on; a translucent color is composited over what is under it.
public enum ShimmerContrastCheck {
    // MARK: - Nested types

    /// One style's band at its peak in one theme, against the color around its placeholders.
    public struct Finding: Sendable, Hashable {
        /// The style's kind (`skeleton`, `loading`) and name.
        public var kind: String
        public var style: String
        public var theme: Theme
        /// The property that gives the band, where a warning is located.
        public var property: String
        /// The band as the message describes it: its property, token and what it is drawn over.
        public var bandDescription: String
        /// The color at the band's peak, as drawn.
        public var peak: Color
        /// What surrounds the placeholders (`the page`, `its backgroundColor`) and its color.
        public var surroundingsName: String
        public var surroundings: Color
        public var ratio: Double
        public var definition: StyleDefinition
    }

    // MARK: - Properties

    /// The least contrast between the band's peak and its surroundings for the placeholders
    /// to keep their shape mid-sweep: 1.1:1. No standard names one for non-text shapes that
    /// move; below this two colors read as one (`#F7F8FA` on white is 1.06:1).
    public static let minimumRatio = 1.1

    /// The skeleton kind and its moving color's property.
    public static let kind = SkeletonStyleKind.kind.key
    public static let movingColorProperty = SkeletonStyleKind.gradientMovingColor.properties[0].name

    /// The loading kind, its shimmer's and its placeholders' color properties.
    public static let loadingKind = LoadingStyleKind.kind.key
    public static let shimmerColorProperty = LoadingStyleKind.shimmerColor.properties[0].name
    public static let placeholderColorProperty = LoadingStyleKind.placeholderColor.properties[0].name

    /// The alpha a loading view draws its shimmer color at in the band's middle, which
    /// replaces the color's own alpha rather than scaling it: the kind's, which `LoadingView`
    /// draws by.
    public static let loadingBandPeakAlpha = LoadingStyleKind.shimmerPeakAlpha

    // MARK: - Checking

    /// Every skeleton's and loading style's band at its peak, in every theme, in the themes'
    /// and the styles' order.
    public static func findings(for system: ResolvedDesignSystem,
                                backgroundTokens: [TokenPath] = TextContrastCheck.defaultBackgroundTokens) -> [Finding] {
        system.themes.flatMap { theme in
            let page = TextContrastCheck.pageBackground(in: theme, of: system, backgroundTokens: backgroundTokens).withAlpha(1)
            return system.styles(in: theme).compactMap { style -> Finding? in
                switch style.kind {
                case kind: skeletonFinding(of: style, in: theme, page: page)
                case loadingKind: loadingFinding(of: style, in: theme, page: page)
                default: nil
                }
            }
        }
    }

    /// One warning per style whose band reaches its surroundings' color, naming the themes
    /// where it does (a design system with one theme names none), at the band's property.
    public static func warnings(for system: ResolvedDesignSystem,
                                backgroundTokens: [TokenPath] = TextContrastCheck.defaultBackgroundTokens) -> [Diagnostic] {
        var firstByStyle: [String: Finding] = [:]
        var themesByStyle: [String: [Theme]] = [:]
        var order: [String] = []
        for finding in findings(for: system, backgroundTokens: backgroundTokens) where finding.ratio < minimumRatio {
            // Kinds share style names (`skeleton.default`, `loading.default`).
            let key = finding.kind + "." + finding.style
            if firstByStyle[key] == nil {
                order.append(key)
                firstByStyle[key] = finding
            }
            themesByStyle[key, default: []].append(finding.theme)
        }
        return order.compactMap { key in
            guard let finding = firstByStyle[key] else { return nil }
            let themes = themesByStyle[key] ?? []
            let place = system.themes.count > 1 ? " in \(themes.map(\.name).joined(separator: ", "))" : ""
            let location = finding.definition.propertyLocations[finding.property] ?? finding.definition.location
            return .warning(
                "\(finding.kind) style '\(finding.style)': \(finding.bandDescription) on \(finding.surroundingsName) \(finding.surroundings.hexString)\(place) has contrast \(TextContrastCheck.ratioText(finding.ratio)), below \(TextContrastCheck.ratioText(minimumRatio)): the placeholders dissolve into \(finding.surroundingsName) as the band passes",
                at: location)
        }
    }

    // MARK: - Private

    /// A skeleton's band: its moving color over the page.
    private static func skeletonFinding(of style: ResolvedStyle, in theme: Theme, page: Color) -> Finding? {
        guard let (token, color) = colorToken(movingColorProperty, of: style) else { return nil }
        let peak = color.composited(over: page)
        return Finding(kind: style.kind, style: style.name, theme: theme, property: movingColorProperty,
                       bandDescription: "\(movingColorProperty) {\(token)} \(peak.hexString)", peak: peak,
                       surroundingsName: "the page", surroundings: page, ratio: peak.contrastRatio(against: page),
                       definition: style.definition)
    }

    /// A loading view's band: the shimmer color at ``loadingBandPeakAlpha`` over the
    /// placeholder color, over the view's background (or the page), the whole laid over the
    /// page at the view's alpha.
    private static func loadingFinding(of style: ResolvedStyle, in theme: Theme, page: Color) -> Finding? {
        guard let (shimmerToken, shimmer) = colorToken(shimmerColorProperty, of: style),
              let (placeholderToken, placeholder) = colorToken(placeholderColorProperty, of: style) else { return nil }
        let background = colorToken(ViewStyleSetters.backgroundColor.properties[0].name, of: style)
        let under = background.map { $0.color.composited(over: page) } ?? page
        let viewAlpha = viewAlpha(of: style)
        let peak = shimmer.withAlpha(loadingBandPeakAlpha).composited(over: placeholder.composited(over: under))
            .withAlpha(viewAlpha).composited(over: page)
        let surroundings = under.withAlpha(viewAlpha).composited(over: page)
        return Finding(kind: style.kind, style: style.name, theme: theme, property: shimmerColorProperty,
                       bandDescription: "\(shimmerColorProperty) {\(shimmerToken)} at alpha \(loadingBandPeakAlpha) over \(placeholderColorProperty) {\(placeholderToken)} peaks at \(peak.hexString)",
                       peak: peak, surroundingsName: background.map { "its backgroundColor {\($0.token)}" } ?? "the page",
                       surroundings: surroundings, ratio: peak.contrastRatio(against: surroundings), definition: style.definition)
    }

    /// The view's `alpha` (clamped to 0…1, as the renderer draws it), 1 when the style gives none.
    private static func viewAlpha(of style: ResolvedStyle) -> Double {
        guard case .number(let alpha)? = style.tokenValue(ViewStyleSetters.alpha.properties[0].name) else { return 1 }
        return min(max(alpha, 0), 1)
    }

    /// The token and color `property` of `style` gives (its only value, or `normal`'s).
    private static func colorToken(_ property: String, of style: ResolvedStyle) -> (token: TokenPath, color: Color)? {
        guard let (token, value) = style.values[property]?.token(in: nil), let color = value.color else { return nil }
        return (token, color)
    }
}
