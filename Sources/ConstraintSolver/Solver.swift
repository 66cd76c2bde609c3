/// An incremental Cassowary solver (Badros, Borning and Stuckey, 2001): constraints are
/// added and removed one at a time, edit variables take suggested values, and the
/// solution is kept optimal throughout.
///
/// Not `Sendable`: a solver belongs to one layout pass.
public final class Solver {
    // MARK: - Nested types

    private struct Tag {
        var marker = Symbol.invalid
        var other = Symbol.invalid
    }

    private struct EditInfo {
        var tag: Tag
        var constraint: Constraint
        var constant: Double
    }

    /// Everything that changes; copied before a request so that a failure restores it.
    private struct State {
        var constraints: [ObjectIdentifier: (constraint: Constraint, tag: Tag)] = [:]
        var rows: [Symbol: Row] = [:]
        var variables: [Variable: Symbol] = [:]
        var edits: [Variable: EditInfo] = [:]
        var infeasible: [Symbol] = []
        var objective = Row()
        var artificial: Row?
        var nextID = 1
    }

    // MARK: - Properties

    private var state = State()

    // MARK: - Initializers

    public init() {}

    // MARK: - Constraints

    /// Adds `constraint` and re-optimises.
    /// - Throws: ``SolverError/unsatisfiable(_:conflictingWith:)`` when it is required and
    ///   contradicts the required constraints already added; the solver is then unchanged.
    public func add(_ constraint: Constraint) throws(SolverError) {
        try transaction { () throws(SolverError) in try addConstraint(constraint) }
    }

