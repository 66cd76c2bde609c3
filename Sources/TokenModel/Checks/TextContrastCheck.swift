import Foundation

/// WCAG 2.2 contrast of every text color of every style (a label's `textColor`, a button's
/// `titleColor` in each state, a pin's text on its bubble, …) against the surface it is drawn
/// on: the style's surface color (composited over the page when translucent), else the page
/// background. Disabled states are left out, as WCAG exempts inactive controls. What the
/// gallery marks, `dscompile validate` and the build plugin warn about.
///
/// It lives here, beside the style schema, rather than in DesignChecks: it needs only the
/// resolved tokens and the contrast math of TokenValues, so the plugin's tool
/// (`dscompile-tokens`, which must link no renderer) runs it too; DesignChecks re-exports it.
public enum TextContrastCheck {
    // MARK: - Nested types

    /// One text color of one style in one state, in the themes where it reads alike.
    public struct Finding: Sendable, Hashable {
        public var kind: String
        public var style: String
        /// The text's property (`textColor`).
        public var property: String
        /// `nil` for a property without states.
        public var state: ControlState?
        /// The text color's token, when a token gives it.
        public var textToken: TokenPath?
        public var text: Color
        public var background: Color
        public var typography: Typography
        public var ratio: Double
        public var rating: ContrastRating
        public var location: SourceLocation
    }

    // MARK: - Checking

    /// Every text color of every style in `theme`, on `pageBackground`.
    public static func findings(in system: ResolvedDesignSystem, theme: Theme, pageBackground: Color) -> [Finding] {
        system.styles(in: theme).flatMap { findings(of: $0, pageBackground: pageBackground) }
    }

    /// Every text color of `style`, in every state either the text or its surface names
    /// (a state one of them lacks falls back to `normal`), disabled left out.
    public static func findings(of style: ResolvedStyle, pageBackground: Color) -> [Finding] {
        (StyleSchema.catalog[style.kind]?.textsOnSurfaces ?? []).flatMap { pair -> [Finding] in
            guard let textValue = style.values[pair.text] else { return [] }
            let typography = pair.typography.flatMap { style.values[$0] }.flatMap { $0.token(in: nil)?.value.typography } ?? .systemBody
            var stateSet = Set<ControlState>()
            for value in [textValue, style.values[pair.surface]] {
                if case .states(let byState)? = value { stateSet.formUnion(byState.keys) }
            }
            let states: [ControlState?] = stateSet.isEmpty ? [nil] : ControlState.allCases.filter(stateSet.contains)
            return states.filter { $0 != .disabled }.compactMap { state -> Finding? in
                guard let (token, value) = textValue.token(in: state), let text = value.color else { return nil }
                let own = style.values[pair.surface].flatMap { $0.token(in: state)?.value.color }
                let background = own.map { $0.composited(over: pageBackground) } ?? pageBackground.withAlpha(1)
                let ratio = text.contrastRatio(against: background)
                let rating = ContrastRating(ratio: ratio, fontSize: Double(typography.fontSize), weight: Double(typography.fontWeight.value))
                return Finding(kind: style.kind, style: style.name,
                               property: pair.surface == "backgroundColor" ? pair.text : "\(pair.text) on \(pair.surface)", state: state,
                               textToken: token, text: text, background: background,
                               typography: typography, ratio: ratio, rating: rating, location: style.definition.location)
            }
        }
    }

