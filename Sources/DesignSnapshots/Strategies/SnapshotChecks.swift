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
public struct SnapshotChecks: Sendable, Hashable {
    // MARK: - Properties

    /// Whether a constraint conflict logged during the render fails the snapshot.
    public var failsOnConstraintConflicts = false
    /// Why text in a fallback font is accepted; `nil` (the default) fails it.
    public var fallbackFontsReason: String?

    // MARK: - Initializers

    public init(failsOnConstraintConflicts: Bool = false, fallbackFontsReason: String? = nil) {
        self.failsOnConstraintConflicts = failsOnConstraintConflicts
        self.fallbackFontsReason = fallbackFontsReason
    }

    // MARK: - Checking

    /// The failures of a render that laid text out in `families` and met `conflicts`, for
    /// the snapshot `name`; empty when it passes.
    func failures(named name: String, families: [[String]], conflicts: [ConstraintConflict]) -> [String] {
        var failures: [String] = []
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
}
