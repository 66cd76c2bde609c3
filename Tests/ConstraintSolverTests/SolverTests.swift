import ConstraintSolver
import Testing

@Suite("Solver")
struct SolverTests {
    private let x = Variable("x")

    private func expectValue(_ solver: Solver, _ variable: Variable, _ expected: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(solver.value(of: variable) - expected) < 1e-9, "\(variable) = \(solver.value(of: variable))", sourceLocation: sourceLocation)
    }

    @Test func requiredEquality() throws {
        let solver = Solver()
        try solver.add(Constraint(Expression(x), .equal, 10))
        expectValue(solver, x, 10)
    }

    @Test func requiredBeatsEveryOptional() throws {
        let solver = Solver()
        try solver.add(Constraint(Expression(x), .lessThanOrEqual, 10))
        for _ in 0..<5 { try solver.add(Constraint(Expression(x), .equal, 20, strength: .strong)) }
        expectValue(solver, x, 10)
    }

    @Test func strongerOptionalWins() throws {
        let solver = Solver()
        try solver.add(Constraint(Expression(x), .equal, 10, strength: .weak))
        try solver.add(Constraint(Expression(x), .equal, 20, strength: .medium))
        expectValue(solver, x, 20)
    }

    @Test func priority999Beats998() throws {
        let solver = Solver()
        try solver.add(Constraint(Expression(x), .equal, 10, strength: Strength(priority: 998)))
        try solver.add(Constraint(Expression(x), .equal, 20, strength: Strength(priority: 999)))
        expectValue(solver, x, 20)
        #expect(Strength(priority: 1000) == .required)
        #expect(!Strength(priority: 999).isRequired)
    }

    @Test func removingAConstraintRestoresTheWeakerOne() throws {
        let solver = Solver()
        let strong = Constraint(Expression(x), .equal, 10, strength: .strong)
        try solver.add(strong)
        try solver.add(Constraint(Expression(x), .equal, 20, strength: .weak))
        expectValue(solver, x, 10)
        try solver.remove(strong)
        expectValue(solver, x, 20)
        #expect(!solver.contains(strong))
    }

    @Test func sharedVariablesPropagate() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let solver = Solver()
        try solver.add(Constraint(Expression(left), .equal, 16))
        try solver.add(Constraint(Expression(width), .equal, 100))
        try solver.add(Constraint(Expression(right), .equal, left + width))
        expectValue(solver, right, 116)
    }

    @Test func conflictingEqualitiesNameBothAndLeaveTheSolverAlone() throws {
        let solver = Solver()
        let first = Constraint(Expression(x), .equal, 10, label: "x == 10")
        try solver.add(first)
        let second = Constraint(Expression(x), .equal, 20, label: "x == 20")
        #expect {
            try solver.add(second)
        } throws: { error in
            guard case .unsatisfiable(let constraint, let others) = error as? SolverError else { return false }
            return constraint === second && others.map(\.label) == ["x == 10"]
                && "\(error)" == "unsatisfiable constraint: x == 20 conflicts with x == 10"
        }
        #expect(!solver.contains(second))
        expectValue(solver, x, 10)
        try solver.add(Constraint(Expression(x), .lessThanOrEqual, 15))
        expectValue(solver, x, 10)
    }

    @Test func conflictingInequalitiesAreUnsatisfiable() throws {
        let solver = Solver()
        try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 10, label: "x >= 10"))
        #expect(throws: SolverError.self) { try solver.add(Constraint(Expression(x), .lessThanOrEqual, 5, label: "x <= 5")) }
        expectValue(solver, x, 10)
    }

    @Test func duplicateAndUnknownConstraintsAreErrors() throws {
        let solver = Solver()
        let constraint = Constraint(Expression(x), .equal, 1)
        try solver.add(constraint)
        #expect(throws: SolverError.self) { try solver.add(constraint) }
        #expect(throws: SolverError.self) { try solver.remove(Constraint(Expression(x), .equal, 1)) }
    }

    @Test func editVariablesFollowSuggestionsWithinTheConstraints() throws {
        let left = Variable("left"), mid = Variable("mid"), right = Variable("right")
        let solver = Solver()
        try solver.add(Constraint(mid * 2, .equal, left + right))
        try solver.add(Constraint(left + 10, .lessThanOrEqual, Expression(right)))
        try solver.add(Constraint(Expression(right), .lessThanOrEqual, 100))
        try solver.add(Constraint(Expression(left), .greaterThanOrEqual, 0))
        try solver.addEditVariable(mid, strength: .strong)
        for suggestion in [90.0, 5, 50, -20, 300] {
            try solver.suggestValue(suggestion, for: mid)
            let (l, m, r) = (solver.value(of: left), solver.value(of: mid), solver.value(of: right))
            #expect(abs(2 * m - (l + r)) < 1e-9 && l + 10 <= r + 1e-9 && r <= 100 + 1e-9 && l >= -1e-9)
            #expect(abs(m - min(max(suggestion, 5), 95)) < 1e-9, "mid for \(suggestion)")
        }
        #expect(throws: SolverError.self) { try solver.addEditVariable(mid, strength: .strong) }
        #expect(throws: SolverError.self) { try solver.addEditVariable(left, strength: .required) }
        #expect(throws: SolverError.self) { try solver.suggestValue(1, for: left) }
        try solver.removeEditVariable(mid)
        #expect(throws: SolverError.self) { try solver.removeEditVariable(mid) }
    }
}
