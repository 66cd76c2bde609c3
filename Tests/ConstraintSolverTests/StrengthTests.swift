import ConstraintSolver
import Testing

/// The strength rules: required beats every optional constraint, strong beats medium
/// beats weak, and UIKit priorities sit between medium and strong with 999 above 998.
@Suite("Strengths")
struct StrengthTests {
    // MARK: - Helpers

    /// The value of `x` when `x == 10` at `low` competes with `x == 20` at `high`.
    private func winner(low: Strength, high: Strength) throws -> Double {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(Constraint(Expression(x), .equal, 10, strength: low))
        try solver.add(Constraint(Expression(x), .equal, 20, strength: high))
        return solver.value(of: x)
    }

    // MARK: - Tests

    @Test func kiwisolverWeights() {
        #expect(Strength.required.value == 1_001_001_000)
        #expect(Strength.strong.value == 1_000_000)
        #expect(Strength.medium.value == 1_000)
        #expect(Strength.weak.value == 1)
        #expect(Strength(2e9) == .required, "weights are clipped to required")
        #expect(Strength(-5).value == 0)
    }

    @Test(arguments: [(Strength.medium, Strength.strong), (.weak, .medium), (.weak, .strong)])
    func strongerNamedStrengthWins(low: Strength, high: Strength) throws {
        #expect(try winner(low: low, high: high) == 20)
        #expect(try winner(low: high, high: low) == 10, "the order of adding does not matter")
    }

    @Test func priorityMapping() {
        #expect(Strength(priority: 1000) == .required)
        #expect(Strength(priority: 999).value == 999_000)
        #expect(Strength(priority: 1).value == Strength.medium.value)
        #expect(Strength(priority: 5000) == .required, "priorities are clamped to 1...1000")
        #expect(Strength(priority: -3) == Strength(priority: 1))
        #expect(!Strength(priority: 999).isRequired)
    }

    @Test(arguments: [(998, 999), (1, 2), (250, 750), (749, 750), (500, 501)])
    func higherPriorityWins(low: Int, high: Int) throws {
        #expect(try winner(low: Strength(priority: low), high: Strength(priority: high)) == 20)
        #expect(try winner(low: Strength(priority: high), high: Strength(priority: low)) == 10)
    }

    @Test func prioritiesSitBetweenMediumAndStrong() throws {
        #expect(try winner(low: .weak, high: Strength(priority: 1)) == 20)
        #expect(try winner(low: Strength(priority: 999), high: .strong) == 20)
    }

    @Test(arguments: [Strength.strong, Strength(priority: 999), .medium, .weak])
    func requiredBeatsAnyNumberOfOptional(optional: Strength) throws {
        let x = Variable("x")
        let solver = Solver()
        for _ in 0..<50 { try solver.add(Constraint(Expression(x), .equal, 20, strength: optional)) }
        try solver.add(Constraint(Expression(x), .lessThanOrEqual, 10))
        #expect(solver.value(of: x) == 10)
        try solver.add(Constraint(Expression(x), .equal, 3, strength: Strength(priority: 1000)))
        #expect(solver.value(of: x) == 3)
    }

    @Test func weightsAddUp() throws {
        // Cassowary minimises a weighted sum: two 998s outweigh one 999.
        let x = Variable("x")
        let solver = Solver()
        try solver.add(Constraint(Expression(x), .equal, 10, strength: Strength(priority: 998)))
        try solver.add(Constraint(Expression(x), .equal, 10, strength: Strength(priority: 998)))
        try solver.add(Constraint(Expression(x), .equal, 20, strength: Strength(priority: 999)))
        #expect(solver.value(of: x) == 10)
    }
}
