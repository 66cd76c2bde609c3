/// One `coefficient × symbol` of a row.
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// A row of the tableau, `basic = constant + Σ coefficient × symbol`, stored as the
/// right-hand side: a flat array of cells sorted by symbol id, so lookups are binary
/// searches, adding one row to another is a merge, and every choice the solver makes by
/// walking a row is deterministic.
struct Row {
    // MARK: - Properties

    /// Below this, a coefficient or constant is rounding residue: a cell whose coefficient
    /// falls under it is dropped (so a constraint's term with `|coefficient| < 1e-8` is
    /// ignored, as kiwisolver does), and the dual simplex leaves alone a row whose negative
    /// constant is smaller than it.
    static let epsilon = 1.0e-8

    var constant: Double
    private(set) var cells: ContiguousArray<Cell> = []
    /// A bit per symbol id modulo 64, set for every symbol in `cells` (and perhaps for some
    /// removed since): a clear bit proves a symbol absent without reading the cells, which
    /// is what most rows answer when a pivot substitutes a symbol through the tableau.
    private(set) var mask: UInt64 = 0

    // MARK: - Initializers

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// An empty row with room for `capacity` cells, so that filling it does not regrow it.
    init(constant: Double, capacity: Int) {
        self.constant = constant
        cells.reserveCapacity(capacity)
    }

    // MARK: - Lookup

    @inline(__always)
    static func bit(_ symbol: Symbol) -> UInt64 { 1 &<< UInt64(truncatingIfNeeded: symbol.id & 63) }

    /// Whether `symbol` may be in the row; `false` is certain.
    @inline(__always)
    func mayContain(_ symbol: Symbol) -> Bool { mask & Self.bit(symbol) != 0 }

    /// The position of `symbol`, or where it would be inserted as a negative `-(index + 1)`.
    @inline(__always)
    func position(of symbol: Symbol) -> Int {
        cells.withUnsafeBufferPointer { buffer in
            var low = 0, high = buffer.count
            let key = symbol.raw
            while low < high {
                let middle = (low &+ high) &>> 1
                let raw = buffer[middle].symbol.raw
                if raw < key { low = middle &+ 1 } else if raw > key { high = middle } else { return middle }
            }
            return -(low &+ 1)
        }
    }

    @inline(__always)
    func coefficient(for symbol: Symbol) -> Double {
        guard mayContain(symbol) else { return 0 }
        let index = position(of: symbol)
        return index >= 0 ? cells[index].coefficient : 0
    }

    @inline(__always)
    func contains(_ symbol: Symbol) -> Bool { mayContain(symbol) && position(of: symbol) >= 0 }

