/// A variable of the simplex tableau: an external (user) variable, or one the solver adds.
struct Symbol: Hashable, Comparable {
    enum Kind {
        case invalid
        /// Stands for a user ``Variable``.
        case external
        /// Turns an inequality into an equation.
        case slack
        /// Measures the violation of an optional constraint.
        case error
        /// Marks a required equation, so it can be found again to remove it.
        case dummy
    }

    let id: Int
    let kind: Kind

    static let invalid = Symbol(id: 0, kind: .invalid)

    var isPivotable: Bool { kind == .slack || kind == .error }
    var isRestricted: Bool { kind != .external }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}
