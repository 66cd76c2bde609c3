// MARK: - Adding, removing and editing rows

extension Solver {
    /// A new symbol: the id most recently freed (see ``freeUnusedSymbols(of:)``), else a
    /// fresh one, so that the arrays indexed by id, and the walks over them, stay as long
    /// as the live tableau however many constraints and edits came and went.
    func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        if let id = freeIDs.popLast() {
            let symbol = Symbol(id: id, kind: kind)
            journal.reused.append((id, symbols[id]))
            symbols[id] = symbol
            return symbol
        }
        let symbol = Symbol(id: nextID, kind: kind)
        nextID += 1
        rows.append(nil)
        symbols.append(symbol)
        journal.stamps.append(0)
        return symbol
    }

    /// Queues the ids of `tag`'s symbols that the tableau no longer mentions, to be reused
    /// once the current request succeeds. The marker of a removed constraint is gone
    /// (it was made basic and its row dropped); the other symbol may linger in rows, as in
    /// kiwisolver, and is then kept.
    func freeUnusedSymbols(of tag: Tag) {
        if !infeasible.contains(tag.marker) { journal.freed.append(tag.marker.id) }
        if !tag.other.isInvalid, isUnused(tag.other) { journal.freed.append(tag.other.id) }
    }

    private func isUnused(_ symbol: Symbol) -> Bool {
        guard rows[symbol.id] == nil, !objective.contains(symbol), !infeasible.contains(symbol) else { return false }
        return rows.withUnsafeBufferPointer { slots in
            !slots.contains { $0?.contains(symbol) == true }
        }
    }

    /// Adds the row of `constraint` to the tableau and re-optimises; returns its tag.
    func addConstraint(_ constraint: Constraint) throws(SolverError) -> Tag {
        var tag = Tag()
        let (firstNewID, reusedCount) = (nextID, journal.reused.count)
        var row = makeRow(for: constraint, tag: &tag)
        var subject = chooseSubject(row, tag: tag)
        if subject.isInvalid && row.cells.allSatisfy({ $0.symbol.isDummy }) {
            guard abs(row.constant) < Row.epsilon else {
                throw .unsatisfiable(constraint, conflictingWith: requiredConstraintsMarked(by: row))
            }
            subject = tag.marker
        }
        if subject.isInvalid {
            if let certificate = try addWithArtificialVariable(row) {
                throw .unsatisfiable(constraint, conflictingWith: requiredConstraintsMarked(by: certificate))
            }
        } else {
            row.solve(for: subject)
            let isNewSubject = isNew(subject, since: firstNewID, reusedCount)
            if isNewSubject {
                // No row mentions a symbol `makeRow` just made (a reused id was in no row
                // when freed), so only the objective can: this spares walking the tableau
                // for most constraints, which bring a variable or pick their own marker.
                objective.substitute(subject, with: row)
            } else {
                substitute(subject, with: row)
            }
            touch(subject.id)
            rows[subject.id] = row
            // A new variable as subject left every other row and the objective's old cells
            // as they were, added only positive costs (its error symbols), and made a row
            // the ratio test skips (it is external): an optimum stays one, so the primal
            // simplex, which would walk the whole objective to find no pivot, is skipped.
            if isNewSubject, subject.isExternal, objectiveSettled { return tag }
        }
        try optimize(artificial: false)
        return tag
    }

    /// Whether `symbol` was made since `nextID` was `firstNewID` and `journal.reused` held
    /// `reusedCount` entries.
    private func isNew(_ symbol: Symbol, since firstNewID: Int, _ reusedCount: Int) -> Bool {
        symbol.id >= firstNewID || journal.reused[reusedCount...].contains { $0.id == symbol.id }
    }

    func removeConstraint(_ record: Record) throws(SolverError) {
        let tag = record.tag, strength = record.constraint.strength.value
        if tag.marker.isError { removeMarkerEffects(tag.marker, strength: strength) }
        if tag.other.isError { removeMarkerEffects(tag.other, strength: strength) }
        if rows[tag.marker.id] != nil {
            touch(tag.marker.id)
            rows[tag.marker.id] = nil
        } else {
            guard let leaving = markerLeavingRow(tag.marker) else {
                throw .internalError("failed to find the leaving row of a removed constraint")
            }
            var row = takeRow(leaving)
            row.solve(for: symbols[leaving], tag.marker)
            substitute(tag.marker, with: row)
        }
        try optimize(artificial: false)
        freeUnusedSymbols(of: tag)
    }

    /// Moves the constant of an edit constraint to `value` and restores feasibility.
    func suggest(_ value: Double, info: EditInfo) throws(SolverError) {
        objectiveSettled = false
        let delta = value - info.constant
        let (marker, other) = (info.tag.marker, info.tag.other)
        if rows[marker.id] != nil {
            touch(marker.id)
            if rows[marker.id]!.add(-delta) < 0 { infeasible.append(marker) }
        } else if !other.isInvalid, rows[other.id] != nil {
            touch(other.id)
            if rows[other.id]!.add(delta) < 0 { infeasible.append(other) }
        } else {
            // Every row that mentions the marker moves. As in `substitute`, the rows are
            // walked through a buffer (no copy or retain of each), with the journal and
            // the queue held locally (no exclusivity check per row).
            var journal = self.journal, queue = self.infeasible
            self.journal = Journal.placeholder
            self.infeasible = []
            let symbols = self.symbols
            rows.withUnsafeMutableBufferPointer { slots in
                for id in 1..<slots.count where slots[id]?.mayContain(marker) == true {
                    let coefficient = slots[id].unsafelyUnwrapped.coefficient(for: marker)
                    guard coefficient != 0 else { continue }
                    journal.record(id, slots[id])
                    if slots[id]!.add(delta * coefficient) < 0, !symbols[id].isExternal { queue.append(symbols[id]) }
                }
            }
            self.journal = journal
            infeasible = queue
        }
        try dualOptimize()
    }

    // MARK: - Private

    /// The row of `constraint` in terms of the current parametric symbols, with its slack,
    /// error or dummy symbols, and a non-negative constant.
    private func makeRow(for constraint: Constraint, tag: inout Tag) -> Row {
        let expression = constraint.expression
        // Room for the terms and up to two tag symbols; substituted rows may add more.
        var row = Row(constant: expression.constant, capacity: expression.terms.count + 2)
        for term in expression.terms where abs(term.coefficient) >= Row.epsilon {
            let symbol = externalSymbol(term.variable)
            if let basic = rows[symbol.id] {
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
                objective.insert(error, strength.value)
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
                objective.insert(plus, strength.value)
                objective.insert(minus, strength.value)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    private func externalSymbol(_ variable: Variable) -> Symbol {
        if let symbol = variables[variable.id] { return symbol }
        let symbol = makeSymbol(.external)
        variables[variable.id] = symbol
        variableOrder.append(variable)
        return symbol
    }

    /// The first external symbol; else the marker or the other tag symbol when it is a
    /// slack or error symbol with a negative coefficient; else `invalid`.
    private func chooseSubject(_ row: Row, tag: Tag) -> Symbol {
        if let external = row.cells.first(where: { $0.symbol.isExternal }) { return external.symbol }
        if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if tag.other.isPivotable && row.coefficient(for: tag.other) < 0 { return tag.other }
        return .invalid
    }

    /// Phase one of the simplex for a row with no subject: minimise an artificial variable
    /// standing for the row; the constraint is satisfiable when it reaches zero.
    ///
    /// Returns `nil` when the row was added, else the row that proves it unsatisfiable:
    /// the artificial objective at its optimum, `a = c + Σ dⱼ·sⱼ` with `c > 0`, every
    /// `dⱼ ≥ 0` on a restricted symbol, and every `sⱼ` parametric. The tableau's
    /// equations are combinations of the constraints' equations, each of which has a
    /// marker of its own, so the multiplier of a constraint in this identity is (up to
    /// sign) the coefficient of its marker here, and zero when the marker is basic. The
    /// required constraints whose markers have a nonzero cell are therefore a Farkas
    /// certificate: with the new constraint (`a = 0`) they are infeasible on their own.
    /// (Optional constraints cannot be in it: their error symbols absorb any multiplier.)
    private func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Row? {
        let artificialSymbol = makeSymbol(.slack)
        // Recorded like every other change: a reused id's row must go again on a rollback.
        touch(artificialSymbol.id)
        rows[artificialSymbol.id] = row
        artificial = row
        try optimize(artificial: true)
        let certificate = artificial!
        artificial = nil
        // A failure is rolled back whole, so there is nothing to tidy.
        guard abs(certificate.constant) < Row.epsilon else { return certificate }
        if rows[artificialSymbol.id] != nil {
            var basic = takeRow(artificialSymbol.id)
            if basic.cells.isEmpty { return nil }
            // Only dummies (and externals) left: the row is a fixed combination of
            // required equations, named by its dummies as in the all-dummies case.
            guard let entering = basic.cells.first(where: { $0.symbol.isPivotable })?.symbol else { return basic }
            basic.solve(for: artificialSymbol, entering)
            substitute(entering, with: basic)
            touch(entering.id)
            rows[entering.id] = basic
        }
        for id in 1..<rows.count where rows[id]?.contains(artificialSymbol) == true {
            touch(id)
            rows[id]!.remove(artificialSymbol)
        }
        objective.remove(artificialSymbol)
        return nil
    }

    private func removeMarkerEffects(_ marker: Symbol, strength: Double) {
        if let row = rows[marker.id] {
            objective.insert(row, -strength)
        } else {
            objective.insert(marker, -strength)
        }
    }

    /// The row to pivot on so that `marker` becomes basic: the restricted row with a
    /// negative coefficient and the smallest ratio; else the restricted row with the
    /// smallest ratio; else the last unrestricted row that mentions it.
    private func markerLeavingRow(_ marker: Symbol) -> Int? {
        var firstRatio = Double.greatestFiniteMagnitude, secondRatio = Double.greatestFiniteMagnitude
        var first: Int?, second: Int?, third: Int?
        for id in 1..<rows.count {
            guard let row = rows[id] else { continue }
            let coefficient = row.coefficient(for: marker)
            if coefficient == 0 { continue }
            if symbols[id].isExternal {
                third = id
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio { firstRatio = ratio; first = id }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio { secondRatio = ratio; second = id }
            }
        }
        return first ?? second ?? third
    }

    /// The required constraints whose markers `row` mentions with a nonzero coefficient:
    /// those a conflict involves, in the order of their markers' ids.
    private func requiredConstraintsMarked(by row: Row) -> [Constraint] {
        let symbols = Set(row.cells.map(\.symbol))
        return constraints.values
            .filter { $0.constraint.strength.isRequired && (symbols.contains($0.tag.marker) || symbols.contains($0.tag.other)) }
            .sorted { $0.tag.marker < $1.tag.marker }
            .map(\.constraint)
    }
}