    // MARK: - Operations

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient × symbol`, dropping the cell when it cancels out.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let index = position(of: symbol)
        if index >= 0 {
            let sum = cells[index].coefficient + coefficient
            if abs(sum) < Self.epsilon { cells.remove(at: index) } else { cells[index].coefficient = sum }
        } else if abs(coefficient) >= Self.epsilon {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: -index - 1)
            mask |= Self.bit(symbol)
        }
    }

    /// Adds `coefficient × row`.
    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        merge(row, coefficient, skipping: -1)
    }

    mutating func remove(_ symbol: Symbol) {
        let index = position(of: symbol)
        if index >= 0 { cells.remove(at: index) }
    }

    mutating func reverseSign() {
        constant = -constant
        cells.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices { buffer[index].coefficient = -buffer[index].coefficient }
        }
    }

    /// Rewrites `0 = constant + … + c × symbol + …` as `symbol = …`.
    mutating func solve(for symbol: Symbol) {
        let index = position(of: symbol)
        precondition(index >= 0, "solving a row for a symbol it does not contain")
        let coefficient = -1 / cells.remove(at: index).coefficient
        constant *= coefficient
        cells.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices { buffer[index].coefficient *= coefficient }
        }
    }

    /// Rewrites `lhs = … + c × rhs + …` as `rhs = …`.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row` stands for; returns whether the row
    /// contained it.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
        let index = position(of: symbol)
        guard index >= 0 else { return false }
        merge(row, cells[index].coefficient, skipping: index)
        return true
    }

    /// `substitute(_:with:)` for a symbol already found at `index`. `shared` says the
    /// cells are also held elsewhere (the journal's copy), so that a merge into a new
    /// array costs less than copying them first to merge in place.
    mutating func substitute(at index: Int, with row: Row, shared: Bool = false) {
        merge(row, cells[index].coefficient, skipping: index, shared: shared)
    }

    // MARK: - Private

    /// `self += coefficient × row`, leaving out the cell at `skipped` (or none when -1):
    /// one pass over both sorted arrays into a new one, or, when `row` is much shorter
    /// than this one (a pivot row of a chain, an edit), an update in place of the few
    /// cells it mentions, which spares copying the long row. Both give the same cells.
    private mutating func merge(_ row: Row, _ coefficient: Double, skipping skipped: Int, shared: Bool = false) {
        constant += row.constant * coefficient
        let epsilon = Self.epsilon
        if row.cells.count &* 4 < cells.count {
            if skipped >= 0 { cells.remove(at: skipped) }
            for cell in row.cells {
                let value = cell.coefficient * coefficient
                let index = position(of: cell.symbol)
                if index >= 0 {
                    let sum = cells[index].coefficient + value
                    if abs(sum) < epsilon { cells.remove(at: index) } else { cells[index].coefficient = sum }
                } else if abs(value) >= epsilon {
                    cells.insert(Cell(symbol: cell.symbol, coefficient: value), at: -index - 1)
                    mask |= Self.bit(cell.symbol)
                }
            }
            return
        }
        if shared {
            mergeIntoNewArray(row, coefficient, skipping: skipped)
            return
        }
        // In place: make room for `row`'s cells at the end (which allocates only when the
        // buffer is shared, as with the journal's copy, or too small), move this row's
        // cells to the back, and merge forwards from there into the front. The write
        // position never passes the read position, since it trails it by the number of
        // `row`'s cells not yet read.
        let mineCount = cells.count, theirCount = row.cells.count
        cells.append(contentsOf: repeatElement(Cell(symbol: .invalid, coefficient: 0), count: theirCount))
        var mask: UInt64 = 0
        let count = cells.withUnsafeMutableBufferPointer { buffer in
            row.cells.withUnsafeBufferPointer { theirs in
                var k = mineCount
                while k > 0 { k &-= 1; buffer[k &+ theirCount] = buffer[k] }
                var i = 0, j = 0, n = 0
                while i < mineCount || j < theirCount {
                    if i == skipped { i &+= 1; continue }
                    if j == theirCount || (i < mineCount && buffer[i &+ theirCount].symbol.raw < theirs[j].symbol.raw) {
                        let cell = buffer[i &+ theirCount]
                        buffer[n] = cell; mask |= Self.bit(cell.symbol); n &+= 1; i &+= 1
                    } else if i == mineCount || theirs[j].symbol.raw < buffer[i &+ theirCount].symbol.raw {
                        let value = theirs[j].coefficient * coefficient
                        if abs(value) >= epsilon {
                            buffer[n] = Cell(symbol: theirs[j].symbol, coefficient: value); mask |= Self.bit(theirs[j].symbol); n &+= 1
                        }
                        j &+= 1
                    } else {
                        let cell = buffer[i &+ theirCount]
                        let value = cell.coefficient + theirs[j].coefficient * coefficient
                        if abs(value) >= epsilon {
                            buffer[n] = Cell(symbol: cell.symbol, coefficient: value); mask |= Self.bit(cell.symbol); n &+= 1
                        }
                        i &+= 1; j &+= 1
                    }
                }
                return n
            }
        }
        cells.removeLast(cells.count - count)
        self.mask = mask
    }

    /// `merge` into a newly allocated array: one pass over both sorted arrays.
    private mutating func mergeIntoNewArray(_ row: Row, _ coefficient: Double, skipping skipped: Int) {
        let epsilon = Self.epsilon
        var mask: UInt64 = 0
        let merged = cells.withUnsafeBufferPointer { mine in
            row.cells.withUnsafeBufferPointer { theirs in
                ContiguousArray<Cell>(unsafeUninitializedCapacity: mine.count + theirs.count) { output, count in
                    var i = 0, j = 0, n = 0
                    let mineCount = mine.count, theirCount = theirs.count
                    while i < mineCount || j < theirCount {
                        if i == skipped { i &+= 1; continue }
                        if j == theirCount || (i < mineCount && mine[i].symbol.raw < theirs[j].symbol.raw) {
                            output[n] = mine[i]; mask |= Self.bit(mine[i].symbol); n &+= 1; i &+= 1
                        } else if i == mineCount || theirs[j].symbol.raw < mine[i].symbol.raw {
                            let value = theirs[j].coefficient * coefficient
                            if abs(value) >= epsilon {
                                output[n] = Cell(symbol: theirs[j].symbol, coefficient: value); mask |= Self.bit(theirs[j].symbol); n &+= 1
                            }
                            j &+= 1
                        } else {
                            let value = mine[i].coefficient + theirs[j].coefficient * coefficient
                            if abs(value) >= epsilon {
                                output[n] = Cell(symbol: mine[i].symbol, coefficient: value); mask |= Self.bit(mine[i].symbol); n &+= 1
                            }
                            i &+= 1; j &+= 1
                        }
                    }
                    count = n
                }
            }
        }
        cells = merged
        self.mask = mask
    }
}
