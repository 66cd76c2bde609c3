@testable import ConstraintSolver
import Testing

/// A row's in-place merge (`Row.substitute`, `Row.insert(_:_:)`) against the sum worked out
/// cell by cell in a dictionary: `row + coefficient × other`, the substituted cell left
/// out, each sum `mine + theirs × coefficient`, cells under `Row.epsilon` dropped.
@Suite("Row merges in place")
struct RowMergeTests {
    // MARK: - Fixture

    /// A deterministic generator (SplitMix64), so a failure names its seed.
    private struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: Range<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    }

    /// A row of `count` distinct symbols among ids 1..<`ids`, coefficients among a few
    /// that cancel each other.
    private func makeRow(_ generator: inout Generator, count: Int, ids: Int) -> (Row, [Int: Double]) {
        let values: [Double] = [1, -1, 0.5, -0.5, 2, -2, 3]
        var cells: [Int: Double] = [:]
        while cells.count < min(count, ids - 1) {
            cells[generator.int(1..<ids)] = values[generator.int(0..<values.count)]
        }
        var row = Row(constant: Double(generator.int(-5..<6)))
        for (id, coefficient) in cells { row.insert(Symbol(id: id, kind: .slack), coefficient) }
        return (row, cells)
    }

    private func cells(of row: Row) -> [Int: Double] {
        Dictionary(uniqueKeysWithValues: row.cells.map { ($0.symbol.id, $0.coefficient) })
    }

    // MARK: - Tests

    @Test("substitute and insert match the sum worked out cell by cell")
    func mergesMatchTheSum() {
        for seed in 0..<2_000 {
            var generator = Generator(state: UInt64(seed))
            let ids = generator.int(2..<80)
            var (row, mine) = makeRow(&generator, count: generator.int(0..<40), ids: ids)
            let (other, theirs) = makeRow(&generator, count: generator.int(0..<12), ids: ids)
            let coefficient = [1.0, -1, 0.5, -2][generator.int(0..<4)]
            var expected = mine
            var expectedConstant = row.constant + other.constant * coefficient
            let substitutes = !mine.isEmpty && generator.int(0..<2) == 0
            if substitutes {
                // Substitute a symbol `other` does not hold, as a pivot row never holds its own.
                let candidates = mine.keys.filter { theirs[$0] == nil }.sorted()
                guard let id = candidates.first else { continue }
                let scale = mine[id]!
                expected[id] = nil
                expectedConstant = row.constant + other.constant * scale
                for (key, value) in theirs {
                    let sum = (expected[key] ?? 0) + value * scale
                    expected[key] = abs(sum) < Row.epsilon ? nil : sum
                }
                let contained = row.substitute(Symbol(id: id, kind: .slack), with: other)
                #expect(contained, "seed \(seed)")
            } else {
                for (key, value) in theirs {
                    let sum = (expected[key] ?? 0) + value * coefficient
                    expected[key] = abs(sum) < Row.epsilon ? nil : sum
                }
                row.insert(other, coefficient)
            }
            mine = cells(of: row)
            #expect(mine == expected, "seed \(seed)")
            #expect(row.constant == expectedConstant, "seed \(seed)")
            #expect(row.cells.map(\.symbol.raw) == row.cells.map(\.symbol.raw).sorted(), "seed \(seed): cells out of order")
            for cell in row.cells { #expect(row.mayContain(cell.symbol), "seed \(seed): mask lost \(cell.symbol.id)") }
        }
    }

    @Test("a copy of a row keeps its cells when the original merges in place")
    func copiesAreIndependent() {
        var row = Row(constant: 1)
        for id in [2, 5, 9] { row.insert(Symbol(id: id, kind: .slack), Double(id)) }
        let copy = row
        var other = Row(constant: 2)
        other.insert(Symbol(id: 3, kind: .slack), 1)
        other.insert(Symbol(id: 9, kind: .slack), 1)
        row.substitute(Symbol(id: 5, kind: .slack), with: other)
        // 1 + 2·2 + 5·(2 + s3 + s9) + 9·s9 = 11 + 2·s2 + 5·s3 + 14·s9
        #expect(cells(of: row) == [2: 2, 3: 5, 9: 14])
        #expect(row.constant == 11)
        #expect(cells(of: copy) == [2: 2, 5: 5, 9: 9])
        #expect(copy.constant == 1)
    }
}
