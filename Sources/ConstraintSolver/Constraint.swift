/// A linear relation between expressions, with a strength and an optional label that
/// error messages use.
///
/// A constraint has identity: the solver adds and removes this constraint, not any equal one.
public final class Constraint: Sendable, CustomStringConvertible {
    // MARK: - Nested types

    public enum Relation: String, Sendable {
        case lessThanOrEqual = "<="
        case equal = "=="
        case greaterThanOrEqual = ">="
    }

    // MARK: - Properties

    /// `expression relation 0`: the left side minus the right side.
    public let expression: Expression
    public let relation: Relation
    public let strength: Strength
    /// What the caller calls it (`Label("error").top == View("card").top + 8`).
    public let label: String?

    // MARK: - Initializers

    /// `lhs relation rhs`.
    public init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required, label: String? = nil) {
        // `(lhs - rhs).reduced`, built in one pass: constraints are made by the thousand.
        self.expression = Expression(Expression.combining(lhs.terms, rhs.terms, scale: -1), constant: lhs.constant + rhs.constant * -1)
        self.relation = relation
        self.strength = strength
        self.label = label
    }

    /// `lhs relation constant`.
    public convenience init(_ lhs: Expression, _ relation: Relation, _ constant: Double, strength: Strength = .required, label: String? = nil) {
        self.init(lhs, relation, Expression(constant: constant), strength: strength, label: label)
    }

    public var description: String {
        label ?? "\(expression) \(relation.rawValue) 0 @\(strength)"
    }
}
