import Foundation
import Testing
@testable import TokenModel

@Suite("JSONReader")
struct JSONReaderTests {
    private func read(_ text: String) throws(Diagnostic) -> (SourceNode, [Diagnostic]) {
        try JSONReader.read(Data(text.utf8), file: "t.json")
    }

    @Test func keepsMemberOrderAndLocations() throws {
        let (root, warnings) = try read("{\n  \"b\": 1,\n  \"a\": { \"c\": \"x\" }\n}")
        #expect(warnings.isEmpty)
        #expect(Array(root.object!.keys) == ["b", "a"])
        #expect(root["a"]?.location == SourceLocation(file: "t.json", line: 3, column: 8))
        #expect(root["a"]?["c"]?.string == "x")
        #expect(root["b"]?.number == 1)
    }

    @Test func readsEscapesAndSurrogatePairs() throws {
        let (root, _) = try read(#"["a\"b\\c\n", "\u00e9\ud83d\ude00"]"#)
        #expect(root.array?.map(\.string) == ["a\"b\\c\n", "é😀"])
    }

    @Test func syntaxErrorNamesLineAndColumn() {
        #expect(throws: Diagnostic.error("expected ',' or '}' in an object", at: SourceLocation(file: "t.json", line: 2, column: 10))) {
            try read("{\n  \"a\": 1 \"b\": 2}")
        }
    }

    @Test func columnsStayRightAlongALongLine() throws {
        let (root, _) = try read(#"{"é": [1, "ü", {"b": true}], "c": "x"}"#)
        #expect(root["é"]?.array?[2]["b"]?.location.column == 22)
        #expect(root["c"]?.location.column == 35)
        #expect(throws: Diagnostic.error("unexpected character 'x', expected a value", at: SourceLocation(file: "t.json", line: 1, column: 16))) {
            try read(#"{"é": [1, "ü", x]}"#)
        }
    }

    @Test func repeatedKeyWarnsAndLaterValueWins() throws {
        let (root, warnings) = try read(#"{"a": 1, "a": 2}"#)
        #expect(root["a"]?.number == 2)
        #expect(warnings.map(\.message) == [#"the key "a" appears twice in one object; the later value wins"#])
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: Diagnostic.self) { try read(text) }
    }

    @Test func rejectsInvalidInput() {
        for text in ["", "{", "[1,]", "01", "1.", "tru", "\"\u{01}\"", "{} x", "1e999"] {
            #expect(throws: Diagnostic.self, "\(text)") { try read(text) }
        }
        #expect(throws: Diagnostic.self) { try JSONReader.read(Data([0x22, 0xFF, 0x22]), file: "t.json") }
    }
}
