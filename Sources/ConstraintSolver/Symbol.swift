/// A variable of the simplex tableau: an external (user) variable, or one the solver adds.
///
/// One integer: the id in the high bits and the kind in the low three, so symbols compare,
/// sort and hash as plain integers and ordering by `raw` is ordering by id.
struct Symbol: Hashable, Comparable {
    // MARK: - Nested types

    enum Kind: Int {
        case invalid = 0
        /// Stands for a user ``Variable``.
        case external = 1
        /// Turns an inequality into an equation.
        case slack = 2
        /// Measures the violation of an optional constraint.
        case error = 3
        /// Marks a required equation, so it can be found again to remove it.
        case dummy = 4
    }

    // MARK: - Properties

    let raw: Int

    static let invalid = Symbol(raw: 0)

    var id: Int { raw &>> 3 }
    var kind: Kind { Kind(rawValue: raw & 7) ?? .invalid }
    var isInvalid: Bool { raw & 7 == Kind.invalid.rawValue }
    var isExternal: Bool { raw & 7 == Kind.external.rawValue }
    var isError: Bool { raw & 7 == Kind.error.rawValue }
    var isDummy: Bool { raw & 7 == Kind.dummy.rawValue }
    /// Slack and error symbols may enter the basis in any pivot.
    var isPivotable: Bool { raw & 6 == 2 }

    // MARK: - Initializers

    init(raw: Int) {
        self.raw = raw
    }

    init(id: Int, kind: Kind) {
        self.raw = id &<< 3 | kind.rawValue
    }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}
