/// What a request changed, so that a failed request leaves the solver as it was: the
/// first previous value of each row it touched, its cells copied into one buffer kept from
/// request to request, and the small pieces of state saved whole.
///
/// Copying a row's cells costs less than sharing them: a shared row would be copied anyway
/// by its first change (an allocation per row per request, freed when the request
/// succeeds), where the copy into the journal's buffer allocates nothing once the buffer
/// has grown, and leaves the row's own storage, with its room, to be changed in place.
struct Journal {
    // MARK: - Nested types

    /// A row as it was: its cells are `savedCells[start..<start + count]`; `count` is -1
    /// when there was no row.
    struct SavedRow {
        var id: Int
        var constant: Double
        var mask: UInt64
        var start: Int
        var count: Int
    }

    // MARK: - Properties

    /// The rows as they were before the request touched them, in the order touched.
    var savedRows: [SavedRow] = []
    /// The cells of `savedRows`, one after another.
    var savedCells: ContiguousArray<Cell> = []
    /// The request that last recorded each row, by symbol id.
    var stamps: ContiguousArray<Int> = [0]
    /// The current request.
    var stamp = 0
    var objective = Row()
    var infeasible: [Symbol] = []
    var nextID = 1
    var variableCount = 0
    /// Ids the request took from `freeIDs`, in order, with the symbol each had before.
    var reused: [(id: Int, symbol: Symbol)] = []
    /// Ids the request freed; they join `freeIDs` only when it succeeds, so that an id is
    /// never reused within the request that freed it and a rollback has nothing to undo.
    var freed: [Int] = []

    /// What `journal` holds while a hot loop works on a local copy (made once, so that
    /// swapping it in allocates nothing).
    static let placeholder = Journal()

    // MARK: - Recording

    /// Saves `row`, the value of row `id` before the current request first changes it.
    @inline(__always)
    mutating func record(_ id: Int, _ row: Row?) {
        if needsRecord(id) { save(id, row) }
    }

    /// Whether row `id` is not yet saved in the current request (and marks it saved): a
    /// row made in the request needs no saving, rollback drops it.
    @inline(__always)
    mutating func needsRecord(_ id: Int) -> Bool {
        guard id < nextID, stamps[id] != stamp else { return false }
        stamps[id] = stamp
        return true
    }

    /// Saves `row` as row `id`'s value before the request.
    mutating func save(_ id: Int, _ row: Row?) {
        guard let row else {
            savedRows.append(SavedRow(id: id, constant: 0, mask: 0, start: 0, count: -1))
            return
        }
        let start = savedCells.count
        row.withCells { savedCells.append(contentsOf: $0) }
        savedRows.append(SavedRow(id: id, constant: row.constant, mask: row.mask, start: start, count: row.count))
    }

    /// The row `saved` describes.
    func row(_ saved: SavedRow) -> Row? {
        guard saved.count >= 0 else { return nil }
        return savedCells.withUnsafeBufferPointer { cells in
            Row(constant: saved.constant, cells: UnsafeBufferPointer(rebasing: cells[saved.start..<saved.start + saved.count]), mask: saved.mask)
        }
    }

    /// Forgets the rows saved.
    mutating func clearRows() {
        savedRows.removeAll(keepingCapacity: true)
        savedCells.removeAll(keepingCapacity: true)
    }
}

// MARK: - Transactions

extension Solver {
    /// Runs `body`; when it throws, restores the state from before it and rethrows.
    func transaction(_ body: () throws(SolverError) -> Void) throws(SolverError) {
        journal.stamp += 1
        journal.clearRows()
        journal.objective = objective
        journal.infeasible = infeasible
        journal.nextID = nextID
        journal.variableCount = variableOrder.count
        journal.reused.removeAll(keepingCapacity: true)
        journal.freed.removeAll(keepingCapacity: true)
        do {
            try body()
        } catch {
            rollback()
            throw error
        }
        freeIDs.append(contentsOf: journal.freed)
        journal.freed.removeAll(keepingCapacity: true)
        journal.reused.removeAll(keepingCapacity: true)
        journal.clearRows()
        journal.objective = Row()
        journal.infeasible = []
    }

    /// Saves row `id` before the current request changes it.
    @inline(__always)
    func touch(_ id: Int) {
        journal.record(id, rows[id])
    }

    private func rollback() {
        for saved in journal.savedRows.reversed() { rows[saved.id] = journal.row(saved) }
        journal.clearRows()
        for (id, symbol) in journal.reused.reversed() {
            symbols[id] = symbol
            freeIDs.append(id)
        }
        journal.reused.removeAll(keepingCapacity: true)
        journal.freed.removeAll(keepingCapacity: true)
        let extra = nextID - journal.nextID
        rows.removeLast(extra)
        symbols.removeLast(extra)
        journal.stamps.removeLast(extra)
        nextID = journal.nextID
        objective = journal.objective
        infeasible = journal.infeasible
        artificial = nil
        objectiveSettled = false
        for variable in variableOrder[journal.variableCount...] { variables[variable.id] = nil }
        variableOrder.removeLast(variableOrder.count - journal.variableCount)
        journal.objective = Row()
        journal.infeasible = []
    }
}
