@testable import ConstraintSolver
import Testing

/// `IDTable` must behave as the `Dictionary` it replaces, through growth and the
/// backward-shift deletions that keep its probe runs unbroken.
@Suite("IDTable")
struct IDTableTests {
    @Test func agreesWithADictionaryUnderRandomChurn() {
        var table = IDTable<Int>()
        var reference: [Int: Int] = [:]
        for step in 0..<20_000 {
            // A fixed scramble of a small key range, so keys collide and come and go; every
            // third one is spaced like object addresses.
            let key = (step &* 7_919 &+ step / 7) % 601 &* (step % 3 == 0 ? 16 : 1)
            if (step &* 2_654_435_761) % 5 < 2 {
                #expect(table.removeValue(for: key) == reference.removeValue(forKey: key))
            } else {
                table[key] = step
                reference[key] = step
            }
            #expect(table.count == reference.count)
        }
        for key in -10..<10_000 { #expect(table[key] == reference[key]) }
        #expect(table.values.sorted() == reference.values.sorted())
    }

    @Test func removeAllEmpties() {
        var table = IDTable<String>()
        for key in 1...100 { table[key] = "\(key)" }
        table.removeAll()
        #expect(table.count == 0 && table[5] == nil && !table.contains(5))
        table[5] = "five"
        #expect(table[5] == "five" && table.contains(5))
    }
}
