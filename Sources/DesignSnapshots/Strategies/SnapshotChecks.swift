/// What fails a snapshot besides its pictures: what the render itself did wrong. A render
/// that fails a check is neither compared nor recorded, so no reference is written from it.
///
/// - **Fallback fonts** (on by default): text laid out in a font list of which a family is
///   not installed fails, naming the family and what was drawn instead; a reference drawn in
///   the wrong font is a wrong reference. ``Snapshotting/allowingFallbackFonts(because:)``
///   accepts it, with the reason.
/// - **Constraint conflicts** (off by default, as UIKit only logs them): a conflict the
///   layout broke a constraint for (``ConstraintConflict``) fails the snapshot with
///   ``Snapshotting/failingOnConstraintConflicts(_:)``.
/// - **Text contrast** (on by default): text a renderer drew in the snapshot whose
///   contrast with the surface under it is below WCAG AA (``DrawnTextContrast``) fails,
///   naming the text, its color, its background, the ratio and what AA asks; a picture
///   whose colors are not the design system's opts out with
///   ``Snapshotting/exemptingTextContrast(because:)``. Text on a transparent picture with
///   no opaque fill under it cannot be rated: it is written as a warning, once a process.
public struct SnapshotChecks: Sendable, Hashable {
    // MARK: - Properties

    /// Whether a constraint conflict logged during the render fails the snapshot.
    public var failsOnConstraintConflicts = false
    /// Why text in a fallback font is accepted; `nil` (the default) fails it.
    public var fallbackFontsReason: String?
    /// Why drawn text below WCAG AA is accepted; `nil` (the default) fails it.
    public var textContrastExemption: String?

    // MARK: - Initializers

    public init(failsOnConstraintConflicts: Bool = false, fallbackFontsReason: String? = nil, textContrastExemption: String? = nil) {
        self.failsOnConstraintConflicts = failsOnConstraintConflicts
        self.fallbackFontsReason = fallbackFontsReason
        self.textContrastExemption = textContrastExemption
    }

    // MARK: - Checking

    /// The failures of a render that laid text out in `families`, met `conflicts` and drew
    /// the text `contrasts` rates, for the snapshot `name`; empty when it passes.
    func failures(named name: String, families: [[String]], conflicts: [ConstraintConflict],
                  contrasts: [DrawnTextContrast.Finding] = []) -> [String] {
        var failures = contrastFailures(named: name, contrasts)
        if fallbackFontsReason == nil {
            let fallbacks: [FontUse.Fallback]
            do {
                fallbacks = try FontUse.fallbacks(in: families)
            } catch {
                return ["snapshot \(name): its fonts could not be checked, so it is neither compared nor recorded: \(error)"]
            }
            for fallback in fallbacks {
                failures.append("snapshot \(name): drawn with a fallback font, so it is neither compared nor recorded "
                    + "(a reference drawn in the wrong font is a wrong reference): \(fallback). Install the family "
                    + "(Fonts/fonts.conf), or accept the fallback with .allowingFallbackFonts(because: \"…\") on the strategy")
            }
        }
        if failsOnConstraintConflicts {
            for conflict in conflicts {
                failures.append("snapshot \(name): the layout broke a constraint (the strategy fails on constraint conflicts), "
                    + "so it is neither compared nor recorded:\n\(conflict)")
            }
        }
        return failures
    }

    /// One failure per distinct run below AA (frames repeat their text), unless exempted;
    /// runs that cannot be rated are warned about instead, as no page was given to rate them on.
    private func contrastFailures(named name: String, _ contrasts: [DrawnTextContrast.Finding]) -> [String] {
        guard textContrastExemption == nil else { return [] }
        var seen = Set<DrawnTextContrast.Finding>()
        let distinct = contrasts.filter { $0.isFailing && seen.insert($0).inserted }
        let unrated = distinct.filter { $0.rating == nil }
        if !unrated.isEmpty {
            RuntimeWarning.report("warning: snapshot \(name): text drawn on a transparent background is not rated for contrast "
                + "(give the strategy a background): " + unrated.map(\.description).joined(separator: "; "))
        }
        return distinct.filter { $0.rating != nil }.map { finding in
            "snapshot \(name): drawn text is below WCAG AA contrast, so it is neither compared nor recorded: \(finding). "
                + "Draw text in a text token that reads on its surface, or, for colors that are not the design system's, "
                + "opt out with .exemptingTextContrast(because: \"…\") on the strategy"
        }
    }
}

extension Snapshotting {
    // MARK: - Checks

    /// This strategy, failing the snapshot when the layout logs a constraint conflict (it
    /// breaks a constraint to go on, as UIKit does; see ``SnapshotChecks``).
    public func failingOnConstraintConflicts(_ fails: Bool = true) -> Snapshotting {
        var strategy = self
        strategy.checks.failsOnConstraintConflicts = fails
        return strategy
    }

    /// This strategy, accepting text drawn in a fallback font because of `reason` (a font
    /// the test means to be missing, say). Without it such a snapshot fails.
    public func allowingFallbackFonts(because reason: String) -> Snapshotting {
        var strategy = self
        strategy.checks.fallbackFontsReason = reason
        return strategy
    }

    /// This strategy, accepting drawn text below WCAG AA because of `reason`: for a picture
    /// whose colors are not the design system's (an origin library's own example colors),
    /// never for a specimen of the system. Without it such a snapshot fails.
    public func exemptingTextContrast(because reason: String) -> Snapshotting {
        var strategy = self
        strategy.checks.textContrastExemption = reason
        return strategy
    }
}
