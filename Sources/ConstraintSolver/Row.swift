/// A row of the tableau, `basic = constant + Σ coefficient × symbol`, stored as the
/// right-hand side.
struct Row {
    // MARK: - Properties

    static let epsilon = 1.0e-8

    var constant: Double
    private(set) var cells: [Symbol: Double] = [:]

    /// The symbols in id order, so every choice the solver makes is deterministic.
    var sortedCells: [(symbol: Symbol, coefficient: Double)] {
        cells.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    // MARK: - Initializers

    init(constant: Double = 0) {
        self.constant = constant
    }

    // MARK: - Operations

    func coefficient(for symbol: Symbol) -> Double {
        cells[symbol] ?? 0
    }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient × symbol`, dropping the cell when it cancels out.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if abs(sum) < Self.epsilon { cells[symbol] = nil } else { cells[symbol] = sum }
    }

    /// Adds `coefficient × row`.
    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    mutating func remove(_ symbol: Symbol) {
        cells[symbol] = nil
    }

    mutating func reverseSign() {
        constant = -constant
        for key in cells.keys { cells[key] = -cells[key]! }
    }

    /// Rewrites `0 = constant + … + c × symbol + …` as `symbol = …`.
    mutating func solve(for symbol: Symbol) {
        let coefficient = -1 / cells.removeValue(forKey: symbol)!
        constant *= coefficient
        for key in cells.keys { cells[key]! *= coefficient }
    }

    /// Rewrites `lhs = … + c × rhs + …` as `rhs = …`.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row` stands for.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        if let coefficient = cells.removeValue(forKey: symbol) { insert(row, coefficient) }
    }
}
