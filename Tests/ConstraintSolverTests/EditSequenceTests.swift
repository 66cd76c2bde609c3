import ConstraintSolver
import Testing

/// Edit variables through whole sequences: suggest, resolve, remove the edit, add it again.
@Suite("Edit sequences")
struct EditSequenceTests {
    // MARK: - Fixture

    /// `left ≥ 0`, `right ≤ 500`, `right = left + width`, `width ≥ 100`, weak stays.
    private final class Box {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let solver = Solver()

        init() throws {
            try solver.add(Constraint(Expression(left), .greaterThanOrEqual, 0))
            try solver.add(Constraint(Expression(right), .lessThanOrEqual, 500))
            try solver.add(Constraint(Expression(right), .equal, left + width))
            try solver.add(Constraint(Expression(width), .greaterThanOrEqual, 100))
            try solver.add(Constraint(Expression(left), .equal, 50, strength: .weak))
            try solver.add(Constraint(Expression(width), .equal, 200, strength: .weak))
        }

        var values: [Double] { [solver.value(of: left), solver.value(of: width), solver.value(of: right)] }
    }

    private func expectClose(_ actual: [Double], _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(actual) ≠ \(expected)", sourceLocation: sourceLocation)
    }

    // MARK: - Tests

    @Test func suggestionsMoveTheVariableWithinTheRequiredConstraints() throws {
        let box = try Box()
        expectClose(box.values, [50, 200, 250])
        try box.solver.addEditVariable(box.left, strength: .strong)
        try box.solver.suggestValue(120, for: box.left)
        expectClose(box.values, [120, 200, 320])
        try box.solver.suggestValue(450, for: box.left)
        expectClose(box.values, [400, 100, 500])
        try box.solver.suggestValue(-30, for: box.left)
        expectClose(box.values, [0, 200, 200])
    }

    @Test func twoEditVariablesAtDifferentStrengths() throws {
        let box = try Box()
        try box.solver.addEditVariable(box.left, strength: .medium)
        try box.solver.addEditVariable(box.width, strength: .strong)
        try box.solver.suggestValue(300, for: box.left)
        try box.solver.suggestValue(300, for: box.width)
        // Both cannot hold (300 + 300 > 500): the strong width wins.
        expectClose(box.values, [200, 300, 500])
    }

    @Test func removingTheEditVariableRestoresTheStay() throws {
        let box = try Box()
        try box.solver.addEditVariable(box.left, strength: .strong)
        try box.solver.suggestValue(120, for: box.left)
        try box.solver.removeEditVariable(box.left)
        #expect(!box.solver.hasEditVariable(box.left))
        expectClose(box.values, [50, 200, 250])
        #expect(throws: SolverError.self) { try box.solver.suggestValue(10, for: box.left) }
    }

    @Test func addingItAgainStartsAfresh() throws {
        let box = try Box()
        try box.solver.addEditVariable(box.left, strength: .strong)
        try box.solver.suggestValue(120, for: box.left)
        try box.solver.removeEditVariable(box.left)
        try box.solver.addEditVariable(box.left, strength: .strong)
        #expect(box.solver.hasEditVariable(box.left))
        // A new edit variable wants 0 until a value is suggested, like kiwisolver's.
        expectClose(box.values, [0, 200, 200])
        try box.solver.suggestValue(70, for: box.left)
        expectClose(box.values, [70, 200, 270])
    }

    @Test func aSequenceMatchesAFreshSolverWithTheFinalSuggestion() throws {
        let box = try Box(), fresh = try Box()
        try box.solver.addEditVariable(box.left, strength: .strong)
        for value in [10.0, 480, 33, 250, 251, 0, 77.5] { try box.solver.suggestValue(value, for: box.left) }
        try fresh.solver.addEditVariable(fresh.left, strength: .strong)
        try fresh.solver.suggestValue(77.5, for: fresh.left)
        expectClose(box.values, fresh.values)
    }

    @Test func editErrors() throws {
        let box = try Box()
        try box.solver.addEditVariable(box.left, strength: .strong)
        #expect { try box.solver.addEditVariable(box.left, strength: .weak) } throws: { error in
            guard case .duplicateEditVariable(let variable) = error as? SolverError else { return false }
            return variable == box.left
        }
        #expect { try box.solver.addEditVariable(box.width, strength: .required) } throws: { error in
            guard case .requiredEditVariable = error as? SolverError else { return false }
            return true
        }
        #expect { try box.solver.removeEditVariable(box.width) } throws: { error in
            guard case .unknownEditVariable = error as? SolverError else { return false }
            return true
        }
    }
}
