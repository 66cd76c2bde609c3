/// One `coefficient × symbol` of a row.
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// A row of the tableau, `basic = constant + Σ coefficient × symbol`, stored as the
/// right-hand side: a flat array of cells sorted by symbol id, so lookups are binary
/// searches, adding one row to another is a merge, and every choice the solver makes by
/// walking a row is deterministic.
///
/// The cells live at the front of a buffer with room to spare (`storage`, of which the
/// first `count` are the row): a pivot adds a few cells to most rows, and with the room
/// already there each addition is one merge in place, with no allocation and no
/// bookkeeping of the array's own.
struct Row {
    // MARK: - Properties

    /// Below this, a coefficient or constant is rounding residue: a cell whose coefficient
    /// falls under it is dropped (so a constraint's term with `|coefficient| < 1e-8` is
    /// ignored, as kiwisolver does), and the dual simplex leaves alone a row whose negative
    /// constant is smaller than it.
    static let epsilon = 1.0e-8

    var constant: Double
    /// The cells in `storage[0..<count]`; the rest is room, its contents meaningless.
    private var storage: ContiguousArray<Cell>
    /// The number of cells.
    private(set) var count: Int = 0
    /// A bit per symbol id modulo 64, set for every symbol in the cells (and perhaps for
    /// some removed since): a clear bit proves a symbol absent without reading the cells,
    /// which is what most rows answer when a pivot substitutes a symbol through the tableau.
    private(set) var mask: UInt64 = 0

    // MARK: - Initializers

    init(constant: Double = 0) {
        self.init(constant: constant, capacity: 0)
    }

    /// An empty row with room for `capacity` cells, so that filling it does not regrow it.
    init(constant: Double, capacity: Int) {
        self.constant = constant
        storage = Self.makeStorage(capacity)
    }

    /// A row of `cells` (sorted, as a row keeps them) with `mask`, as the journal saved it.
    init(constant: Double, cells: UnsafeBufferPointer<Cell>, mask: UInt64) {
        self.constant = constant
        storage = ContiguousArray(cells)
        count = cells.count
        self.mask = mask
    }

    // MARK: - Lookup

    /// The cells, in symbol order.
    var cells: ArraySlice<Cell> { storage[0..<count] }

