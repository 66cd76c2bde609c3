import TokenModel

// MARK: - Contrasts the page shows beside the pictures

extension GalleryFact {
    /// A picture's drawn text below WCAG AA (or that could not be rated): `drawn text
    /// normal: Label "blue" #3D7EFF on #0B0D10: 3.07:1, below WCAG AA, …`, marked.
    public static func drawnText(_ problem: String, caption: String?) -> GalleryFact {
        GalleryFact("drawn text", caption.map { "\($0): \(problem)" } ?? problem, level: .warning)
    }

    /// A contrast the token's description states, rated in the variant's theme:
    /// `stated contrast  at least 4.5:1 against {palette.neutral.0}: 4.76:1`, passed or marked.
    public static func statedContrast(_ finding: ContrastClaimCheck.Finding) -> GalleryFact {
        let stated = "at least \(ContrastClaimCheck.ratioText(of: finding.claim.atLeast)) against \(finding.claim.against)"
        guard let ratio = finding.ratio else {
            return GalleryFact("stated contrast", "\(stated): \(finding.problem ?? "cannot be rated")", level: .warning)
        }
        let shown = TextContrastCheck.ratioText(ratio)
        return finding.holds
            ? GalleryFact("stated contrast", "\(stated): \(shown)", level: .pass)
            : GalleryFact("stated contrast", "\(stated): only \(shown), the description is false", level: .warning)
    }
}
