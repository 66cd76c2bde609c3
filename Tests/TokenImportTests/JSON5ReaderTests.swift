import Foundation
import Testing
@testable import TokenImport
import TokenModel

@Suite("JSON5 reader")
struct JSON5ReaderTests {
    @Test("reads comments, unquoted keys, single quotes, trailing commas, hex and signed numbers")
    func readsJSON5() throws {
        let text = """
            // a comment
            { unquoted: 'single "quoted"', /* block */ hex: 0x1F, plus: +1.5, lead: .5, trail: 2., neg: -0xA,
              "escaped": 'it\\'s \\x41\\u00e9', line: 'a\\
            b', list: [1, 2,], }
            """
        let (root, warnings) = try JSON5Reader.read(Data(text.utf8), file: "t.json5")
        #expect(warnings.isEmpty)
        #expect(root["unquoted"]?.string == "single \"quoted\"")
        #expect(root["hex"]?.number == 31 && root["neg"]?.number == -10)
        #expect(root["plus"]?.number == 1.5 && root["lead"]?.number == 0.5 && root["trail"]?.number == 2)
        #expect(root["escaped"]?.string == "it's Aé")
        #expect(root["line"]?.string == "ab")
        #expect(root["list"]?.array?.count == 2)
        #expect(root["hex"]?.location.line == 2)
    }

    @Test("a syntax error names file, line and column", arguments: [
        ("{\n  a: 1\n  b: 2\n}", 3, 3),
        ("{ a: 'open }", 1, 6),
        ("{ a: Infinity }", 1, 6),
        ("{ a: [1, 2 }", 1, 12),
    ])
    func locatesErrors(text: String, line: Int, column: Int) {
        #expect {
            _ = try JSON5Reader.read(Data(text.utf8), file: "bad.json5")
        } throws: { error in
            guard let diagnostic = error as? Diagnostic else { return false }
            return diagnostic.location == SourceLocation(file: "bad.json5", line: line, column: column)
        }
    }

    @Test("a repeated member name is a warning at its place, and the later value wins")
    func repeatedMember() throws {
        let (root, warnings) = try JSON5Reader.read(Data("{a: 1,\n a: 2}".utf8), file: "t.json5")
        #expect(root["a"]?.number == 2)
        #expect(warnings.map(\.location) == [SourceLocation(file: "t.json5", line: 2, column: 2)])
    }
}