    /// Calls `body` with the cells (no copy).
    @inline(__always)
    func withCells<Result>(_ body: (UnsafeBufferPointer<Cell>) throws -> Result) rethrows -> Result {
        try storage.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[0..<count])) }
    }

    @inline(__always)
    static func bit(_ symbol: Symbol) -> UInt64 { 1 &<< UInt64(truncatingIfNeeded: symbol.id & 63) }

    /// Whether `symbol` may be in the row; `false` is certain.
    @inline(__always)
    func mayContain(_ symbol: Symbol) -> Bool { mask & Self.bit(symbol) != 0 }

    /// The position of `symbol`, or where it would be inserted as a negative `-(index + 1)`.
    @inline(__always)
    func position(of symbol: Symbol) -> Int {
        storage.withUnsafeBufferPointer { buffer in
            let key = symbol.raw
            let index = Self.lowerBound(key, in: buffer.baseAddress, count: count)
            return index < count && buffer[index].symbol.raw == key ? index : -(index &+ 1)
        }
    }

    @inline(__always)
    func coefficient(for symbol: Symbol) -> Double {
        guard mayContain(symbol) else { return 0 }
        let index = position(of: symbol)
        return index >= 0 ? storage[index].coefficient : 0
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
            let sum = storage[index].coefficient + coefficient
            if abs(sum) < Self.epsilon { remove(at: index) } else { storage[index].coefficient = sum }
        } else if abs(coefficient) >= Self.epsilon {
            reserve(count &+ 1)
            let at = -index - 1
            storage.withUnsafeMutableBufferPointer { buffer in
                let base = buffer.baseAddress!
                (base + at + 1).update(from: base + at, count: count &- at)
                base[at] = Cell(symbol: symbol, coefficient: coefficient)
            }
            count &+= 1
            mask |= Self.bit(symbol)
        }
    }

    /// Adds `coefficient × row`.
    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        merge(row, coefficient, skipping: -1)
    }

    mutating func remove(_ symbol: Symbol) {
        let index = position(of: symbol)
        if index >= 0 { remove(at: index) }
    }

    mutating func reverseSign() {
        constant = -constant
        let count = count
        storage.withUnsafeMutableBufferPointer { buffer in
            for index in 0..<count { buffer[index].coefficient = -buffer[index].coefficient }
        }
    }

    /// Rewrites `0 = constant + … + c × symbol + …` as `symbol = …`.
    mutating func solve(for symbol: Symbol) {
        let index = position(of: symbol)
        precondition(index >= 0, "solving a row for a symbol it does not contain")
        let coefficient = -1 / storage[index].coefficient
        remove(at: index)
        constant *= coefficient
        let count = count
        storage.withUnsafeMutableBufferPointer { buffer in
            for index in 0..<count { buffer[index].coefficient *= coefficient }
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
        substitute(at: index, with: row)
        return true
    }

    /// `substitute(_:with:)` for a symbol already found at `index`.
    @inline(__always)
    mutating func substitute(at index: Int, with row: Row) {
        merge(row, storage[index].coefficient, skipping: index)
    }

    // MARK: - Private

    private static func makeStorage(_ capacity: Int) -> ContiguousArray<Cell> {
        ContiguousArray(repeating: Cell(symbol: .invalid, coefficient: 0), count: capacity)
    }

    /// The index of the first cell of `cells[0..<count]` whose symbol is not below `key`.
    /// Without branches on the comparisons (they compile to conditional moves), since on
    /// rows of a few dozen cells a mispredicted branch costs more than the step.
    @inline(__always)
    private static func lowerBound(_ key: Int, in cells: UnsafePointer<Cell>?, count: Int) -> Int {
        guard count > 0, let cells else { return 0 }
        var base = 0, length = count
        while length > 1 {
            let half = length &>> 1
            base = cells[base &+ half].symbol.raw < key ? base &+ half : base
            length &-= half
        }
        return cells[base].symbol.raw < key ? base &+ 1 : base
    }

    /// Makes the storage this row's own with room for `capacity` cells (at least double,
    /// when it grows, so that rows that keep growing regrow rarely).
    @inline(__always)
    private mutating func reserve(_ capacity: Int) {
        guard capacity > storage.count else { return }
        grow(to: capacity)
    }

    private mutating func grow(to capacity: Int) {
        let newCapacity = Swift.max(capacity, storage.count &* 2, 4)
        let count = count
        storage = storage.withUnsafeBufferPointer { old in
            ContiguousArray(unsafeUninitializedCapacity: newCapacity) { buffer, initialized in
                let base = buffer.baseAddress!
                if count > 0 { base.initialize(from: old.baseAddress!, count: count) }
                (base + count).initialize(repeating: Cell(symbol: .invalid, coefficient: 0), count: newCapacity &- count)
                initialized = newCapacity
            }
        }
    }

    private mutating func remove(at index: Int) {
        storage.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            (base + index).update(from: base + index + 1, count: count &- index &- 1)
        }
        count &-= 1
    }

    /// `self += coefficient × row`, leaving out the cell at `skipped` (or none when -1).
    ///
    /// In place: the cells from the first one that can change (where `row`'s first cell
    /// goes, or `skipped`) move, less `skipped`, to the end of the room, and the merge runs
    /// forwards from there into the front. The cells before the first change stay where
    /// they are, and a pivot row is short (an edit's, a chain's: a few cells against a few
    /// dozen), so most of the work is block copies. The write position never passes the
    /// read position, since it trails it by at least the number of `row`'s cells not yet
    /// read. The mask gains `row`'s bits and keeps those of cells that went (see
    /// ``refreshMask()``).
    private mutating func merge(_ row: Row, _ coefficient: Double, skipping skipped: Int) {
        constant += row.constant * coefficient
        let theirCount = row.count
        guard theirCount > 0 else {
            if skipped >= 0 { remove(at: skipped) }
            return
        }
        reserve(count &+ theirCount)
        let epsilon = Self.epsilon
        let oldCount = count
        let written = storage.withUnsafeMutableBufferPointer { buffer in
            row.storage.withUnsafeBufferPointer { theirs in
                let base = buffer.baseAddress!
                let firstKey = theirs[0].symbol.raw
                var start: Int
                if skipped >= 0 {
                    start = base[skipped].symbol.raw < firstKey ? skipped : Self.lowerBound(firstKey, in: base, count: skipped)
                } else {
                    start = Self.lowerBound(firstKey, in: base, count: oldCount)
                }
                // This row's cells from `start` on, less `skipped`, are read from `mine[start..<end]`.
                let mine = base + theirCount
                let end: Int
                if skipped >= 0 {
                    (mine + skipped).update(from: base + (skipped &+ 1), count: oldCount &- skipped &- 1)
                    (mine + start).update(from: base + start, count: skipped &- start)
                    end = oldCount &- 1
                } else {
                    (mine + start).update(from: base + start, count: oldCount &- start)
                    end = oldCount
                }
                var i = start, n = start
                for j in 0..<theirCount {
                    let key = theirs[j].symbol.raw
                    while i < end, mine[i].symbol.raw < key { base[n] = mine[i]; n &+= 1; i &+= 1 }
                    if i < end, mine[i].symbol.raw == key {
                        let value = mine[i].coefficient + theirs[j].coefficient * coefficient
                        if abs(value) >= epsilon { base[n] = Cell(symbol: mine[i].symbol, coefficient: value); n &+= 1 }
                        i &+= 1
                    } else {
                        let value = theirs[j].coefficient * coefficient
                        if abs(value) >= epsilon { base[n] = Cell(symbol: theirs[j].symbol, coefficient: value); n &+= 1 }
                    }
                }
                (base + n).update(from: mine + i, count: end &- i)
                return n &+ end &- i
            }
        }
        count = written
        mask |= row.mask
    }

    /// Sets `mask` to exactly the symbols held, dropping the bits of removed ones: a pivot
    /// takes its entering symbol out of every row, and ``merge(_:_:skipping:)`` leaves its
    /// bit, so a walk that finds a row's mask wrong calls this to keep it ruling rows out.
    mutating func refreshMask() {
        mask = withCells { cells in
            var mask: UInt64 = 0
            for cell in cells { mask |= Self.bit(cell.symbol) }
            return mask
        }
    }
}
