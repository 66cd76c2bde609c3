/// `coefficient × variable`.
public struct Term: Sendable, Hashable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: a sum of terms plus a constant.
public struct Expression: Sendable, Hashable, CustomStringConvertible {
    // MARK: - Properties

    public var terms: [Term]
    public var constant: Double

    // MARK: - Initializers

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    public init(constant: Double) {
        self.init([], constant: constant)
    }

    // MARK: - Derived values

    /// The same expression with the terms of each variable added together, zeros dropped,
    /// in the order variables first appear.
    public var reduced: Expression {
        Expression(Self.combining(terms, [], scale: 1), constant: constant)
    }

    public var description: String {
        var parts = terms.map { $0.coefficient == 1 ? $0.variable.description : "\($0.coefficient) * \($0.variable)" }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}

// MARK: - Reduction

extension Expression {
    /// Up to this many terms, `combining` finds a variable's earlier term by a linear scan,
    /// which for the short expressions of a layout costs far less than hashing.
    static let linearScanLimit = 16

    /// The terms of `lhs` followed by those of `rhs` times `scale`, each variable's added
    /// together (in that order, so the sums are those of adding them one by one) in the
    /// order variables first appear, exact zeros dropped: `(lhs + rhs × scale).reduced`
    /// with one allocation.
    static func combining(_ lhs: [Term], _ rhs: [Term], scale: Double) -> [Term] {
        var result: [Term] = []
        result.reserveCapacity(lhs.count + rhs.count)
        if lhs.count + rhs.count <= linearScanLimit {
            for term in lhs { accumulate(term.variable, term.coefficient, into: &result) }
            for term in rhs { accumulate(term.variable, term.coefficient * scale, into: &result) }
        } else {
            var positions: [Int: Int] = [:]
            positions.reserveCapacity(lhs.count + rhs.count)
            func add(_ variable: Variable, _ coefficient: Double) {
                if let index = positions[variable.id] {
                    result[index].coefficient += coefficient
                } else {
                    positions[variable.id] = result.count
                    result.append(Term(variable, coefficient))
                }
            }
            for term in lhs { add(term.variable, term.coefficient) }
            for term in rhs { add(term.variable, term.coefficient * scale) }
        }
        if result.contains(where: { $0.coefficient == 0 }) { result.removeAll { $0.coefficient == 0 } }
        return result
    }

    @inline(__always)
    private static func accumulate(_ variable: Variable, _ coefficient: Double, into result: inout [Term]) {
        let id = variable.id
        for index in result.indices where result[index].variable.id == id {
            result[index].coefficient += coefficient
            return
        }
        result.append(Term(variable, coefficient))
    }
}

// MARK: - Arithmetic

extension Expression {
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        if rhs.terms.isEmpty { return Expression(lhs.terms, constant: lhs.constant + rhs.constant) }
        if lhs.terms.isEmpty { return Expression(rhs.terms, constant: lhs.constant + rhs.constant) }
        var terms: [Term] = []
        terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        terms.append(contentsOf: lhs.terms)
        terms.append(contentsOf: rhs.terms)
        return Expression(terms, constant: lhs.constant + rhs.constant)
    }

    public static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms, constant: lhs.constant + rhs)
    }

    public static func - (lhs: Expression, rhs: Expression) -> Expression {
        var terms: [Term] = []
        terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        terms.append(contentsOf: lhs.terms)
        for term in rhs.terms { terms.append(Term(term.variable, term.coefficient * -1)) }
        return Expression(terms, constant: lhs.constant + rhs.constant * -1)
    }

    public static func - (lhs: Expression, rhs: Double) -> Expression {
        lhs + -rhs
    }

    public static func * (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }
}

extension Variable {
    public static func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
    public static func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
    public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
    public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
    public static func * (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) * rhs }
    public static func * (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) * lhs }
}
