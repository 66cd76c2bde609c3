import Benchmark
import ConstraintSolver
import Foundation

// MARK: - The benchmark system

/// `Tests/ConstraintSolverTests/Fixtures/benchmark-1000.json`, written by
/// `tools/solver_fixtures.py`; `tools/solver_benchmark.py` times kiwisolver on it.
private struct SolverBenchmarkSystem {
    var variables: [Variable] = []
    var constraints: [Constraint] = []
    var addOrder: [Int] = []
    var edits: [(variable: Variable, strength: Strength)] = []
    var rounds: [[(variable: Variable, value: Double)]] = []
    var removals: [Int] = []

    init() {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tests/ConstraintSolverTests/Fixtures/benchmark-1000.json")
        guard let data = try? Data(contentsOf: url),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let count = json["variables"] as? Int,
              let specs = json["constraints"] as? [[String: Any]],
              let steps = json["steps"] as? [[String: Any]] else {
            fatalError("cannot read \(url.path)")
        }
        variables = (0..<count).map { Variable("x\($0)") }
        constraints = specs.map { spec in
            let terms = (spec["terms"] as! [[Double]]).map { Term(variables[Int($0[0])], $0[1]) }
            let relation: Constraint.Relation = switch spec["op"] as! String {
            case "==": .equal
            case "<=": .lessThanOrEqual
            default: .greaterThanOrEqual
            }
            return Constraint(Expression(terms, constant: spec["constant"] as! Double), relation, 0,
                              strength: Self.strength(spec["strength"]!), label: spec["label"] as? String)
        }
        for step in steps {
            if let add = step["add"] as? [Int] {
                let refused = Set(step["refused"] as? [Int] ?? [])
                addOrder = add.filter { !refused.contains($0) }
            }
            if let edit = step["edit"] as? [[Any]] {
                edits = edit.map { (variables[$0[0] as! Int], Self.strength($0[1])) }
            }
            if let suggest = step["suggest"] as? [[Double]] {
                rounds.append(suggest.map { (variables[Int($0[0])], $0[1]) })
            }
            if let remove = step["remove"] as? [Int] { removals = remove }
        }
    }

    private static func strength(_ spec: Any) -> Strength {
        switch spec {
        case let priority as Int: Strength(priority: priority)
        case "strong" as String: .strong
        case "medium" as String: .medium
        case "weak" as String: .weak
        default: .required
        }
    }

    // MARK: - Phases

    /// Adds every constraint kiwisolver accepted, in the fixture's order.
    func add(to solver: Solver) throws {
        for index in addOrder { try solver.add(constraints[index]) }
    }

    func makeEditable(_ solver: Solver) throws {
        for (variable, strength) in edits { try solver.addEditVariable(variable, strength: strength) }
    }

    /// Every round of suggestions, reading every value after each.
    func suggest(to solver: Solver) throws {
        for round in rounds {
            for (variable, value) in round { try solver.suggestValue(value, for: variable) }
            blackHole(readValues(solver))
        }
    }

    func remove(from solver: Solver) throws {
        for index in removals { try solver.remove(constraints[index]) }
    }

    /// What kiwisolver's `updateVariables` does: every variable's value.
    func readValues(_ solver: Solver) -> Double {
        variables.reduce(0) { $0 + solver.value(of: $1) }
    }
}

// MARK: - Edit variable churn

/// A long-lived solver whose edit variables come and go: a chain `v[i] >= v[i-1] + 1` of
/// 50 variables with weak stays at 0, then cycles of `addEditVariable` (strong),
/// `suggestValue`, `removeEditVariable` on `v[k % 50]` (the same in
/// `tools/solver_benchmark.py`).
private struct EditChurn {
    static let count = 50
    let solver = Solver()
    let variables = (0..<EditChurn.count).map { Variable("v\($0)") }
    var cycle = 0

    init() throws {
        for index in 1..<Self.count {
            try solver.add(Constraint(Expression(variables[index]), .greaterThanOrEqual, variables[index - 1] + 1))
        }
        for variable in variables { try solver.add(Constraint(Expression(variable), .equal, 0, strength: .weak)) }
    }

    mutating func run(cycles: Int) throws {
        for _ in 0..<cycles {
            let variable = variables[cycle % Self.count]
            try solver.addEditVariable(variable, strength: .strong)
            try solver.suggestValue(Double(cycle % 37), for: variable)
            try solver.removeEditVariable(variable)
            cycle += 1
        }
    }
}

// MARK: - Benchmarks

/// The three phases of the issue on the kiwisolver-checked system of 1,000 constraints,
/// and edit variable churn on a fresh solver and on one 16,000 cycles old.
func constraintSolverBenchmarks() {
    let system = SolverBenchmarkSystem()
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 50)

    Benchmark("Solver: add 1,000 constraints and solve", configuration: configuration) { benchmark in
        let solver = Solver()
        benchmark.startMeasurement()
        try system.add(to: solver)
        blackHole(system.readValues(solver))
        benchmark.stopMeasurement()
    }

    Benchmark("Solver: 100 edits of 10 variables, resolving after each", configuration: configuration) { benchmark in
        let solver = Solver()
        try system.add(to: solver)
        try system.makeEditable(solver)
        benchmark.startMeasurement()
        try system.suggest(to: solver)
        benchmark.stopMeasurement()
    }

    Benchmark("Solver: remove half the constraints and solve", configuration: configuration) { benchmark in
        let solver = Solver()
        try system.add(to: solver)
        try system.makeEditable(solver)
        try system.suggest(to: solver)
        benchmark.startMeasurement()
        try system.remove(from: solver)
        blackHole(system.readValues(solver))
        benchmark.stopMeasurement()
    }

    Benchmark("Solver: edit variable churn, 200 cycles", configuration: configuration) { benchmark in
        var churn = try EditChurn()
        benchmark.startMeasurement()
        try churn.run(cycles: 200)
        benchmark.stopMeasurement()
    }

    Benchmark("Solver: edit variable churn, 200 cycles after 16,000", configuration: configuration) { benchmark in
        var churn = try EditChurn()
        try churn.run(cycles: 16_000)
        benchmark.startMeasurement()
        try churn.run(cycles: 200)
        benchmark.stopMeasurement()
    }
}
