import Foundation

/// Contrasts a color token's description states, made checkable: the token's `$extensions`
/// entry ``extensionKey`` names what it is rated against and the least ratio it states,
///
/// ```json
/// "500": {
///   "$value": "#6A7383",
///   "$description": "The lightest grey that carries text on white (at least 4.5:1).",
///   "$extensions": {"org.dscompile.contrast": {"against": "{palette.neutral.0}", "atLeast": 4.5}}
/// }
/// ```
///
/// (or an array of such objects). `against` is a color token's reference, resolved in each
/// theme, or a hex color. ``warnings(for:)`` rates every claim in every theme with WCAG's
/// ratio (``Color/contrastRatio(against:)``) and warns, at the claim's file and line, where
/// the ratio is below what it states; `dscompile validate` prints them and the gallery
/// shows each claim as a fact. A description that states a ratio (`4.5:1`) without a claim
/// of it is what ``statedRatios(in:)`` finds, for a design system's own tests.
public enum ContrastClaimCheck {
    // MARK: - Nested types

    /// One stated contrast of one token.
    public struct Claim: Sendable, Hashable {
        /// `{palette.neutral.0}` or `#FFFFFF`, as written.
        public var against: String
        /// The least ratio stated.
        public var atLeast: Double
        /// Where the claim is written.
        public var location: SourceLocation
    }

    /// A claim rated in one theme.
    public struct Finding: Sendable, Hashable {
        public var token: TokenPath
        public var claim: Claim
        public var theme: Theme
        public var color: Color?
        public var other: Color?
        /// `nil` when the claim could not be rated (``problem`` says why).
        public var ratio: Double?
        /// Why the claim cannot be rated (a malformed entry, a reference to no color).
        public var problem: String?

        /// Whether the ratio is at least what is stated.
        public var holds: Bool { ratio.map { $0 >= claim.atLeast } ?? false }
    }

    // MARK: - Properties

    /// The `$extensions` key of a stated contrast.
    public static let extensionKey = "org.dscompile.contrast"

    // MARK: - Checking

    /// Every claim of every color token in `theme`, rated there.
    public static func findings(in system: ResolvedDesignSystem, theme: Theme) -> [Finding] {
        guard let tokens = system.tokensByTheme[theme] else { return [] }
        return tokens.values.flatMap { token -> [Finding] in
            guard let entry = token.definition.extensions?[extensionKey] else { return [] }
            return claims(in: entry).map { parsed in
                switch parsed {
                case .failure(let problem):
                    let claim = Claim(against: "", atLeast: 0, location: problem.location)
                    return Finding(token: token.path, claim: claim, theme: theme, problem: problem.message)
                case .success(let claim):
                    return rate(claim, of: token, in: theme, of: system)
                }
            }
        }
    }

    /// One warning per claim that is false or cannot be rated, naming the themes where it
    /// is (a design system with one theme names none), at the claim's file and line.
    public static func warnings(for system: ResolvedDesignSystem) -> [Diagnostic] {
        struct Key: Hashable { var token: TokenPath; var claim: Claim; var message: String }
        var themesByKey: [Key: [Theme]] = [:]
        var order: [Key] = []
        for theme in system.themes {
            for finding in findings(in: system, theme: theme) where !finding.holds {
                let key = Key(token: finding.token, claim: finding.claim, message: message(of: finding))
                if themesByKey[key] == nil { order.append(key) }
                themesByKey[key, default: []].append(theme)
            }
        }
        return order.map { key in
            let themes = themesByKey[key] ?? []
            let place = system.themes.count > 1 ? " in \(themes.map(\.name).joined(separator: ", "))" : ""
            return .warning("token '\(key.token)'\(place): \(key.message)", at: key.claim.location)
        }
    }

    /// The ratios a description states, `4.5` of `at least 4.5:1`, in order.
    public static func statedRatios(in description: String) -> [Double] {
        description.matches(of: /(\d+(?:\.\d+)?)\s*:\s*1(?![\d.])/).compactMap { Double($0.output.1) }
    }

    /// `4.5:1` for 4.5, `7:1` for 7.0: a stated ratio as a description writes it.
    public static func ratioText(of ratio: Double) -> String {
        ratio == ratio.rounded() ? "\(Int(ratio)):1" : "\(ratio):1"
    }

    // MARK: - Private

    private struct Problem: Error {
        var message: String
        var location: SourceLocation
    }

    private static func claims(in entry: SourceNode) -> [Result<Claim, Problem>] {
        let objects = entry.array ?? [entry]
        return objects.map { node in
            guard let against = node["against"]?.string, let atLeast = node["atLeast"]?.number, atLeast >= 1 else {
                return .failure(Problem(
                    message: "its \(extensionKey) entry must be {\"against\": \"{a.color.token}\" or \"#RRGGBB\", \"atLeast\": a ratio of 1 or more}, "
                        + "or an array of them, not \(node.compactJSON)",
                    location: node.location))
            }
            return .success(Claim(against: against, atLeast: atLeast, location: node.location))
        }
    }

    private static func rate(_ claim: Claim, of token: ResolvedToken, in theme: Theme, of system: ResolvedDesignSystem) -> Finding {
        var finding = Finding(token: token.path, claim: claim, theme: theme)
        guard let color = token.value.color else {
            finding.problem = "states a contrast but is not a color"
            return finding
        }
        let other: Color?
        if claim.against.hasPrefix("{"), claim.against.hasSuffix("}") {
            let path = TokenPath(dotted: String(claim.against.dropFirst().dropLast()))
            other = system.token(path, in: theme)?.value.color
        } else {
            other = Color(hexString: claim.against)
        }
        guard let other else {
            finding.problem = "its contrast is stated against \(claim.against), which is not a color token or a hex color"
            return finding
        }
        finding.color = color
        finding.other = other
        // Either may be the text: the ratio is symmetric once both are opaque.
        finding.ratio = color.withAlpha(1).contrastRatio(against: other.withAlpha(1))
        return finding
    }

    private static func message(of finding: Finding) -> String {
        if let problem = finding.problem { return problem }
        let shown = TextContrastCheck.ratioText(finding.ratio ?? 0)
        return "its description states at least \(ratioText(of: finding.claim.atLeast)) against \(finding.claim.against), "
            + "but \(finding.color?.hexString ?? "?") on \(finding.other?.hexString ?? "?") is \(shown)"
    }
}
