@testable import ConstraintSolver
import Testing

/// Removed constraints and edit variables give their symbols' ids back, so a long-lived
/// solver's tableau stays as large as what is live, and refused or rolled-back requests
/// still leave the solver exactly as it was.
@Suite("Symbol id reuse")
struct SymbolReuseTests {
    // MARK: - Fixture

    /// A chain `v[i] >= v[i-1] + 1` with weak stays at 0.
    private func makeChain(_ count: Int) throws -> (Solver, [Variable]) {
        let solver = Solver()
        let variables = (0..<count).map { Variable("v\($0)") }
        for index in 1..<count { try solver.add(Constraint(Expression(variables[index]), .greaterThanOrEqual, variables[index - 1] + 1)) }
        for variable in variables { try solver.add(Constraint(Expression(variable), .equal, 0, strength: .weak)) }
        return (solver, variables)
    }

    private func churn(_ solver: Solver, _ variables: [Variable], cycles: Range<Int>) throws {
        for cycle in cycles {
            let variable = variables[cycle % variables.count]
            try solver.addEditVariable(variable, strength: .strong)
            try solver.suggestValue(Double(cycle % 37), for: variable)
            try solver.removeEditVariable(variable)
        }
    }

    // MARK: - Tests

    @Test func editChurnDoesNotGrowTheTableau() throws {
        let (solver, variables) = try makeChain(20)
        try churn(solver, variables, cycles: 0..<100)
        let ids = solver.nextID, rowCount = solver.rows.count
        try churn(solver, variables, cycles: 100..<2100)
        #expect(solver.nextID == ids)
        #expect(solver.rows.count == rowCount)
        #expect(solver.symbols.count == rowCount && solver.journal.stamps.count == rowCount)
        // Still the right answer: the chain pushed up from an edit.
        try solver.addEditVariable(variables[5], strength: .strong)
        try solver.suggestValue(30, for: variables[5])
        #expect(abs(solver.value(of: variables[5]) - 30) < 1e-9)
        #expect(abs(solver.value(of: variables[19]) - 44) < 1e-9)
    }

    @Test func constraintChurnReusesIds() throws {
        let (solver, variables) = try makeChain(10)
        let ids = solver.nextID
        for round in 0..<500 {
            let constraint = Constraint(Expression(variables[round % 10]), .lessThanOrEqual, Double(100 + round % 7), strength: .medium)
            try solver.add(constraint)
            try solver.remove(constraint)
        }
        #expect(solver.nextID <= ids + 2)
    }

    /// A constraint refused after phase one of the simplex, whose artificial variable took
    /// a reused id, leaves no row behind at that id (a later edit taking the id as an error
    /// symbol found the stale row basic and moved it instead of the solution).
    @Test func aRefusedRequestLeavesNoRowAtAReusedId() throws {
        let (solver, variables) = try makeChain(10)
        try churn(solver, variables, cycles: 0..<50)
        let basic = solver.rows.map { $0 != nil }
        #expect(!solver.freeIDs.isEmpty)
        let conflict = Constraint(variables[9] - variables[0], .lessThanOrEqual, Expression(constant: 3))
        #expect(throws: SolverError.self) { try solver.add(conflict) }
        #expect(solver.rows.map { $0 != nil } == basic)
    }

    /// A refused request that took reused ids gives them back: the solver then behaves
    /// exactly as a twin that never saw it, down to the ids of new symbols.
    @Test func aRefusedRequestGivesReusedIdsBack() throws {
        let (solver, variables) = try makeChain(10)
        // The twin, over the same variables.
        let same = Solver()
        for index in 1..<10 { try same.add(Constraint(Expression(variables[index]), .greaterThanOrEqual, variables[index - 1] + 1)) }
        for variable in variables { try same.add(Constraint(Expression(variable), .equal, 0, strength: .weak)) }
        try churn(solver, variables, cycles: 0..<50)
        try churn(same, variables, cycles: 0..<50)
        #expect(!solver.freeIDs.isEmpty)
        let free = solver.freeIDs, next = solver.nextID
        // v9 - v0 >= 9 is implied; v9 - v0 <= 3 contradicts it and takes reused ids on the way.
        let conflict = Constraint(variables[9] - variables[0], .lessThanOrEqual, Expression(constant: 3))
        #expect(throws: SolverError.self) { try solver.add(conflict) }
        #expect(solver.freeIDs == free && solver.nextID == next)
        for one in [solver, same] {
            try one.addEditVariable(variables[3], strength: .strong)
            try one.suggestValue(12, for: variables[3])
            try one.add(Constraint(Expression(variables[7]), .lessThanOrEqual, 40, strength: .medium))
        }
        for variable in variables { #expect(solver.value(of: variable) == same.value(of: variable)) }
        #expect(solver.freeIDs == same.freeIDs && solver.nextID == same.nextID)
    }
}
