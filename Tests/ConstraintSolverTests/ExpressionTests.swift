import ConstraintSolver
import Testing

/// Reduction takes a linear scan for short expressions and a table for long ones; both
/// must give what adding the terms one by one in order gives.
@Suite("Expression")
struct ExpressionTests {
    /// The reduction spelled out: each variable's coefficients summed in order, variables
    /// in the order they first appear, zero sums dropped.
    private func naive(_ expression: Expression) -> [Term] {
        var order: [Variable] = []
        var sums: [Variable: Double] = [:]
        for term in expression.terms {
            if sums[term.variable] == nil { order.append(term.variable) }
            sums[term.variable, default: 0] += term.coefficient
        }
        return order.compactMap { sums[$0] == 0 ? nil : Term($0, sums[$0]!) }
    }

    @Test(arguments: [3, 16, 17, 60])
    func reducedSumsInOrder(count: Int) {
        let variables = (0..<count / 2 + 1).map { Variable("x\($0)") }
        var terms: [Term] = []
        for index in 0..<count {
            // Repeats, cancellations (1 and -1) and fractions that round when summed.
            let coefficient = index % 4 == 3 ? -1 : index % 4 == 1 ? 1 : 0.1 * Double(index)
            terms.append(Term(variables[(index &* 7) % variables.count], coefficient))
        }
        let expression = Expression(terms, constant: 2)
        #expect(expression.reduced.terms == naive(expression))
        #expect(expression.reduced.constant == 2)
    }

    @Test func constraintIsTheReducedDifference() {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let lhs = Expression([Term(x, 2), Term(y, 1), Term(x, 0.5)], constant: 3)
        let rhs = Expression([Term(y, 1), Term(z, -4)], constant: 1.25)
        let constraint = Constraint(lhs, .lessThanOrEqual, rhs)
        #expect(constraint.expression == (lhs - rhs).reduced)
        #expect(constraint.expression.terms == [Term(x, 2.5), Term(z, 4)])
        #expect(constraint.expression.constant == 1.75)
    }
}
