import ConstraintSolver
import Testing

/// Random feasible systems with edits: the solver must never fail internally and must
/// keep every required constraint.
@Suite("Solver on random systems")
struct SolverFuzzTests {
    /// A small deterministic generator, so a failure replays.
    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    private func holds(_ constraint: Constraint, in solver: Solver) -> Bool {
        let value = constraint.expression.terms.reduce(constraint.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
        switch constraint.relation {
        case .equal: return abs(value) < 1e-6
        case .lessThanOrEqual: return value < 1e-6
        case .greaterThanOrEqual: return value > -1e-6
        }
    }

    @Test(arguments: 0..<1000)
    func feasibleSystemsStaySolved(seed: Int) throws {
        var random = Generator(state: UInt64(seed) &+ 0x9E37_79B9)
        let variables = (0..<5).map { Variable("x\($0)") }
        // A point every required constraint admits.
        let point = variables.map { _ in Double(Int.random(in: -1000...1000, using: &random)) / 10 }
        let solver = Solver()
        let strengths: [Strength] = [.weak, .medium, .strong, Strength(priority: 250), Strength(priority: 999)]
        var required: [Constraint] = []
        for _ in 0..<Int.random(in: 2...8, using: &random) {
            // Coefficients in tenths leave rounding noise in the tableau, as real layouts do.
            let terms = variables.indices.compactMap { index -> Term? in
                Bool.random(using: &random) ? Term(variables[index], Double(Int.random(in: -5...5, using: &random)) / 10) : nil
            }
            let atPoint = terms.reduce(0.0) { sum, term in sum + term.coefficient * point[variables.firstIndex(of: term.variable)!] }
            let slack = Double(Int.random(in: 0...20, using: &random)) / 10
            let isRequired = Int.random(in: 0...2, using: &random) > 0
            let strength = isRequired ? Strength.required : strengths.randomElement(using: &random)!
            let constraint: Constraint = switch Int.random(in: 0...4, using: &random) {
            case 0: Constraint(Expression(terms), .equal, atPoint, strength: strength)
            case 1, 2: Constraint(Expression(terms), .lessThanOrEqual, atPoint + slack, strength: strength)
            default: Constraint(Expression(terms), .greaterThanOrEqual, atPoint - slack, strength: strength)
            }
            try solver.add(constraint)
            if isRequired { required.append(constraint) }
        }
        for variable in variables {
            try solver.add(Constraint(Expression(variable), .equal, Double(Int.random(in: -200...200, using: &random)),
                                      strength: strengths.randomElement(using: &random)!))
        }
        try solver.addEditVariable(variables[0], strength: .strong)
        for _ in 0..<20 {
            try solver.suggestValue(Double(Int.random(in: -300...300, using: &random)) + 0.1 * Double(Int.random(in: 0...9, using: &random)), for: variables[0])
            for constraint in required {
                #expect(holds(constraint, in: solver), "seed \(seed): \(constraint)")
            }
        }
    }
}
