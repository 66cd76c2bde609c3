@testable import ConstraintSolver
import Testing

/// A new edit variable enters the tableau at its variable's current value and moves to its
/// first value, 0, only when a value is read or the constraints change: every read sees
/// what a solver that moved it straight away (as kiwisolver does) would give, and an edit
/// that is given a value next moves the solution once.
@Suite("Deferred first values of edit variables")
struct DeferredEditTests {
    // MARK: - Fixture

    /// A chain `v[i] >= v[i-1] + 1` of `count` variables with weak stays at 0.
    private final class Chain {
        let solver = Solver()
        let variables: [Variable]

        init(_ count: Int) throws {
            variables = (0..<count).map { Variable("v\($0)") }
            for index in 1..<count {
                try solver.add(Constraint(Expression(variables[index]), .greaterThanOrEqual, variables[index - 1] + 1))
            }
            for variable in variables { try solver.add(Constraint(Expression(variable), .equal, 0, strength: .weak)) }
        }

        var values: [Double] { variables.map { solver.value(of: $0) } }

        /// The values with `v[index] == value` constraints instead of edit variables.
        static func reference(_ count: Int, pinning pins: [(index: Int, value: Double, strength: Strength)]) throws -> [Double] {
            let chain = try Chain(count)
            for (index, value, strength) in pins {
                try chain.solver.add(Constraint(Expression(chain.variables[index]), .equal, value, strength: strength))
            }
            return chain.values
        }

        /// Whether every `v[i] >= v[i-1] + 1` holds.
        var meetsTheChain: Bool {
            let values = values
            return zip(values, values.dropFirst()).allSatisfy { $1 >= $0 + 1 - 1e-9 }
        }

        /// The weak stays' error, `Σ |v[i]|`: the chain's optimum is not unique (for an
        /// even number of variables it may sit anywhere between two medians), its error is.
        var stayError: Double { values.reduce(0) { $0 + abs($1) } }
    }

    private func expectClose(_ actual: [Double], _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(actual) ≠ \(expected)", sourceLocation: sourceLocation)
    }

    // MARK: - Tests

    @Test func aReadAfterAddingSeesTheFirstValue() throws {
        let chain = try Chain(7)
        try chain.solver.addEditVariable(chain.variables[5], strength: .strong)
        try chain.solver.addEditVariable(chain.variables[1], strength: .medium)
        expectClose(chain.values, try Chain.reference(7, pinning: [(5, 0, .strong), (1, 0, .medium)]))
        #expect(chain.solver.value(of: chain.variables[5]) == 0)
        #expect(chain.solver.deferredEdits.isEmpty)
    }

    @Test func aSuggestionMovesOnlyItsOwnEdit() throws {
        let chain = try Chain(7)
        try chain.solver.addEditVariable(chain.variables[2], strength: .strong)
        try chain.solver.addEditVariable(chain.variables[6], strength: .strong)
        try chain.solver.suggestValue(-9, for: chain.variables[2])
        #expect(chain.solver.deferredEdits == [chain.variables[6].id])
        expectClose(chain.values, try Chain.reference(7, pinning: [(2, -9, .strong), (6, 0, .strong)]))
    }

    @Test func removingADeferredEditLeavesTheSolutionAsItWas() throws {
        let chain = try Chain(7)
        let before = chain.values
        try chain.solver.addEditVariable(chain.variables[0], strength: .strong)
        try chain.solver.removeEditVariable(chain.variables[0])
        #expect(chain.solver.deferredEdits.isEmpty)
        expectClose(chain.values, before)
    }

    @Test func aConstraintAddedAfterwardsMeetsTheFirstValue() throws {
        let chain = try Chain(5)
        let extra = Variable("extra")
        try chain.solver.addEditVariable(chain.variables[4], strength: .strong)
        try chain.solver.add(Constraint(Expression(extra), .equal, chain.variables[4] + 3))
        #expect(chain.solver.deferredEdits.isEmpty)
        #expect(abs(chain.solver.value(of: extra) - 3) < 1e-9)
        expectClose(chain.values, try Chain.reference(5, pinning: [(4, 0, .strong)]))
    }

    @Test func aRefusedConstraintKeepsTheEditsAsTheyWere() throws {
        let chain = try Chain(5)
        try chain.solver.addEditVariable(chain.variables[3], strength: .strong)
        // v[4] >= v[3] + 1 is required: v[4] <= v[3] is not satisfiable.
        #expect(throws: SolverError.self) {
            try chain.solver.add(Constraint(Expression(chain.variables[4]), .lessThanOrEqual, Expression(chain.variables[3])))
        }
        expectClose(chain.values, try Chain.reference(5, pinning: [(3, 0, .strong)]))
        try chain.solver.suggestValue(-2, for: chain.variables[3])
        expectClose(chain.values, try Chain.reference(5, pinning: [(3, -2, .strong)]))
    }

    /// Edit-variable churn (add, suggest, remove on `v[k % 50]`) reaches a fresh solver's
    /// optimum after every suggestion and every removal.
    @Test func churnMatchesFreshSolvers() throws {
        let chain = try Chain(50), unpinned = try Chain(50)
        for cycle in 0..<60 {
            let index = cycle * 7 % 50, value = Double(cycle % 37)
            try chain.solver.addEditVariable(chain.variables[index], strength: .strong)
            try chain.solver.suggestValue(value, for: chain.variables[index])
            let pinned = try Chain(50)
            try pinned.solver.add(Constraint(Expression(pinned.variables[index]), .equal, value, strength: .strong))
            #expect(abs(chain.solver.value(of: chain.variables[index]) - value) < 1e-9, "cycle \(cycle)")
            #expect(chain.meetsTheChain && abs(chain.stayError - pinned.stayError) < 1e-9, "cycle \(cycle)")
            try chain.solver.removeEditVariable(chain.variables[index])
            #expect(chain.meetsTheChain && abs(chain.stayError - unpinned.stayError) < 1e-9, "cycle \(cycle)")
        }
    }

    /// Adding an edit at the value its variable has moves nothing, so a cycle of churn
    /// moves the solution twice (to the suggestion and back), not three times: on the
    /// 50-variable chain 35 pivots a cycle before, 27 since.
    @Test func churnMovesTheSolutionTwiceACycle() throws {
        let chain = try Chain(50)
        let start = chain.solver.pivotCount
        for cycle in 0..<200 {
            let variable = chain.variables[cycle % 50]
            try chain.solver.addEditVariable(variable, strength: .strong)
            try chain.solver.suggestValue(Double(cycle % 37), for: variable)
            try chain.solver.removeEditVariable(variable)
        }
        let perCycle = Double(chain.solver.pivotCount - start) / 200
        #expect(perCycle <= 30, "\(perCycle) pivots a cycle")
    }
}
