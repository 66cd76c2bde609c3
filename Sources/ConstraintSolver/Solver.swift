/// An incremental Cassowary solver (Badros, Borning and Stuckey, 2001): constraints are
/// added and removed one at a time, edit variables take suggested values, and the
/// solution is kept optimal throughout.
///
/// The tableau uses kiwisolver's pivot rules (the first symbol with a negative cost
/// enters, the restricted row with the smallest ratio leaves, the same subject and
/// marker-row choices) on flat arrays: rows are sorted cell arrays and the basis is an
/// array indexed by symbol id. It does not replay kiwisolver step for step:
/// - after a pivot, only the rows that contained the entering symbol and are left with a
///   negative constant are queued for the dual simplex (kiwisolver queues every
///   non-external row with a negative constant, in id order);
/// - a negative cost above `-1e-6` with no leaving row is taken as rounding residue and
///   skipped (kiwisolver throws "the objective is unbounded");
/// - symbols and terms are ordered by symbol id, and the ids of removed symbols are
///   reused (kiwisolver's ids only grow, and it orders terms by the `Variable`'s address);
/// - a new edit variable enters at its variable's current value, and the move to its
///   first value, 0, waits for the next read or change of constraints (kiwisolver moves
///   straight away), so an edit given a value next moves the solution once.
/// So where the optimum is not unique the two may pick different optima of equal
/// weighted error; where it is unique they agree (see `KiwisolverFixtureTests`).
///
/// Every request either succeeds or throws with the solver exactly as it was, including
/// the ids it will give new symbols, so later results do not depend on a refused request.
/// Coefficients under `1e-8` in magnitude are dropped as rounding residue.
///
/// Not `Sendable`: a solver belongs to one layout pass.
public final class Solver {
    // MARK: - Nested types

    /// The symbols that track a constraint in the tableau.
    struct Tag {
        var marker = Symbol.invalid
        var other = Symbol.invalid
    }

    struct Record {
        var constraint: Constraint
        var tag: Tag
    }

    struct EditInfo {
        var tag: Tag
        var constraint: Constraint
        /// The constant the tableau holds for the edit (see ``deferredEdits``).
        var constant: Double
    }

    // MARK: - State

    /// The constraints added, by identity (``key(_:)``).
    var constraints = IDTable<Record>()
    /// The row of each basic symbol, indexed by symbol id; `nil` for parametric symbols.
    var rows: ContiguousArray<Row?> = [nil]
    /// Every symbol made so far, indexed by id (so a row's id tells its kind).
    var symbols: ContiguousArray<Symbol> = [.invalid]
    /// The symbol of each variable some constraint has mentioned, by variable id.
    var variables = IDTable<Symbol>()
    /// The same, in the order the solver met them.
    var variableOrder: [Variable] = []
    /// The edit variables, by variable id.
    var edits = IDTable<EditInfo>()
    /// The variable ids of the edits whose value is still the first one, 0, while the
    /// tableau holds the value the variable had when it became editable (see
    /// ``addEditVariable(_:strength:)``).
    var deferredEdits: [Int] = []
    /// What settling the deferred edits for ``value(of:)`` threw, for the next request to
    /// throw (reading a value cannot).
    var settlingFailure: SolverError?
    /// Rows the last substitutions left with a negative constant, for the dual simplex.
    var infeasible: [Symbol] = []
    var objective = Row()
    var artificial: Row?
    /// Whether the last primal optimisation found no pivot and the tableau has changed
    /// since only by rows whose subject is a new variable, so that another would find none
    /// either. Pivots, suggestions and rollbacks clear it.
    var objectiveSettled = false
    var nextID = 1
    /// Ids below `nextID` whose symbols were removed, for ``makeSymbol(_:)`` to reuse
    /// (last freed first).
    var freeIDs: [Int] = []

    /// What to restore when a request fails (see `Journal.swift`).
    var journal = Journal()
    /// The pivots made so far, rolled back or not: what tests count a request's work in.
    var pivotCount = 0

    // MARK: - Initializers

    public init() {}

    // MARK: - Constraints

