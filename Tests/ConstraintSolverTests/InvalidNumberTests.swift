import ConstraintSolver
import Testing

/// NaN and infinite numbers are refused before the solver changes anything, naming what
/// is wrong, and the solver keeps working as if the request never came.
@Suite("Invalid numbers")
struct InvalidNumberTests {
    // MARK: - Fixture

    private let x = Variable("x"), y = Variable("y")

    private func makeSolver() throws -> Solver {
        let solver = Solver()
        try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 0, label: "x >= 0"))
        try solver.add(Constraint(Expression(y), .equal, 3, strength: .weak, label: "y == 3"))
        return solver
    }

    /// `request` throws `invalidNumber` whose message contains `naming`, and the solver's
    /// values and future are those of a twin that never saw the request.
    private func expectRefused(_ naming: String, sourceLocation: SourceLocation = #_sourceLocation,
                               _ request: (Solver) throws -> Void) throws {
        let solver = try makeSolver(), twin = try makeSolver()
        #expect(sourceLocation: sourceLocation) { try request(solver) } throws: { error in
            guard case .invalidNumber(let message) = error as? SolverError else { return false }
            return message.contains(naming) && "\(error)".hasPrefix("invalid number: ")
        }
        for one in [solver, twin] {
            try one.add(Constraint(x + y, .equal, Expression(constant: 10), strength: .strong))
            if !one.hasEditVariable(x) { try one.addEditVariable(x, strength: .medium) }
            try one.suggestValue(4, for: x)
        }
        #expect(solver.value(of: x) == twin.value(of: x), sourceLocation: sourceLocation)
        #expect(solver.value(of: y) == twin.value(of: y), sourceLocation: sourceLocation)
        #expect(solver.value(of: x) == 4 && solver.value(of: y) == 6, sourceLocation: sourceLocation)
    }

    // MARK: - Constraints

    @Test func aNaNCoefficientIsRefused() throws {
        try expectRefused("coefficient nan of x") { solver in
            try solver.add(Constraint(x * .nan + Expression(y), .greaterThanOrEqual, 10))
        }
    }

    @Test(arguments: [Double.infinity, -Double.infinity])
    func anInfiniteCoefficientIsRefused(_ value: Double) throws {
        try expectRefused("coefficient \(value) of y") { solver in
            try solver.add(Constraint(Expression(x) + y * value, .lessThanOrEqual, 10))
        }
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aNonFiniteConstantIsRefused(_ value: Double) throws {
        try expectRefused("constant") { solver in
            try solver.add(Constraint(Expression(x), .equal, value))
        }
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aNonFiniteStrengthIsRefused(_ value: Double) throws {
        #expect(!Strength(value).isValid)
        try expectRefused("strength") { solver in
            try solver.add(Constraint(Expression(x), .equal, 1, strength: Strength(value)))
        }
    }

    // MARK: - Edit variables

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aNonFiniteEditStrengthIsRefused(_ value: Double) throws {
        try expectRefused("strength") { solver in
            try solver.addEditVariable(x, strength: Strength(value))
        }
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aNonFiniteSuggestionIsRefusedAndTheLastOneStays(_ value: Double) throws {
        try expectRefused("suggested value") { solver in
            try solver.addEditVariable(x, strength: .medium)
            try solver.suggestValue(7, for: x)
            try solver.suggestValue(value, for: x)
        }
        // The refused suggestion leaves the previous one in force, and later ones work.
        let solver = try makeSolver()
        try solver.addEditVariable(x, strength: .medium)
        try solver.suggestValue(7, for: x)
        #expect(throws: SolverError.self) { try solver.suggestValue(value, for: x) }
        #expect(solver.value(of: x) == 7)
        try solver.suggestValue(5, for: x)
        #expect(solver.value(of: x) == 5)
    }

    // MARK: - Strength

    @Test func finiteStrengthsAreStillClipped() {
        #expect(Strength(-5).value == 0)
        #expect(Strength(5e12) == .required)
        #expect(Strength(.nan).value.isNaN)
        #expect(Strength(.infinity).value == .infinity)
    }
}
