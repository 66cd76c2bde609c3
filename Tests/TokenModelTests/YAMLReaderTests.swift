import Foundation
import Testing
@testable import TokenModel

@Suite("YAMLReader")
struct YAMLReaderTests {
    @Test func readsScalarsAsJSONWould() throws {
        let node = try YAMLReader.read(Data("a: 1.5\nb: true\nc: text\nd: \"{x.y}\"\ne: [1, 2]\nf: null\n".utf8), file: "t.yaml")
        #expect(Array(node.object!.keys) == ["a", "b", "c", "d", "e", "f"])
        #expect(node["a"]?.number == 1.5)
        #expect(node["b"]?.value == .bool(true))
        #expect(node["c"]?.string == "text")
        #expect(node["d"]?.string == "{x.y}")
        #expect(node["e"]?.array?.count == 2)
        #expect(node["f"]?.value == .null)
        #expect(node["c"]?.location == SourceLocation(file: "t.yaml", line: 3, column: 4))
    }

    @Test func integersAreReadAsYAMLWritesThemAndNeverTrap() throws {
        let text = "a: 1_000\nb: 0x1F\nc: -0o17\nd: 0b101\ne: 1:30\nf: 012\ng: 0\nh: 99999999999999999999999\n"
            // Found by the fuzzer: Yams's own reading of a base-60 integer overflows and traps.
            + "i: 98:69:99:98:69:98999:98:69:98:3\nj: 0x1FFFFFFFFFFFFFFFFF\n"
        let node = try YAMLReader.read(Data(text.utf8), file: "t.yaml")
        #expect(node["a"]?.number == 1000)
        #expect(node["b"]?.number == 31)
        #expect(node["c"]?.number == -15)
        #expect(node["d"]?.number == 5)
        #expect(node["e"]?.number == 90)
        #expect(node["f"]?.number == 10)
        #expect(node["g"]?.number == 0)
        #expect(node["h"]?.number == 1e23)
        #expect(node["i"]?.number.map { $0 > 1e16 } == true)
        #expect(node["j"] != nil)  // too large for an integer: read as Yams reads a float, not a trap
    }

    @Test func unquotedReferenceSaysToQuoteIt() {
        let expected = Diagnostic.error(
            "the unquoted reference {colors.red} reads as a YAML mapping; write it in quotes: \"{colors.red}\"",
            at: SourceLocation(file: "t.yaml", line: 2, column: 11))
        #expect(throws: expected) {
            try YAMLReader.read(Data("token:\n  $value: {colors.red}\n".utf8), file: "t.yaml")
        }
    }

    @Test func billionLaughsFailsFast() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            let items = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            text += "a\(level): &a\(level) [\(items)]\n"
        }
        #expect(throws: Diagnostic.self) { try YAMLReader.read(Data(text.utf8), file: "laughs.yaml") }
    }
}
