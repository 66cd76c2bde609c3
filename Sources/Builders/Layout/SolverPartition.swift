import ConstraintSolver

/// Requests for one axis's system, queued in order and then solved as independent parts:
/// one Cassowary solver per connected component of the constraint graph, so no pivot
/// rewrites rows of unrelated parts (a list's cells, once their width is fixed).
///
/// A variable that a required `x == c` constraint pins (a fixed width, an edge pinned to
/// its superview's) does not connect the constraints that mention it: each part that
/// mentions it gets its pins too, in their place in the order, so it is `c` in every part.
/// The parts' optima together are the whole system's optimum. Requests after
/// ``build()`` go to the one part they touch; one that would join parts throws
/// ``LayoutSolver/MixedAxes`` (the layout pass then uses one solver).
final class SolverPartition {
    // MARK: - Nested types

    /// A request, held back until ``build()``.
    private enum Pending {
        case constraint(Constraint)
        case edit(Variable, Strength, suggested: Double?)
    }

    // MARK: - Properties

    private var pending: [Pending?] = []
    private var pendingConstraints: [ObjectIdentifier: Int] = [:]
    private var pendingEdits: [Variable: Int] = [:]
    private var built = false
    private var solvers: [Solver] = []
    /// The part of each variable (a pinned one: the part of its pins).
    private var partOfVariable: [Variable: Int] = [:]
    /// The parts each constraint was added to.
    private var partsOfConstraint: [ObjectIdentifier: [Int]] = [:]

    // MARK: - Requests

    func add(_ constraint: Constraint) throws {
        guard built else {
            pendingConstraints[ObjectIdentifier(constraint)] = pending.count
            pending.append(.constraint(constraint))
            return
        }
        let part = try singlePart(of: constraint.expression.terms.map(\.variable))
        try solvers[part].add(constraint)
        partsOfConstraint[ObjectIdentifier(constraint)] = [part]
    }

    func remove(_ constraint: Constraint) throws {
        if let index = pendingConstraints.removeValue(forKey: ObjectIdentifier(constraint)) {
            pending[index] = nil
            return
        }
        guard let parts = partsOfConstraint.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw SolverError.unknownConstraint(constraint)
        }
        for part in parts { try solvers[part].remove(constraint) }
    }

    func addEditVariable(_ variable: Variable, strength: Strength) throws {
        guard built else {
            pendingEdits[variable] = pending.count
            pending.append(.edit(variable, strength, suggested: nil))
            return
        }
        try solvers[try singlePart(of: [variable])].addEditVariable(variable, strength: strength)
    }

    func removeEditVariable(_ variable: Variable) throws {
        if let index = pendingEdits.removeValue(forKey: variable) {
            pending[index] = nil
            return
        }
        guard let part = partOfVariable[variable] else { throw SolverError.unknownEditVariable(variable) }
        try solvers[part].removeEditVariable(variable)
    }

    func suggestValue(_ value: Double, for variable: Variable) throws {
        if let index = pendingEdits[variable], case .edit(let edited, let strength, _) = pending[index] {
            pending[index] = .edit(edited, strength, suggested: value)
            return
        }
        guard let part = partOfVariable[variable] else { throw SolverError.unknownEditVariable(variable) }
        try solvers[part].suggestValue(value, for: variable)
    }

    /// The solved value of `variable` (0 for one nothing mentions).
    func value(of variable: Variable) -> Double {
        guard let part = partOfVariable[variable] else { return 0 }
        return solvers[part].value(of: variable)
    }

    // MARK: - Building

    /// Splits the queued requests into parts and hands each part's to its own solver, in
    /// the order they were made.
    func build() throws {
        guard !built else { return }
        built = true
        let requests = pending.compactMap { $0 }
        pending = []
        pendingConstraints = [:]
        pendingEdits = [:]
        // Pinned variables, and the union of the variables each request relates.
        var pinned = Set<Variable>()
        for case .constraint(let constraint) in requests where Self.isPin(constraint) {
            pinned.insert(constraint.expression.terms[0].variable)
        }
        var parent: [Variable: Variable] = [:]
        func find(_ variable: Variable) -> Variable {
            var root = variable
            while let up = parent[root], up != root { root = up }
            var current = variable
            while let up = parent[current], up != root { parent[current] = root; current = up }
            return root
        }
        func union(_ variables: [Variable]) {
            guard let first = variables.first else { return }
            if parent[first] == nil { parent[first] = first }
            let root = find(first)
            for other in variables.dropFirst() {
                if parent[other] == nil { parent[other] = other }
                let otherRoot = find(other)
                if otherRoot != root { parent[otherRoot] = root }
            }
        }
        func relating(_ request: Pending) -> [Variable] {
            switch request {
            case .constraint(let constraint):
                let all = constraint.expression.terms.map(\.variable)
                let free = all.filter { !pinned.contains($0) }
                return free.isEmpty ? all : free
            case .edit(let variable, _, _):
                return [variable]
            }
        }
        for request in requests { union(relating(request)) }
        // Number the parts; a constant-only constraint gets a part of its own.
        var partOfRoot: [Variable: Int] = [:]
        func part(of variable: Variable) -> Int {
            let root = find(variable)
            if let known = partOfRoot[root] { return known }
            partOfRoot[root] = solvers.count
            solvers.append(Solver())
            return solvers.count - 1
        }
        // Where each pinned variable's pins go: its own part and every part mentioning it.
        var pinParts: [Variable: Set<Int>] = [:]
        var targets: [[Int]] = []
        for request in requests {
            let variables = relating(request)
            guard let first = variables.first else {
                targets.append([solvers.count])
                solvers.append(Solver())
                continue
            }
            let home = part(of: first)
            targets.append([home])
            if case .constraint(let constraint) = request {
                for term in constraint.expression.terms where pinned.contains(term.variable) {
                    pinParts[term.variable, default: [part(of: term.variable)]].insert(home)
                }
            }
        }
        for (variable, _) in parent { partOfVariable[variable] = part(of: variable) }
        // Hand the requests over in order; pins to every part that needs them.
        for (request, target) in zip(requests, targets) {
            switch request {
            case .constraint(let constraint):
                var parts = target
                if Self.isPin(constraint), let extra = pinParts[constraint.expression.terms[0].variable] {
                    parts = extra.sorted()
                }
                for index in parts { try solvers[index].add(constraint) }
                partsOfConstraint[ObjectIdentifier(constraint)] = parts
            case .edit(let variable, let strength, let suggested):
                try solvers[target[0]].addEditVariable(variable, strength: strength)
                if let suggested { try solvers[target[0]].suggestValue(suggested, for: variable) }
            }
        }
    }

    // MARK: - Private

    /// Whether `constraint` is a required `x == c`.
    private static func isPin(_ constraint: Constraint) -> Bool {
        constraint.relation == .equal && constraint.strength.isRequired && constraint.expression.terms.count == 1
    }

    /// The one part all of `variables` belong to, or a new part when none is known yet.
    private func singlePart(of variables: [Variable]) throws -> Int {
        var parts = Set<Int>()
        var unknown: [Variable] = []
        for variable in variables {
            if let part = partOfVariable[variable] { parts.insert(part) } else { unknown.append(variable) }
        }
        guard parts.count <= 1 else { throw LayoutSolver.MixedAxes() }
        let part: Int
        if let only = parts.first {
            part = only
        } else {
            part = solvers.count
            solvers.append(Solver())
        }
        for variable in unknown { partOfVariable[variable] = part }
        return part
    }
}
