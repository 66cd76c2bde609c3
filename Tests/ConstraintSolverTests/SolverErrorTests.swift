import ConstraintSolver
import Testing

/// Errors name what went wrong and leave the solver exactly as it was.
@Suite("Solver errors")
struct SolverErrorTests {
    // MARK: - Fixture

    private let a = Variable("a"), b = Variable("b"), c = Variable("c")

    /// A small system with optional constraints, so ties and pivots matter.
    private func makeSolver() throws -> Solver {
        let solver = Solver()
        try solver.add(Constraint(a + b, .equal, Expression(constant: 100), label: "a + b == 100"))
        try solver.add(Constraint(Expression(a), .greaterThanOrEqual, 10, label: "a >= 10"))
        try solver.add(Constraint(Expression(b), .greaterThanOrEqual, 10, label: "b >= 10"))
        try solver.add(Constraint(c - a, .greaterThanOrEqual, Expression(constant: 5), label: "c >= a + 5"))
        try solver.add(Constraint(Expression(a), .equal, 70, strength: .weak))
        try solver.add(Constraint(Expression(b), .equal, 70, strength: .weak))
        try solver.add(Constraint(Expression(c), .equal, 0, strength: .medium))
        return solver
    }

    /// The same requests on both solvers give bit-for-bit the same values.
    private func expectSameFuture(_ one: Solver, _ other: Solver, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for solver in [one, other] {
            try solver.addEditVariable(a, strength: .strong)
            try solver.suggestValue(42, for: a)
            try solver.add(Constraint(Expression(c), .lessThanOrEqual, 60, strength: .strong))
        }
        for variable in [a, b, c] {
            #expect(one.value(of: variable) == other.value(of: variable), "\(variable)", sourceLocation: sourceLocation)
        }
    }

    // MARK: - Tests

    @Test func aConflictingEqualityNamesItselfAndTheConstraintsItContradicts() throws {
        let solver = try makeSolver(), twin = try makeSolver()
        let values = [a, b, c].map(solver.value(of:))
        let conflict = Constraint(Expression(b), .equal, 95, label: "b == 95")
        #expect { try solver.add(conflict) } throws: { error in
            guard case .unsatisfiable(let constraint, let others) = error as? SolverError else { return false }
            return constraint === conflict && others.map(\.label) == ["a + b == 100", "a >= 10"]
                && "\(error)" == "unsatisfiable constraint: b == 95 conflicts with a + b == 100; a >= 10"
        }
        #expect(!solver.contains(conflict))
        #expect([a, b, c].map(solver.value(of:)) == values)
        try expectSameFuture(solver, twin)
    }

    @Test func aConflictingInequalityLeavesTheSolverUnchanged() throws {
        // No external symbol can take this row: it goes through the artificial variable.
        let solver = try makeSolver(), twin = try makeSolver()
        let values = [a, b, c].map(solver.value(of:))
        let conflict = Constraint(a + b, .greaterThanOrEqual, Expression(constant: 120), label: "a + b >= 120")
        #expect { try solver.add(conflict) } throws: { error in
            guard case .unsatisfiable(let constraint, _) = error as? SolverError else { return false }
            return constraint === conflict
        }
        #expect([a, b, c].map(solver.value(of:)) == values)
        try expectSameFuture(solver, twin)
    }

    @Test func aRedundantRequiredEqualityIsAccepted() throws {
        let solver = try makeSolver()
        try solver.add(Constraint(b + a, .equal, Expression(constant: 100)))
        #expect(abs(solver.value(of: a) + solver.value(of: b) - 100) < 1e-9)
    }

    @Test func duplicateConstraint() throws {
        let solver = try makeSolver()
        let constraint = Constraint(Expression(c), .lessThanOrEqual, 1000, label: "c <= 1000")
        try solver.add(constraint)
        #expect { try solver.add(constraint) } throws: { error in
            guard case .duplicateConstraint(let duplicate) = error as? SolverError else { return false }
            return duplicate === constraint && "\(error)" == "the constraint c <= 1000 was already added"
        }
        // An equal but distinct constraint is another constraint.
        try solver.add(Constraint(Expression(c), .lessThanOrEqual, 1000))
    }

    @Test func removingAnUnknownConstraint() throws {
        let solver = try makeSolver()
        let constraint = Constraint(Expression(c), .lessThanOrEqual, 1000, label: "c <= 1000")
        #expect { try solver.remove(constraint) } throws: { error in
            guard case .unknownConstraint(let unknown) = error as? SolverError else { return false }
            return unknown === constraint && "\(error)" == "the constraint c <= 1000 was never added"
        }
        try solver.add(constraint)
        try solver.remove(constraint)
        #expect(throws: SolverError.self) { try solver.remove(constraint) }
    }
}
