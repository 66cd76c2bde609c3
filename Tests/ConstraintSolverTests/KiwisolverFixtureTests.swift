import ConstraintSolver
import Testing

/// Every system in `Fixtures/`, replayed step by step and checked against kiwisolver:
/// on steps where kiwisolver's optimum is unique every value matches to within 1e-6;
/// on the others every required constraint holds and the weighted error of the optional
/// constraints and edits equals kiwisolver's. The constraints refused as unsatisfiable
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

    // MARK: - Tests

    @Test func everySizeHasFixtures() throws {
        let sizes = try Set(Fixture.names.filter { $0.hasPrefix("system-") }.map { try Fixture.load($0).size })
        #expect(sizes == [10, 20, 50, 100, 200, 500, 1000, 2000])
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
            var values: [Variable: Double] = [:]
            for variable in variables { values[variable] = solver.value(of: variable) }
            if expected.unique {
                let worst = zip(variables, expected.values).map { abs(values[$0]! - $1) }.max() ?? 0
                #expect(worst <= 1e-6, "\(context): values differ by \(worst)")
            } else {
                for index in added where constraints[index].strength.isRequired {
                    #expect(violation(constraints[index], values) <= 1e-6, "\(context): \(constraints[index]) is violated")
                }
                var objective = 0.0
                for index in added where !constraints[index].strength.isRequired {
                    objective += constraints[index].strength.value * violation(constraints[index], values)
                }
                for (index, strength) in edits {
                    objective += strength.value * abs(values[variables[index]]! - (suggested[index] ?? 0))
                }
                let tolerance = 1e-6 * max(1, abs(expected.objective))
                #expect(abs(objective - expected.objective) <= tolerance,
                        "\(context): weighted error \(objective), kiwisolver \(expected.objective)")
            }
        }
    }
}
