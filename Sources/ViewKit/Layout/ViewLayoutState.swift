import ConstraintSolver
import Foundation

/// Everything one layout pass knows about one view of its tree: its unknowns, where it sits
/// in the tree, and what was measured for it. ``LayoutSystem`` keeps one per view, in tree
/// order, so a view's state is read and written in one place.
struct ViewLayoutState {
    // MARK: - Nested types

    /// A view's unknowns: its origin in its superview's coordinates (the root's is 0, 0),
    /// and its size. For a view anchored to the arranged view before it in a stack
    /// (``StackAnchors``), the origin's component along the stack's axis is instead the gap after
    /// that view's trailing edge. A constraint relates its views in the coordinates of their nearest
    /// common ancestor, so a view's position rows in the tableau do not carry the positions
    /// of everything above it (a list's cells stay independent of the cells before them).
    struct Variables {
        let minX: Variable
        let minY: Variable
        let width: Variable
        let height: Variable

        var all: [(name: String, variable: Variable)] {
            [("minX", minX), ("minY", minY), ("width", width), ("height", height)]
        }
    }

    /// An intrinsic size as measured, and the width it was measured at (`nil`: no limit).
    struct Measurement {
        let width: CGFloat?
        let size: CGSize?
    }

    /// Baseline metrics as measured, and the width they were measured at.
    struct BaselineMeasurement {
        let width: CGFloat
        let metrics: BaselineMetrics?
    }

    /// The variables that stand for a wrapping view's measured size, held at the
    /// measurement by strong edits, so that measuring again is a suggestion to the solver.
    struct MeasuredVariables {
        let width: Variable
        let height: Variable
    }

    // MARK: - Properties

    let view: View
    let variables: Variables
    /// The depth below the root.
    let depth: Int
    /// The stack tie-break weight, for an arranged view that has one.
    var tieBreak: StackArrangement.TieBreak?
    /// The width the intrinsic size is measured at (`nil`: no limit).
    var measuringWidth: CGFloat?
    /// The width baselines were measured at (`nil`: no constraint mentions them).
    var baselineWidth: CGFloat?
    /// The width solved last for measuring baselines again (`nil` before the first solve,
    /// and for views whose baselines no constraint mentions).
    var solvedWidth: CGFloat?
    /// The last intrinsic size measured.
    var measured: Measurement?
    /// The last baseline metrics measured.
    var baseline: BaselineMeasurement?
    /// For a view whose intrinsic height depends on its width: its measured-size variables.
    var measuredVariables: MeasuredVariables?
    /// The solver constraints made from the intrinsic size.
    var intrinsicConstraints: [Constraint] = []

    // MARK: - Initializers

    init(view: View, depth: Int) {
        self.view = view
        self.depth = depth
        variables = Variables(minX: Variable(), minY: Variable(), width: Variable(), height: Variable())
    }
}
