import Foundation
import TestSupport
import Testing
@testable import TokenModel

/// Issue 23: a file with CR LF or with CR alone (classic Mac OS) between its lines gives
/// every diagnostic the line an editor shows, in both JSON readers and in YAML.
@Suite("Line endings")
struct LineEndingTests {
    private static let lineEnds = [("LF", "\n"), ("CR LF", "\r\n"), ("CR", "\r")]

    /// `lines` joined by `end`.
    private func text(_ lines: [String], _ end: String) -> Data {
        Data(lines.joined(separator: end).utf8)
    }

    @Test func wholeJSONReaderCountsEveryKindOfLineEnd() throws {
        for (name, end) in Self.lineEnds {
            let (root, _) = try JSONReader.read(text(["{", "  \"a\": {", "", "    \"b\": 1", "  }", "}"], end), file: "t.json")
            #expect(root["a"]?["b"]?.location == SourceLocation(file: "t.json", line: 4, column: 10), "\(name)")
            #expect(throws: Diagnostic.error("expected ',' or '}' in an object", at: SourceLocation(file: "t.json", line: 5, column: 3)), "\(name)") {
                try JSONReader.read(text(["{", "  \"a\": 1", "", "", "  \"b\": 2", "}"], end), file: "t.json")
            }
        }
        // Mixed in one file, a CR LF is one line end, not two.
        let (root, _) = try JSONReader.read(Data("{\r\n\"a\":\r\r\n\n1}".utf8), file: "t.json")
        #expect(root["a"]?.location.line == 5)
    }

    @Test func streamedReaderAgreesWithTheWholeReader() throws {
        for (name, end) in Self.lineEnds {
            let lines = ["{", "  \"color\": {", "    \"$type\": \"number\",", "", "    \"a\": {\"$value\": 1},", "    \"b\": {\"$value\": 2}", "  }", "}"]
            var log = DiagnosticLog(mode: .strict)
            let streamed = try JSONReader.streamTokenTree(text(lines, end), file: "t.tokens.json", log: &log)
            #expect(streamed.tokens.values.map(\.location.line) == [5, 6], "\(name)")
            let (document, _) = try JSONReader.read(text(lines, end), file: "t.tokens.json")
            let whole = TokenTreeReader.read(document, log: &log)
            #expect(whole.tokens.values.map(\.location) == streamed.tokens.values.map(\.location), "\(name)")
        }
    }

    @Test func loaderDiagnosticsAreOnTheirLines() throws {
        for (name, end) in Self.lineEnds {
            let folder = try PackagePaths.folder(with: [
                "t.tokens.json": ["{", "  \"a\": {\"$type\": \"number\", \"$value\": 1},", "", "  \"b\": {\"$type\": \"number\", \"$value\": \"{nope}\"}", "}"].joined(separator: end),
                "u.tokens.yaml": ["a2:", "  $type: number", "", "  $value: \"{nope}\""].joined(separator: end),
            ])
            #expect { try DesignSystemLoader.load(paths: [folder.path]) } throws: { error in
                let lines = Set((error as? DiagnosticsError)?.errors.compactMap { $0.location.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line)" } } ?? [])
                return lines == ["t.tokens.json:4", "u.tokens.yaml:4"]
            }
            _ = name
        }
    }

    @Test func yamlCountsEveryKindOfLineEnd() throws {
        for (name, end) in Self.lineEnds {
            let root = try YAMLReader.read(text(["a:", "", "  b: 1", "  c: [1, 2]"], end), file: "t.yaml")
            #expect(root["a"]?["b"]?.location == SourceLocation(file: "t.yaml", line: 3, column: 6), "\(name)")
            #expect(root["a"]?["c"]?.location == SourceLocation(file: "t.yaml", line: 4, column: 6), "\(name)")
            // libyaml takes a lone CR as a line break, as YAML 1.2 (§5.4) says.
            #expect { try YAMLReader.read(text(["a:", "  b: 1", "", "  c: [1, 2", "d: 3"], end), file: "t.yaml") } throws: { error in
                (error as? Diagnostic)?.location.map { "\($0.line):\($0.column)" } == "5:2"
            }
        }
    }

    @Test func invalidUTF8IsLocatedAcrossLineEnds() throws {
        for (name, end) in Self.lineEnds {
            let bytes = Array("{\(end)\(end)  \"a\": \"".utf8) + [0xFF] + Array("\"}".utf8)
            #expect(SourceText.location(ofByte: bytes.firstIndex(of: 0xFF)!, in: bytes, file: "t").line == 3, "\(name)")
        }
    }
}
