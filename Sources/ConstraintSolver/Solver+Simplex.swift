// MARK: - Pivoting and optimisation

extension Solver {
    /// Below this, an objective coefficient is rounding residue, not an unbounded direction.
    static let objectiveTolerance = 1.0e-6

    /// Removes row `id` from the basis and returns it.
    func takeRow(_ id: Int) -> Row {
        touch(id)
        let row = rows[id]!
        rows[id] = nil
        return row
    }

    /// Replaces `symbol` by `row` in every row and the objectives; rows left with a
    /// negative constant are queued for the dual simplex.
    func substitute(_ symbol: Symbol, with row: Row) {
        // The hot loop of every pivot: walk the slots through a buffer, so that looking
        // into a row borrows it instead of copying (and retaining) it, and work on local
        // copies of the journal and the queue, so that the loop pays no exclusivity checks.
        var journal = self.journal, infeasible = self.infeasible
        self.journal = Journal.placeholder
        self.infeasible = []
        let symbols = self.symbols
        rows.withUnsafeMutableBufferPointer { slots in
            for id in 1..<slots.count {
                guard slots[id]?.mayContain(symbol) == true else { continue }
                let index = slots[id].unsafelyUnwrapped.position(of: symbol)
                guard index >= 0 else {
                    slots[id]!.refreshMask()
                    continue
                }
                if journal.needsRecord(id) { journal.save(id, slots[id]) }
                slots[id]!.substitute(at: index, with: row)
                if slots[id].unsafelyUnwrapped.constant < 0, !symbols[id].isExternal { infeasible.append(symbols[id]) }
            }
        }
        self.journal = journal
        self.infeasible = infeasible
        objective.substitute(symbol, with: row)
        if artificial != nil { artificial!.substitute(symbol, with: row) }
    }

    /// `entering` replaces the basic symbol of row `leaving`.
    func pivot(entering: Symbol, leaving: Int) {
        objectiveSettled = false
        pivotCount &+= 1
        var row = takeRow(leaving)
        row.solve(for: symbols[leaving], entering)
        substitute(entering, with: row)
        touch(entering.id)
        rows[entering.id] = row
    }

    /// The primal simplex on the objective (or the artificial objective): the first
    /// symbol with a negative cost enters, the row with the smallest ratio leaves.
    func optimize(artificial useArtificial: Bool) throws(SolverError) {
        while true {
            let costs = useArtificial ? artificial! : objective
            var pivotFound: (entering: Symbol, leaving: Int)?
            var start = 0
            while let index = Self.firstNegativeCost(in: costs, from: start) {
                let cell = costs.cells[index]
                if let leaving = leavingRow(for: cell.symbol) {
                    pivotFound = (cell.symbol, leaving)
                    break
                }
                // Weights of a million and more leave rounding residue such as -4e-8 in
                // the objective; such a coefficient is zero, not an unbounded direction.
                guard abs(cell.coefficient) < Self.objectiveTolerance else {
                    throw .internalError("the objective is unbounded")
                }
                start = index + 1
            }
            guard let (entering, leaving) = pivotFound else {
                if !useArtificial { objectiveSettled = true }
                return
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The index of the first cell of `costs` from `start` with a negative cost on a
    /// symbol other than a dummy, or `nil`. The objective has a cell per error symbol and
    /// is walked after every request, almost always to find nothing: a tight loop over
    /// the buffer that tests the sign first.
    private static func firstNegativeCost(in costs: Row, from start: Int) -> Int? {
        costs.withCells { cells in
            var index = start
            while index < cells.count {
                if _slowPath(cells[index].coefficient < 0), !cells[index].symbol.isDummy { return index }
                index &+= 1
            }
            return nil
        }
    }

    /// The restricted row with the smallest ratio that limits `entering`, or `nil`.
    private func leavingRow(for entering: Symbol) -> Int? {
        var leaving: Int?
        var ratio = Double.greatestFiniteMagnitude
        // Run for every entering candidate over the whole tableau: a local copy of the
        // symbols and buffers spare an exclusivity check and a retain per row, and the
        // row's mask rules most rows out before anything else is read.
        let symbols = self.symbols
        rows.withUnsafeBufferPointer { slots in
            symbols.withUnsafeBufferPointer { symbols in
                for id in 1..<slots.count {
                    guard slots[id]?.mayContain(entering) == true, !symbols[id].isExternal else { continue }
                    let coefficient = slots[id].unsafelyUnwrapped.coefficient(for: entering)
                    guard coefficient < 0 else { continue }
                    let candidate = -slots[id].unsafelyUnwrapped.constant / coefficient
                    if candidate < ratio { ratio = candidate; leaving = id }
                }
            }
        }
        return leaving
    }

    /// The dual simplex, after edits made rows infeasible.
    func dualOptimize() throws(SolverError) {
        while let leaving = infeasible.popLast() {
            // Rounding leaves constants such as -1e-15 behind; only a real deficit pivots.
            guard let row = rows[leaving.id], row.constant < 0, abs(row.constant) >= Row.epsilon else { continue }
            var entering = Symbol.invalid
            var ratio = Double.greatestFiniteMagnitude
            for cell in row.cells where cell.coefficient > 0 && !cell.symbol.isDummy {
                let candidate = objective.coefficient(for: cell.symbol) / cell.coefficient
                if candidate < ratio { ratio = candidate; entering = cell.symbol }
            }
            guard !entering.isInvalid else { throw .internalError("dual optimisation found no entering symbol") }
            pivot(entering: entering, leaving: leaving.id)
        }
    }
}