    /// Adds `constraint` and re-optimises.
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` when it was already added;
    ///   ``SolverError/unsatisfiable(_:conflictingWith:)`` when it is required and
    ///   contradicts the required constraints already added;
    ///   ``SolverError/invalidNumber(_:)`` when a coefficient, the constant or the strength
    ///   is NaN or infinite. The solver is then unchanged.
    public func add(_ constraint: Constraint) throws(SolverError) {
        guard !constraints.contains(Self.key(constraint)) else { throw .duplicateConstraint(constraint) }
        try Self.validate(constraint)
        try settleDeferredEdits()
        _ = try insert(constraint)
    }

    /// Removes `constraint` and re-optimises.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when it was never added (or was
    ///   already removed).
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let record = constraints[Self.key(constraint)] else { throw .unknownConstraint(constraint) }
        try settleDeferredEdits()
        try erase(record)
    }

    /// Whether `constraint` has been added.
    public func contains(_ constraint: Constraint) -> Bool {
        constraints.contains(Self.key(constraint))
    }

    // MARK: - Edit variables

    /// Makes `variable` editable at `strength`, which must be optional: suggested values
    /// then pull it like an optional `variable == value` constraint, the first value being
    /// 0, as in kiwisolver.
    ///
    /// The edit enters the tableau at the variable's current value, which the solution
    /// already meets, and the move to 0 waits for the next read of a value or change of
    /// constraints (``deferredEdits``): an edit is almost always given a value next, and
    /// then the solution moves once, from where it is to that value, instead of to 0 and
    /// back. The constraints are the same either way, so is the optimum.
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``; ``SolverError/invalidNumber(_:)``
    ///   when the strength is NaN or infinite; ``SolverError/requiredEditVariable(_:)``.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard !edits.contains(variable.id) else { throw .duplicateEditVariable(variable) }
        guard strength.isValid else { throw .invalidNumber("the strength \(strength.value) of the edit variable \(variable)") }
        guard !strength.isRequired else { throw .requiredEditVariable(variable) }
        try throwSettlingFailure()
        let current = tableauValue(of: variable)
        let constraint = Constraint(Expression(variable), .equal, current, strength: strength, label: "edit \(variable)")
        let tag = try insert(constraint)
        edits[variable.id] = EditInfo(tag: tag, constraint: constraint, constant: current)
        if current != 0 { deferredEdits.append(variable.id) }
    }

    /// Stops `variable` being editable, and forgets its suggested value.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let info = edits[variable.id], let record = constraints[Self.key(info.constraint)] else {
            throw .unknownEditVariable(variable)
        }
        try throwSettlingFailure()
        try erase(record)
        edits[variable.id] = nil
        undefer(variable.id)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits.contains(variable.id)
    }

    /// Suggests `value` for an edit variable and re-optimises with the dual simplex.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``; ``SolverError/invalidNumber(_:)``
    ///   when `value` is NaN or infinite (the previous suggestion then stays in force).
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let info = edits[variable.id] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .invalidNumber("the suggested value \(value) for \(variable)") }
        try throwSettlingFailure()
        try transaction { () throws(SolverError) in
            try suggest(value, info: info)
        }
        edits[variable.id]!.constant = value
        undefer(variable.id)
    }

    // MARK: - Deferred first values

    /// Moves every deferred edit to its first value, 0, each as one transaction.
    private func settleDeferredEdits() throws(SolverError) {
        try throwSettlingFailure()
        while let id = deferredEdits.last {
            let info = edits[id]!
            try transaction { () throws(SolverError) in
                try suggest(0, info: info)
            }
            edits[id]!.constant = 0
            deferredEdits.removeLast()
        }
    }

    private func throwSettlingFailure() throws(SolverError) {
        guard let failure = settlingFailure else { return }
        settlingFailure = nil
        throw failure
    }

    private func undefer(_ id: Int) {
        if let index = deferredEdits.lastIndex(of: id) { deferredEdits.remove(at: index) }
    }

    // MARK: - Recording

    /// Adds the row of `constraint` and records it, as one transaction; returns its tag.
    private func insert(_ constraint: Constraint) throws(SolverError) -> Tag {
        var tag = Tag()
        try transaction { () throws(SolverError) in
            tag = try addConstraint(constraint)
            constraints[Self.key(constraint)] = Record(constraint: constraint, tag: tag)
        }
        return tag
    }

    /// Removes the row of `record`'s constraint and forgets it, as one transaction.
    private func erase(_ record: Record) throws(SolverError) {
        try transaction { () throws(SolverError) in
            try removeConstraint(record)
            constraints[Self.key(record.constraint)] = nil
        }
    }

    // MARK: - Validation

    /// The key of `constraint` in ``constraints``: its identity.
    @inline(__always)
    static func key(_ constraint: Constraint) -> Int {
        Int(bitPattern: ObjectIdentifier(constraint))
    }

    /// Throws ``SolverError/invalidNumber(_:)`` naming the first NaN or infinite number of
    /// `constraint`: a coefficient, the constant, or the strength. ``add(_:)`` checks this
    /// first; a caller that handles constraints before the solver sees them (or names them
    /// better than the solver can) may check it itself.
    public static func validate(_ constraint: Constraint) throws(SolverError) {
        for term in constraint.expression.terms where !term.coefficient.isFinite {
            throw .invalidNumber("the coefficient \(term.coefficient) of \(term.variable) in \(constraint)")
        }
        guard constraint.expression.constant.isFinite else {
            throw .invalidNumber("the constant \(constraint.expression.constant) of \(constraint)")
        }
        guard constraint.strength.isValid else {
            throw .invalidNumber("the strength \(constraint.strength.value) of \(constraint)")
        }
    }

    // MARK: - Values

    /// The value of `variable` in the current solution (0 for one no constraint mentions).
    ///
    /// Moves the edits made since the last read to their first value first; should that
    /// fail (an internal error), the value is that of the solution before the move, and the
    /// next request throws the error.
    public func value(of variable: Variable) -> Double {
        if _slowPath(!deferredEdits.isEmpty) && settlingFailure == nil {
            do throws(SolverError) {
                try settleDeferredEdits()
            } catch {
                settlingFailure = error
            }
        }
        return tableauValue(of: variable)
    }

    /// The value of `variable` the tableau holds, deferred edits aside.
    private func tableauValue(of variable: Variable) -> Double {
        guard let symbol = variables[variable.id] else { return 0 }
        return rows[symbol.id]?.constant ?? 0
    }
}