    /// `4.49:1`: cut, not rounded, to two decimals, so a ratio below a threshold never
    /// reads as the threshold. Without `String(format:)`, which is slow on Linux and runs
    /// for every color of every theme.
    public static func ratioText(_ ratio: Double) -> String {
        guard ratio.isFinite else { return "?:1" }
        let hundredths = Int((ratio * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
    }

    /// The names design systems give their page background: this project's, then those of
    /// the corpus's systems (Primer's `bgColor.default`, …).
    public static let defaultBackgroundTokens: [TokenPath] = [
        "colors.background", "color.background", "colors.background.primary", "bgColor.default",
        "color.background.default", "background.default", "color.bg.default",
    ].map { TokenPath(dotted: $0) }

    /// The page background of `theme`: the first of `backgroundTokens` that is a color there
    /// (see ``pageBackgroundToken(in:of:backgroundTokens:)``); white when none is, which
    /// ``warnings(for:backgroundTokens:)`` says.
    public static func pageBackground(in theme: Theme, of system: ResolvedDesignSystem,
                                      backgroundTokens: [TokenPath] = defaultBackgroundTokens) -> Color {
        pageBackgroundToken(in: theme, of: system, backgroundTokens: backgroundTokens)?.value.color ?? Color(red: 1, green: 1, blue: 1)
    }

    /// The token that gives the page background of `theme`: the first of `backgroundTokens`
    /// that is a color there, as the resolver resolved it in `theme`. A name that is a group
    /// stands for the group's `$root` token (DTCG 2025.10), so `color.background.default`
    /// finds `color.background.default.$root`. `nil` when none is a color.
    public static func pageBackgroundToken(in theme: Theme, of system: ResolvedDesignSystem,
                                           backgroundTokens: [TokenPath] = defaultBackgroundTokens) -> ResolvedToken? {
        for path in backgroundTokens {
            for candidate in [path, path.appending("$root")] {
                if let token = system.token(candidate, in: theme), token.value.color != nil { return token }
            }
        }
        return nil
    }

    /// One warning per text color below AA, naming the themes where it is (a design system
    /// with one theme names none), on each theme's ``pageBackground(in:of:backgroundTokens:)``;
    /// then the contrasts token descriptions state that are false (``ContrastClaimCheck``),
    /// so that `validate` and the build plugin, which print these, both check them.
    public static func warnings(for system: ResolvedDesignSystem, backgroundTokens: [TokenPath] = defaultBackgroundTokens) -> [Diagnostic] {
        var themesByFinding: [Finding: [Theme]] = [:]
        var order: [Finding] = []
        var themesWithoutBackground: [Theme] = []
        for theme in system.themes {
            // Without a background token the page is white: each text rated on it is named.
            let background = pageBackground(in: theme, of: system, backgroundTokens: backgroundTokens)
            let rated = findings(in: system, theme: theme, pageBackground: background)
            if !rated.isEmpty, pageBackgroundToken(in: theme, of: system, backgroundTokens: backgroundTokens) == nil {
                themesWithoutBackground.append(theme)
            }
            for finding in rated where finding.rating == .fail {
                if themesByFinding[finding] == nil { order.append(finding) }
                themesByFinding[finding, default: []].append(theme)
            }
        }
        let missingBackground = themesWithoutBackground.isEmpty ? [] : [Diagnostic.warning(
            missingBackgroundMessage(themes: themesWithoutBackground, of: system, backgroundTokens: backgroundTokens), at: nil)]
        return missingBackground + order.map { finding -> Diagnostic in
            let themes = themesByFinding[finding] ?? []
            let state = finding.state.map { " (\($0.rawValue))" } ?? ""
            let token = finding.textToken.map { "{\($0)} " } ?? ""
            let needed = ContrastRating.requirement(fontSize: Double(finding.typography.fontSize),
                                                    weight: Double(finding.typography.fontWeight.value), unit: "px")
            let place = system.themes.count > 1 ? " in \(themes.map(\.name).joined(separator: ", "))" : ""
            return .warning(
                "\(finding.kind) style '\(finding.style)'\(state): \(finding.property) \(token)\(finding.text.hexString) on \(finding.background.hexString)\(place) has contrast \(ratioText(finding.ratio)), below WCAG AA, which asks \(needed)",
                at: finding.location)
        } + ContrastClaimCheck.warnings(for: system)
    }

    /// What a design system without a page background token is told: the names tried and
    /// that text on no surface of its own was rated against white.
    public static func missingBackgroundMessage(themes: [Theme], of system: ResolvedDesignSystem,
                                                backgroundTokens: [TokenPath] = defaultBackgroundTokens) -> String {
        let place = system.themes.count > 1 ? " in \(themes.map(\.name).joined(separator: ", "))" : ""
        let names = backgroundTokens.map { "{\($0)}" }.joined(separator: ", ")
        return "no page background token\(place) (none of \(names) or their $root is a color): text contrast was rated against white #FFFFFF"
    }
}
