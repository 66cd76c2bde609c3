import TokenModel

// MARK: - Contrasts the page shows beside the pictures

extension GalleryFact {
    /// A picture's drawn text below WCAG AA (or that could not be rated): `drawn text
    /// normal: Label "blue" #3D7EFF on #0B0D10: 3.07:1, below WCAG AA, …`, marked.
    public static func drawnText(_ problem: String, caption: String?) -> GalleryFact {
        GalleryFact("drawn text", caption.map { "\($0): \(problem)" } ?? problem, level: .warning)
    }

    /// A contrast the token's description states, rated in the variant's theme:
    /// `stated contrast  4.76:1, at least 4.5:1 against {palette.neutral.0}`, passed or
    /// marked. The claim ends the text: punctuation right after the token's name would glue
    /// itself to the name's last part, which then cannot wrap in a narrow card.
    public static func statedContrast(_ finding: ContrastClaimCheck.Finding) -> GalleryFact {
        let claim = "at least \(ContrastClaimCheck.ratioText(of: finding.claim.atLeast)) against \(finding.claim.against)"
        guard let ratio = finding.ratio else {
            return GalleryFact("stated contrast", "\(finding.problem ?? "cannot be rated"); stated \(claim)", level: .warning)
        }
        let shown = TextContrastCheck.ratioText(ratio)
        return finding.holds
            ? GalleryFact("stated contrast", "\(shown), \(claim)", level: .pass)
            : GalleryFact("stated contrast", "only \(shown), the description is false: it states \(claim)", level: .warning)
    }
}
