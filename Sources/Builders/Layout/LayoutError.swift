/// Why a layout pass failed.
public enum LayoutError: Error, Equatable, CustomStringConvertible {
    /// Required constraints contradict each other; each as
    /// `Label("error").top == View("card").top + 8 @required`, the one that could not be
    /// added last. ``LayoutPass`` does not throw it: it breaks one constraint and goes on,
    /// as UIKit does (``ConstraintConflict``); the separated solvers use it to hand the
    /// system to the one solver that does.
    case unsatisfiable([String])
    /// An active constraint relates a view that is not in the tree being laid out.
    case viewOutsideTree(String)
    /// A constraint holds a NaN or infinite number (a constant, multiplier, frame,
    /// spacing or measured size); the constraint as in ``unsatisfiable(_:)``.
    case invalidNumber(String)
    /// The solver failed for another reason (a solver bug, not a user error).
    case solver(String)

    /// The error as a message, the conflicting constraints one per line.
    public var description: String {
        switch self {
        case .unsatisfiable(let constraints):
            "Unable to simultaneously satisfy constraints:\n" + constraints.map { "    \($0)" }.joined(separator: "\n")
        case .viewOutsideTree(let constraint):
            "The constraint \(constraint) relates a view outside the tree being laid out"
        case .invalidNumber(let constraint):
            "The constraint \(constraint) has a number that is NaN or infinite"
        case .solver(let message):
            "Layout failed: \(message)"
        }
    }
}