    /// Removes `constraint` and re-optimises.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        try transaction { () throws(SolverError) in try removeConstraint(constraint) }
    }

    /// Whether `constraint` has been added.
    public func contains(_ constraint: Constraint) -> Bool {
        state.constraints[ObjectIdentifier(constraint)] != nil
    }

    // MARK: - Edit variables

    /// Makes `variable` editable at `strength` (which must be optional).
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard state.edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditVariable(variable) }
        try transaction { () throws(SolverError) in
            let constraint = Constraint(Expression(variable), .equal, 0, strength: strength, label: "edit \(variable)")
            try addConstraint(constraint)
            let tag = state.constraints[ObjectIdentifier(constraint)]!.tag
            state.edits[variable] = EditInfo(tag: tag, constraint: constraint, constant: 0)
        }
    }

    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let info = state.edits[variable] else { throw .unknownEditVariable(variable) }
        try transaction { () throws(SolverError) in
            try removeConstraint(info.constraint)
            state.edits[variable] = nil
        }
    }

    /// Suggests `value` for an edit variable and re-optimises with the dual simplex.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard var info = state.edits[variable] else { throw .unknownEditVariable(variable) }
        try transaction { () throws(SolverError) in
            let delta = value - info.constant
            info.constant = value
            state.edits[variable] = info
            let (marker, other) = (info.tag.marker, info.tag.other)
            if var row = state.rows[marker] {
                if row.add(-delta) < 0 { state.infeasible.append(marker) }
                state.rows[marker] = row
            } else if var row = state.rows[other] {
                if row.add(delta) < 0 { state.infeasible.append(other) }
                state.rows[other] = row
            } else {
                for symbol in state.rows.keys.sorted() {
                    var row = state.rows[symbol]!
                    let coefficient = row.coefficient(for: marker)
                    guard coefficient != 0 else { continue }
                    if row.add(delta * coefficient) < 0, symbol.kind != .external { state.infeasible.append(symbol) }
                    state.rows[symbol] = row
                }
            }
            try dualOptimize()
        }
    }

    // MARK: - Values

    /// The value of `variable` in the current solution (0 for one no constraint mentions).
    public func value(of variable: Variable) -> Double {
        guard let symbol = state.variables[variable] else { return 0 }
        return state.rows[symbol]?.constant ?? 0
    }

    // MARK: - Private: transactions

    private func transaction(_ body: () throws(SolverError) -> Void) throws(SolverError) {
        let saved = state
        do {
            try body()
        } catch {
            state = saved
            throw error
        }
    }

    private func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { state.nextID += 1 }
        return Symbol(id: state.nextID, kind: kind)
    }

    // MARK: - Private: adding and removing

    private func addConstraint(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard state.constraints[key] == nil else { throw .duplicateConstraint(constraint) }
        var tag = Tag()
        var row = makeRow(for: constraint, tag: &tag)
        var subject = chooseSubject(row, tag: tag)
        if subject.kind == .invalid && row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            guard abs(row.constant) < Row.epsilon else {
                throw .unsatisfiable(constraint, conflictingWith: constraintsMarked(by: row))
            }
            subject = tag.marker
        }
        if subject.kind == .invalid {
            let involved = constraintsMarked(by: row)
            guard try addWithArtificialVariable(row) else {
                throw .unsatisfiable(constraint, conflictingWith: involved)
            }
        } else {
            row.solve(for: subject)
            substitute(subject, with: row)
            state.rows[subject] = row
        }
        state.constraints[key] = (constraint, tag)
        try optimize(artificial: false)
    }

    private func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let (_, tag) = state.constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        if tag.marker.kind == .error { removeMarkerEffects(tag.marker, strength: constraint.strength) }
        if tag.other.kind == .error { removeMarkerEffects(tag.other, strength: constraint.strength) }
        if state.rows.removeValue(forKey: tag.marker) == nil {
            guard let leaving = markerLeavingRow(tag.marker) else {
                throw .internalError("failed to find the leaving row of a removed constraint")
            }
            var row = state.rows.removeValue(forKey: leaving)!
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, with: row)
        }
        try optimize(artificial: false)
    }

    /// The row of `constraint` in terms of the current non-basic symbols.
    private func makeRow(for constraint: Constraint, tag: inout Tag) -> Row {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for term in expression.terms where abs(term.coefficient) >= Row.epsilon {
            let symbol = externalSymbol(term.variable)
            if let basic = state.rows[symbol] {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            tag.marker = slack
            row.insert(slack, coefficient)
            if !strength.isRequired {
                let error = makeSymbol(.error)
                tag.other = error
                row.insert(error, -coefficient)
                state.objective.insert(error, strength.value)
            }
        case .equal:
            if strength.isRequired {
                let dummy = makeSymbol(.dummy)
                tag.marker = dummy
                row.insert(dummy)
            } else {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                state.objective.insert(plus, strength.value)
                state.objective.insert(minus, strength.value)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    private func externalSymbol(_ variable: Variable) -> Symbol {
        if let symbol = state.variables[variable] { return symbol }
        let symbol = makeSymbol(.external)
        state.variables[variable] = symbol
        return symbol
    }

    private func chooseSubject(_ row: Row, tag: Tag) -> Symbol {
        if let external = row.sortedCells.first(where: { $0.symbol.kind == .external }) { return external.symbol }
        for marker in [tag.marker, tag.other] where marker.isPivotable && row.coefficient(for: marker) < 0 {
            return marker
        }
        return .invalid
    }

    private func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
        let artificialSymbol = makeSymbol(.slack)
        state.rows[artificialSymbol] = row
        state.artificial = row
        try optimize(artificial: true)
        let success = abs(state.artificial!.constant) < Row.epsilon
        state.artificial = nil
        if var basic = state.rows.removeValue(forKey: artificialSymbol) {
            if basic.cells.isEmpty { return success }
            guard let entering = basic.sortedCells.first(where: { $0.symbol.isPivotable })?.symbol else { return false }
            basic.solve(for: artificialSymbol, entering)
            substitute(entering, with: basic)
            state.rows[entering] = basic
        }
        for symbol in Array(state.rows.keys) { state.rows[symbol]!.remove(artificialSymbol) }
        state.objective.remove(artificialSymbol)
        return success
    }

    private func removeMarkerEffects(_ marker: Symbol, strength: Strength) {
        if let row = state.rows[marker] {
            state.objective.insert(row, -strength.value)
        } else {
            state.objective.insert(marker, -strength.value)
        }
    }

    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var firstRatio = Double.greatestFiniteMagnitude, secondRatio = Double.greatestFiniteMagnitude
        var first: Symbol?, second: Symbol?, third: Symbol?
        for symbol in state.rows.keys.sorted() {
            let row = state.rows[symbol]!
            let coefficient = row.coefficient(for: marker)
            if coefficient == 0 { continue }
            if symbol.kind == .external {
                third = symbol
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio { firstRatio = ratio; first = symbol }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio { secondRatio = ratio; second = symbol }
            }
        }
        return first ?? second ?? third
    }

    /// The constraints whose markers `row` mentions: those a conflict involves, in the
    /// order they were added.
    private func constraintsMarked(by row: Row) -> [Constraint] {
        let symbols = Set(row.cells.keys)
        return state.constraints.values
            .filter { symbols.contains($0.tag.marker) || symbols.contains($0.tag.other) }
            .sorted { $0.tag.marker < $1.tag.marker }
            .map(\.constraint)
    }

    // MARK: - Private: simplex

    private func substitute(_ symbol: Symbol, with row: Row) {
        for key in state.rows.keys.sorted() {
            state.rows[key]!.substitute(symbol, with: row)
            if key.kind != .external && state.rows[key]!.constant < 0 { state.infeasible.append(key) }
        }
        state.objective.substitute(symbol, with: row)
        state.artificial?.substitute(symbol, with: row)
    }

    /// The primal simplex on the objective (or the artificial objective).
    private func optimize(artificial: Bool) throws(SolverError) {
        while true {
            let objective = artificial ? state.artificial! : state.objective
            var pivot: (entering: Symbol, leaving: Symbol)?
            for (entering, coefficient) in objective.sortedCells where entering.kind != .dummy && coefficient < 0 {
                if let leaving = leavingRow(for: entering) {
                    pivot = (entering, leaving)
                    break
                }
                // Weights of a million and more leave rounding residue such as -4e-8 in
                // the objective; such a coefficient is zero, not an unbounded direction.
                guard abs(coefficient) < Self.objectiveTolerance else {
                    throw .internalError("the objective is unbounded")
                }
            }
            guard let (entering, leaving) = pivot else { return }
            var row = state.rows.removeValue(forKey: leaving)!
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            state.rows[entering] = row
        }
    }

    /// Below this, an objective coefficient is rounding residue.
    private static let objectiveTolerance = 1.0e-6

    /// The row that leaves the basis when `entering` enters: the restricted row with the
    /// smallest ratio, or `nil` when no row limits `entering`.
    private func leavingRow(for entering: Symbol) -> Symbol? {
        var leaving: Symbol?
        var ratio = Double.greatestFiniteMagnitude
        for symbol in state.rows.keys.sorted() where symbol.kind != .external {
            let row = state.rows[symbol]!
            let coefficient = row.coefficient(for: entering)
            if coefficient < 0 {
                let candidate = -row.constant / coefficient
                if candidate < ratio { ratio = candidate; leaving = symbol }
            }
        }
        return leaving
    }

    /// The dual simplex, after edits made rows infeasible.
    private func dualOptimize() throws(SolverError) {
        while let leaving = state.infeasible.popLast() {
            // Rounding leaves constants such as -1e-15 behind; only a real deficit pivots.
            guard var row = state.rows[leaving], row.constant < 0, abs(row.constant) >= Row.epsilon else { continue }
            var entering: Symbol?
            var ratio = Double.greatestFiniteMagnitude
            for (symbol, coefficient) in row.sortedCells where coefficient > 0 && symbol.kind != .dummy {
                let candidate = state.objective.coefficient(for: symbol) / coefficient
                if candidate < ratio { ratio = candidate; entering = symbol }
            }
            guard let entering else { throw .internalError("dual optimisation found no entering symbol") }
            state.rows[leaving] = nil
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            state.rows[entering] = row
        }
    }
}
