import ConstraintSolver

/// Requests for one axis's system, queued in order and then solved as independent parts:
/// one Cassowary solver per connected component of the constraint graph, so no pivot
/// rewrites rows of unrelated parts (a list's cells, once their width is fixed).
///
/// A variable that a required `x == c` constraint pins (a fixed width, an edge pinned to
/// its superview's) is not given to any solver: the constraints that mention it get `c`
/// in its place, so it neither connects them nor costs a row. Pins that disagree, and
/// required constraints that `c` leaves false, throw ``LayoutSolver/MixedAxes`` so that
/// the single solver reports the conflict as it always has.
///
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

    /// How far from zero a constant left alone may be and still count as zero.
    private static let tolerance = 1.0e-8
    private var pending: [Pending?] = []
    /// The index in `pending` of each queued constraint (by identity) and edit (by
    /// variable id). These tables, like those below, are `IDTable`s: they are read once or
    /// more per term of every constraint, and hashing dominated their cost as dictionaries.
    private var pendingConstraints = IDTable<Int>()
    private var pendingEdits = IDTable<Int>()
    private var built = false
    private var solvers: [Solver] = []
    /// The part of each variable given to a solver (pinned ones are in `pins` instead).
    private var partOfVariable = IDTable<Int>()
    /// The part each constraint was added to and the constraint the solver got (pinned
    /// variables replaced by their values); `nil` for pins and constraints left with no
    /// variables.
    private var partsOfConstraint = IDTable<(part: Int, added: Constraint)?>()
    /// The value of each pinned variable.
    private var pins = IDTable<Double>()

    // MARK: - Requests

    func add(_ constraint: Constraint) throws {
        guard built else {
            pendingConstraints[Self.key(constraint)] = pending.count
            pending.append(.constraint(constraint))
            return
        }
        guard let added = try substitutingPins(constraint) else {
            partsOfConstraint[Self.key(constraint)] = .some(nil)
            return
        }
        let part = try singlePart(of: added.expression.terms.map(\.variable))
        try solvers[part].add(added)
        partsOfConstraint[Self.key(constraint)] = (part, added)
    }

    func remove(_ constraint: Constraint) throws {
        if let index = pendingConstraints.removeValue(for: Self.key(constraint)) {
            pending[index] = nil
            return
        }
        guard let entry = partsOfConstraint.removeValue(for: Self.key(constraint)) else {
            throw SolverError.unknownConstraint(constraint)
        }
        // Removing a pin would free its variable everywhere: one solver must take over.
        if Self.isPin(constraint) { throw LayoutSolver.MixedAxes() }
        if let (part, added) = entry { try solvers[part].remove(added) }
    }

    func addEditVariable(_ variable: Variable, strength: Strength) throws {
        guard built else {
            pendingEdits[variable.id] = pending.count
            pending.append(.edit(variable, strength, suggested: nil))
            return
        }
        guard pins[variable.id] == nil else { throw LayoutSolver.MixedAxes() }
        try solvers[try singlePart(of: [variable])].addEditVariable(variable, strength: strength)
    }

    func removeEditVariable(_ variable: Variable) throws {
        if let index = pendingEdits.removeValue(for: variable.id) {
            pending[index] = nil
            return
        }
        guard let part = partOfVariable[variable.id] else { throw SolverError.unknownEditVariable(variable) }
        try solvers[part].removeEditVariable(variable)
    }

    func suggestValue(_ value: Double, for variable: Variable) throws {
        if let index = pendingEdits[variable.id], case .edit(let edited, let strength, _) = pending[index] {
            pending[index] = .edit(edited, strength, suggested: value)
            return
        }
        guard let part = partOfVariable[variable.id] else { throw SolverError.unknownEditVariable(variable) }
        try solvers[part].suggestValue(value, for: variable)
    }

    /// The solved value of `variable` (0 for one nothing mentions).
    func value(of variable: Variable) -> Double {
        if let pinned = pins[variable.id] { return pinned }
        guard let part = partOfVariable[variable.id] else { return 0 }
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
        pendingConstraints.removeAll()
        pendingEdits.removeAll()
        // The pinned variables' values; pins that disagree are a conflict for one solver.
        for case .constraint(let constraint) in requests where Self.isPin(constraint) {
            let term = constraint.expression.terms[0]
            let value = -constraint.expression.constant / term.coefficient
            if let known = pins[term.variable.id], abs(known - value) > Self.tolerance { throw LayoutSolver.MixedAxes() }
            pins[term.variable.id] = value
        }
        // What each request hands a solver, and the union of the variables it relates.
        // Union-find over nodes numbered in the order their variables first appear.
        var index = IDTable<Int>()
        var nodeVariables: [Variable] = []
        var parent: [Int] = []
        func find(_ node: Int) -> Int {
            var root = node
            while parent[root] != root { root = parent[root] }
            var current = node
            while parent[current] != root { (parent[current], current) = (root, parent[current]) }
            return root
        }
        func node(_ variable: Variable) -> Int {
            if let known = index[variable.id] { return known }
            index[variable.id] = parent.count
            nodeVariables.append(variable)
            parent.append(parent.count)
            return parent.count - 1
        }
        var handed: [(request: Pending, node: Int?)] = []
        for request in requests {
            switch request {
            case .constraint(let constraint):
                guard !Self.isPin(constraint) else {
                    partsOfConstraint[Self.key(constraint)] = .some(nil)
                    continue
                }
                guard let added = try substitutingPins(constraint) else {
                    partsOfConstraint[Self.key(constraint)] = .some(nil)
                    continue
                }
                let terms = added.expression.terms
                let first = node(terms[0].variable)
                let root = find(first)
                for term in terms.dropFirst() {
                    let otherRoot = find(node(term.variable))
                    if otherRoot != root { parent[otherRoot] = root }
                }
                partsOfConstraint[Self.key(constraint)] = (0, added)
                handed.append((.constraint(added), first))
                originals.append(constraint)
            case .edit(let variable, _, _):
                guard pins[variable.id] == nil else { throw LayoutSolver.MixedAxes() }
                handed.append((request, node(variable)))
                originals.append(nil)
            }
        }
        // A solver per part; the requests handed over in order.
        var partOfRoot = [Int](repeating: -1, count: parent.count)
        func part(of node: Int) -> Int {
            let root = find(node)
            if partOfRoot[root] >= 0 { return partOfRoot[root] }
            partOfRoot[root] = solvers.count
            solvers.append(Solver())
            return solvers.count - 1
        }
        for (node, variable) in nodeVariables.enumerated() { partOfVariable[variable.id] = part(of: node) }
        for ((request, node), original) in zip(handed, originals) {
            let target = part(of: node!)
            switch request {
            case .constraint(let added):
                try solvers[target].add(added)
                if let original { partsOfConstraint[Self.key(original)] = (target, added) }
            case .edit(let variable, let strength, let suggested):
                try solvers[target].addEditVariable(variable, strength: strength)
                if let suggested { try solvers[target].suggestValue(suggested, for: variable) }
            }
        }
        originals = []
    }

    /// The constraints behind the requests being handed over (`nil` for edits).
    private var originals: [Constraint?] = []

    /// `constraint` with each pinned variable replaced by its value; `nil` when no variable
    /// is left (an optional one then weighs the same in every solution).
    /// - Throws: ``LayoutSolver/MixedAxes`` for a required one the values leave false.
    private func substitutingPins(_ constraint: Constraint) throws -> Constraint? {
        let expression = constraint.expression
        guard expression.terms.contains(where: { pins[$0.variable.id] != nil }) else {
            return expression.terms.isEmpty ? try constantOnly(constraint, expression.constant) : constraint
        }
        var constant = expression.constant
        var terms: [Term] = []
        for term in expression.terms {
            if let value = pins[term.variable.id] { constant += term.coefficient * value } else { terms.append(term) }
        }
        guard !terms.isEmpty else { return try constantOnly(constraint, constant) }
        return Constraint(ConstraintSolver.Expression(terms, constant: constant), constraint.relation, ConstraintSolver.Expression(), strength: constraint.strength)
    }

    /// Checks a constraint left with `constant` alone: `nil`, or a throw when it is required
    /// and false.
    private func constantOnly(_ constraint: Constraint, _ constant: Double) throws -> Constraint? {
        guard constraint.strength.isRequired else { return nil }
        let holds: Bool
        switch constraint.relation {
        case .equal: holds = abs(constant) <= Self.tolerance
        case .lessThanOrEqual: holds = constant <= Self.tolerance
        case .greaterThanOrEqual: holds = constant >= -Self.tolerance
        }
        guard holds else { throw LayoutSolver.MixedAxes() }
        return nil
    }

    // MARK: - Private

    /// The key of `constraint` in the tables: its identity.
    private static func key(_ constraint: Constraint) -> Int {
        Int(bitPattern: ObjectIdentifier(constraint))
    }

    /// Whether `constraint` is a required `x == c`.
    private static func isPin(_ constraint: Constraint) -> Bool {
        constraint.relation == .equal && constraint.strength.isRequired && constraint.expression.terms.count == 1
    }

    /// The one part all of `variables` belong to, or a new part when none is known yet.
    private func singlePart(of variables: [Variable]) throws -> Int {
        guard !variables.contains(where: { pins[$0.id] != nil }) else { throw LayoutSolver.MixedAxes() }
        var parts = Set<Int>()
        var unknown: [Variable] = []
        for variable in variables {
            if let part = partOfVariable[variable.id] { parts.insert(part) } else { unknown.append(variable) }
        }
        guard parts.count <= 1 else { throw LayoutSolver.MixedAxes() }
        let part: Int
        if let only = parts.first {
            part = only
        } else {
            part = solvers.count
            solvers.append(Solver())
        }
        for variable in unknown { partOfVariable[variable.id] = part }
        return part
    }
}
