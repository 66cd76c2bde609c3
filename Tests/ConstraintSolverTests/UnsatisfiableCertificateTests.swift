import ConstraintSolver
import Testing

/// The constraints an unsatisfiable error names are a certificate: together with the
/// refused constraint they are infeasible on their own, in a fresh solver.
@Suite("Unsatisfiable constraints name a conflicting set")
struct UnsatisfiableCertificateTests {
    // MARK: - Helpers

    /// A small deterministic generator, so a failure replays.
    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    private enum Outcome: Equatable {
        case feasible
        case infeasible
    }

    /// Whether `constraints` can all be added to a fresh solver.
    private func outcome(of constraints: [Constraint]) -> Outcome {
        let solver = Solver()
        do {
            for constraint in constraints { try solver.add(constraint) }
            return .feasible
        } catch {
            return .infeasible
        }
    }

    private func term(_ variable: Variable, _ coefficient: Double) -> Term { Term(variable, coefficient) }

    // MARK: - Tests

    /// The reviewer's minimised case: the conflict goes through c18, whose slack is basic
    /// by the time c21 comes, so the row of c21 before phase one does not mention it.
    @Test func aConflictThroughABasicSlackNamesIt() throws {
        let x = (0..<8).map { Variable("x\($0)") }
        func make(_ terms: [(Int, Double)], _ constant: Double, _ relation: Constraint.Relation, _ strength: Strength, _ label: String) -> Constraint {
            Constraint(Expression(terms.map { term(x[$0.0], $0.1) }, constant: constant), relation, 0, strength: strength, label: label)
        }
        let c1 = make([(2, 1), (3, 1), (1, -1)], 118, .equal, .required, "c1")
        let c4 = make([(4, 1), (0, -1), (2, -1)], -713, .greaterThanOrEqual, Strength(500_000), "c4")
        let c5 = make([(5, -1), (6, 1)], 218, .lessThanOrEqual, .required, "c5")
        let c7 = make([(7, 1), (4, -1), (3, 1)], -233, .equal, Strength(500_000), "c7")
        let c8 = make([(3, -1), (6, 1), (1, -1)], 62, .equal, Strength(998_000), "c8")
        let c10 = make([(6, 1)], 46, .greaterThanOrEqual, .weak, "c10")
        let c12 = make([(6, -1), (0, 1)], -202, .greaterThanOrEqual, .medium, "c12")
        let c13 = make([(3, -1), (7, 1), (2, -1)], -571, .equal, .strong, "c13")
        let c14 = make([(2, -1)], -486, .equal, .required, "c14")
        let c18 = make([(2, -1), (7, -1)], -68, .lessThanOrEqual, .required, "c18")
        let c20 = make([(0, -1), (6, 1)], 356, .equal, .strong, "c20")
        let c21 = make([(7, -1)], 312, .equal, .required, "c21")

        let solver = Solver()
        for constraint in [c1, c4, c5, c7, c8, c10, c12, c13] { try solver.add(constraint) }
        try solver.remove(c8)
        for constraint in [c14, c18, c20] { try solver.add(constraint) }
        var named: [Constraint] = []
        #expect { try solver.add(c21) } throws: { error in
            guard case .unsatisfiable(let refused, let others) = error as? SolverError, refused === c21 else { return false }
            named = others
            return true
        }
        #expect(named.contains { $0 === c14 })
        #expect(named.contains { $0 === c18 })
        #expect(named.allSatisfy { $0.strength.isRequired })
        #expect(outcome(of: named + [c21]) == .infeasible)
        #expect(outcome(of: named) == .feasible)
        // Minimal: without any one of them, c21 fits.
        for index in named.indices {
            var fewer = named
            fewer.remove(at: index)
            #expect(outcome(of: fewer + [c21]) == .feasible, "without \(named[index])")
        }
    }

    /// Random systems of required and optional constraints, with removals and edits on
    /// the way: every refusal names required constraints that, with the refused one, are
    /// infeasible in a fresh solver.
    @Test(arguments: 0..<200)
    func everyRefusalNamesAnInfeasibleSet(seed: Int) throws {
        var random = Generator(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1)
        let variables = (0..<8).map { Variable("x\($0)") }
        let strengths: [Strength] = [.required, .required, .required, .strong, .medium, .weak, Strength(priority: 998)]
        let solver = Solver()
        var added: [Constraint] = []
        for step in 0..<30 {
            if step % 7 == 6, !added.isEmpty {
                try solver.remove(added.remove(at: Int.random(in: 0..<added.count, using: &random)))
                continue
            }
            if step == 10 {
                try solver.addEditVariable(variables[0], strength: .strong)
                try solver.suggestValue(Double(Int.random(in: -500...500, using: &random)), for: variables[0])
            }
            let chosen = variables.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random))
            let terms = chosen.map { Term($0, [-2, -1, -1, 1, 1, 2].randomElement(using: &random)!) }
            let relation: Constraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
            let constraint = Constraint(Expression(terms, constant: Double(Int.random(in: -800...800, using: &random))), relation, 0,
                                        strength: strengths.randomElement(using: &random)!, label: "c\(step)")
            do {
                try solver.add(constraint)
                added.append(constraint)
            } catch {
                guard case .unsatisfiable(let refused, let named) = error else {
                    Issue.record("seed \(seed), \(constraint): \(error)")
                    return
                }
                #expect(refused === constraint)
                #expect(named.allSatisfy { constraint in constraint.strength.isRequired && added.contains { $0 === constraint } })
                #expect(outcome(of: named + [constraint]) == .infeasible,
                        "seed \(seed): \(constraint) with \(named.map(\.description)) is feasible")
            }
        }
    }
}
