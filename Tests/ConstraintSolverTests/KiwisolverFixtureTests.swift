import ConstraintSolver
import Testing

/// Every system in `Fixtures/`, replayed step by step and checked against kiwisolver:
/// on steps where kiwisolver's optimum is unique every value matches to within 1e-6;
/// on the others every required constraint holds and the error of the optional
/// constraints and edits of each strength level equals kiwisolver's (to 1e-6 + 1e-8 ×
/// the error), unless the levels trade error exactly, at an equal weighted sum. The constraints refused as unsatisfiable
/// are kiwisolver's, and each error names the constraint being added.
@Suite("Solver against kiwisolver")
struct KiwisolverFixtureTests {
    // MARK: - Checks

    /// The value of `constraint`'s expression in the current solution.
    private func residual(_ constraint: Constraint, _ values: [Variable: Double]) -> Double {
        constraint.expression.terms.reduce(constraint.expression.constant) { $0 + $1.coefficient * (values[$1.variable] ?? 0) }
    }

    private func violation(_ constraint: Constraint, _ values: [Variable: Double]) -> Double {
        let value = residual(constraint, values)
        switch constraint.relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    // MARK: - Tolerances

    /// The error of a strength level may differ from kiwisolver's by this much plus
    /// `levelRelative` of it: the fixtures round kiwisolver's values to 1e-9, and
    /// kiwisolver's own results vary by about 1e-8 relative from run to run.
    static let levelAbsolute = 1e-6
    static let levelRelative = 1e-8

    // MARK: - Tests

    @Test func everySizeHasFixtures() throws {
        let names = try Fixture.listNames()
        let sizes = try Set(names.filter { $0.hasPrefix("system-") }.map { try Fixture.load($0).size })
        #expect(sizes == [10, 20, 50, 100, 200, 500, 1000, 2000])
        #expect(names.contains("benchmark-1000.json"))
    }

    @Test(arguments: Fixture.names)
    func matchesKiwisolver(fixture name: String) throws {
        let fixture = try Fixture.load(name)
        let variables = (0..<fixture.variables).map { Variable("x\($0)") }
        let constraints = fixture.makeConstraints(over: variables)
        let solver = Solver()
        var added = Set<Int>()
        var edits: [Int: Strength] = [:], suggested: [Int: Double] = [:]
        for (position, step) in fixture.steps.enumerated() {
            let context = "\(name), step \(position)"
            if let order = step.add {
                var refused: [Int] = []
                for index in order {
                    do {
                        try solver.add(constraints[index])
                        added.insert(index)
                    } catch {
                        guard case .unsatisfiable(let reported, _) = error else {
                            Issue.record("\(context): \(error)")
                            return
                        }
                        #expect(reported === constraints[index], "\(context): the error names \(reported)")
                        refused.append(index)
                    }
                }
                #expect(refused == step.refused ?? [], "\(context): refused")
            }
            for entry in step.edit ?? [] {
                try solver.addEditVariable(variables[entry[0].index], strength: entry[1].strength)
                edits[entry[0].index] = entry[1].strength
            }
            for entry in step.suggest ?? [] {
                try solver.suggestValue(entry[1], for: variables[Int(entry[0])])
                suggested[Int(entry[0])] = entry[1]
            }
            for index in step.remove ?? [] {
                try solver.remove(constraints[index])
                added.remove(index)
            }
            guard let expected = step.expect else { continue }
            guard expected.values.count == variables.count else {
                Issue.record("\(context): the fixture has \(expected.values.count) values for \(variables.count) variables")
                return
            }
            var values: [Variable: Double] = [:], kiwiValues: [Variable: Double] = [:]
            for (variable, value) in zip(variables, expected.values) {
                values[variable] = solver.value(of: variable)
                kiwiValues[variable] = value
            }
            if expected.unique {
                let worst = variables.map { abs(values[$0]! - kiwiValues[$0]!) }.max() ?? 0
                #expect(worst <= 1e-6, "\(context): values differ by \(worst)")
            } else {
                for index in added where constraints[index].strength.isRequired {
                    #expect(violation(constraints[index], values) <= 1e-6, "\(context): \(constraints[index]) is violated")
                }
                // The error of each strength level on its own, ours against kiwisolver's
                // (from its values): a weighted total at 1e8 would hide whole units of
                // weak error behind the rounding of the strong ones. Levels may differ only
                // by an exact trade between them, which ties the weighted sum because
                // weights add up (priority 999 weighs as much as 998 plus medium): then
                // the weighted sums must agree to within the levels' own tolerances.
                let ours = levelErrors(values), theirs = levelErrors(kiwiValues)
                #expect(Set(ours.keys) == Set(theirs.keys), "\(context): strength levels")
                var weightedDifference = 0.0, weightedTolerance = 0.0, differing: [String] = []
                for (weight, error) in theirs {
                    let difference = (ours[weight] ?? 0) - error
                    let tolerance = Self.levelAbsolute + Self.levelRelative * abs(error)
                    weightedDifference += weight * difference
                    weightedTolerance += weight * tolerance
                    if abs(difference) > tolerance { differing.append("\(weight): \(ours[weight] ?? 0), kiwisolver's \(error)") }
                }
                #expect(differing.isEmpty || abs(weightedDifference) <= weightedTolerance,
                        "\(context): the errors by strength differ (\(differing.joined(separator: "; "))) by \(weightedDifference) weighted")
                #expect(abs(expected.objective - theirs.reduce(0) { $0 + $1.key * $1.value }) <= 1e-6 * max(1, abs(expected.objective)),
                        "\(context): the fixture's objective does not match its values")
            }

            /// The unweighted error (sum of violations) of the optional constraints and
            /// edits of each strength, by weight.
            func levelErrors(_ values: [Variable: Double]) -> [Double: Double] {
                var errors: [Double: Double] = [:]
                for index in added where !constraints[index].strength.isRequired {
                    errors[constraints[index].strength.value, default: 0] += violation(constraints[index], values)
                }
                for (index, strength) in edits {
                    errors[strength.value, default: 0] += abs(values[variables[index]]! - (suggested[index] ?? 0))
                }
                return errors
            }
        }
    }
}
