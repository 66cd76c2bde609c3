/// Why a layout pass failed.
public enum LayoutError: Error, Equatable, CustomStringConvertible {
    /// An active constraint relates a view that is not in the tree being laid out.
    case viewOutsideTree(String)
    /// A constraint holds a NaN or infinite number (a constant, multiplier, frame,
    /// spacing or measured size); the constraint as
    /// `Label("error").top == View("card").top + 8 @required`.
    case invalidNumber(String)
    /// The solver failed for another reason (a solver bug, not a user error).
    case solver(String)

    /// The error as a message. (Contradicting required constraints are no error: the pass
    /// breaks one and goes on, as UIKit does, ``ConstraintConflict``.)
    public var description: String {
        switch self {
        case .viewOutsideTree(let constraint):
            "The constraint \(constraint) relates a view outside the tree being laid out"
        case .invalidNumber(let constraint):
            "The constraint \(constraint) has a number that is NaN or infinite"
        case .solver(let message):
            "Layout failed: \(message)"
        }
    }
}

/// Required constraints that contradict each other in one of the separated solvers, which
/// cannot break one as the one solver does: the pass hands the system to the one solver.
struct SeparatedSolverConflict: Error {}
