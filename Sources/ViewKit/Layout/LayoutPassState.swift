import Foundation

/// What one running ``LayoutPass`` shares with the code it calls: its fast paths, the text
/// measurements its labels share, and where its `pin` chains set frames.
///
/// The pass's own code gets it as an argument. Code the adopter writes stands between the
/// pass and two of its users, and UIKit's signatures there take no context: a `pin` chain
/// released in an override of ``View/layoutSubviews()``, and a ``Label`` measured from an
/// override of ``View/intrinsicContentSize(fittingWidth:)`` or `sizeThatFits`. Those find
/// the state on the tree being laid out: the pass sets it on its root while it runs
/// (`View.runningLayoutPass`), and ``running(over:)`` looks from a view up to the nearest
/// root a pass runs on. So it is a property of the work's own object, the tree, not ambient
/// state of a task: a view outside the tree (a label measured on the side) shares nothing,
/// and a pass started inside another over a subtree (``View/layoutIfNeeded()`` in
/// `layoutSubviews()`) has its own.
package final class LayoutPassState {
    // MARK: - Properties

    /// The fast paths this pass takes.
    let fastPaths: LayoutFastPaths
    /// The texts measured in this pass, shared by its labels.
    let measurements: TextMeasurements
    /// Where this pass's `pin` chains set each view's frame.
    package let placements = PinPlacements()

    // MARK: - Initializers

    init(fastPaths: LayoutFastPaths) {
        self.fastPaths = fastPaths
        measurements = TextMeasurements(helperThreads: fastPaths.helperThreads)
    }

    // MARK: - Finding

    /// The state of the innermost pass laying out `view`: that of the nearest of `view` and
    /// its superviews that a pass is running on; `nil` when none is.
    package static func running(over view: View) -> LayoutPassState? {
        var candidate: View? = view
        while let current = candidate {
            if let state = current.runningLayoutPass { return state }
            candidate = current.superview
        }
        return nil
    }
}
