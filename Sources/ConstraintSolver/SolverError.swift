/// Why the solver refused a request; after any of these its state is as it was before.
public enum SolverError: Error, CustomStringConvertible {
    /// A required constraint contradicts the required constraints already added.
    case unsatisfiable(Constraint, conflictingWith: [Constraint])
    case duplicateConstraint(Constraint)
    case unknownConstraint(Constraint)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// An edit variable must be optional.
    case requiredEditVariable(Variable)
    /// The objective is unbounded: a solver bug, not a user error.
    case internalError(String)

    public var description: String {
        switch self {
        case .unsatisfiable(let constraint, let others):
            others.isEmpty
                ? "unsatisfiable constraint: \(constraint)"
                : "unsatisfiable constraint: \(constraint) conflicts with \(others.map(\.description).joined(separator: "; "))"
        case .duplicateConstraint(let constraint): "the constraint \(constraint) was already added"
        case .unknownConstraint(let constraint): "the constraint \(constraint) was never added"
        case .duplicateEditVariable(let variable): "\(variable) is already an edit variable"
        case .unknownEditVariable(let variable): "\(variable) is not an edit variable"
        case .requiredEditVariable(let variable): "the edit variable \(variable) cannot be required"
        case .internalError(let message): "constraint solver: \(message)"
        }
    }
}
