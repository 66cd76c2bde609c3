import Foundation
import TestSupport
import Testing
@testable import TokenModel

/// Issue 23: UTF-16 and UTF-32 files are read when a byte order mark names them and refused
/// by name without one; invalid UTF-8 names its byte; no message prints a control byte.
@Suite("Text encodings")
struct TextEncodingTests {
    /// The encodings other than UTF-8, as `SourceText` names them.
    private static let encodings: [(name: String, unitSize: Int, littleEndian: Bool)] = [
        ("UTF-16 LE", 2, true), ("UTF-16 BE", 2, false), ("UTF-32 LE", 4, true), ("UTF-32 BE", 4, false),
    ]

    /// `text` in the encoding named `name`, with a byte order mark when `mark` is set.
    private func encoded(_ text: String, _ encoding: (name: String, unitSize: Int, littleEndian: Bool), mark: Bool) -> Data {
        let units: [UInt32] = encoding.unitSize == 2 ? text.utf16.map(UInt32.init) : text.unicodeScalars.map(\.value)
        var bytes: [UInt8] = []
        for unit in (mark ? [0xFEFF] : []) + units {
            let big = (0..<encoding.unitSize).reversed().map { UInt8(truncatingIfNeeded: unit >> (8 * $0)) }
            bytes += encoding.littleEndian ? big.reversed() : big
        }
        return Data(bytes)
    }

    /// Writes `data` as `name` in a new folder and returns its URL.
    private func file(_ name: String, _ data: Data) throws -> URL {
        let url = try PackagePaths.temporaryDirectory().appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    /// The error messages and locations (file name, line, column) of reading `url`.
    private func errors(reading url: URL) -> [String] {
        do {
            _ = try DocumentReader.read(url, displayPath: url.lastPathComponent)
            return []
        } catch {
            return ["\(error.location.map { "\($0.line):\($0.column): " } ?? "")\(error.message)"]
        }
    }

    private static let json = "{\n  \"é\": {\"$type\": \"number\", \"$value\": 1},\n  \"😀\": {\"$value\": x}\n}\n"
    private static let yaml = "é:\n  $type: number\n  $value: 1\n😀: [1, 2\n"

    @Test func utf16And32WithByteOrderMarkAreReadWithTheirLinesAndColumns() throws {
        for encoding in Self.encodings {
            // JSON: the token file is read, and an error is at the line and column an editor shows.
            let url = try file("t.tokens.json", encoded(Self.json, encoding, mark: true))
            #expect(errors(reading: url) == ["3:19: unexpected character 'x', expected a value"], "\(encoding.name)")
            let good = try file("t.tokens.json", encoded(Self.json.replacingOccurrences(of: "x", with: "2"), encoding, mark: true))
            var log = DiagnosticLog(mode: .strict)
            let tree = try #require(DocumentReader.readTokenTree(good, displayPath: "t.tokens.json", log: &log))
            #expect(log.diagnostics.isEmpty)
            #expect(tree.tokens.keys.map(\.description) == ["é", "😀"], "\(encoding.name)")
            #expect(tree.tokens.values.map(\.location.line) == [2, 3])
            // YAML, through the same entry point.
            let yamlURL = try file("t.tokens.yaml", encoded(Self.yaml, encoding, mark: true))
            #expect(errors(reading: yamlURL).first?.hasPrefix("5:1: invalid YAML") == true, "\(encoding.name): \(errors(reading: yamlURL))")
            let goodYAML = try file("t.styles.yaml", encoded("a:\n  b: é\n", encoding, mark: true))
            let (root, _) = try DocumentReader.read(goodYAML, displayPath: "t.styles.yaml")
            #expect(root["a"]?["b"]?.string == "é")
            #expect(root["a"]?["b"]?.location == SourceLocation(file: "t.styles.yaml", line: 2, column: 6))
        }
    }

    @Test func aResolverAndItsTokenFilesAreReadInAnyEncodingWithAMark() throws {
        let folder = try PackagePaths.temporaryDirectory()
        let resolver = ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "a.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##
        try encoded(resolver, Self.encodings[1], mark: true).write(to: folder.appendingPathComponent("x.resolver.json"))
        try encoded("{\r  \"n\": {\"$type\": \"number\", \"$value\": 7}\r}", Self.encodings[2], mark: true)
            .write(to: folder.appendingPathComponent("a.tokens.json"))
        let system = try DesignSystemLoader.load(paths: [folder.path])
        let token = try #require(system.token(TokenPath(dotted: "n"), in: system.defaultTheme))
        #expect(token.value == .number(7))
        #expect(token.definition.location.line == 2)
    }

    @Test func utf16And32WithoutByteOrderMarkAreRefusedByName() throws {
        for encoding in Self.encodings {
            for (name, text) in [("t.tokens.json", Self.json), ("t.tokens.yaml", Self.yaml), ("x.resolver.json", "{}"), ("s.styles.yaml", "a: 1")] {
                let url = try file(name, encoded(text, encoding, mark: false))
                #expect(errors(reading: url) == ["1:1: the file is \(encoding.name) without a byte order mark; save it as UTF-8"])
            }
        }
        // Through the loader, the printed line holds no NUL byte.
        let folder = try PackagePaths.temporaryDirectory()
        try encoded(Self.json, Self.encodings[0], mark: false).write(to: folder.appendingPathComponent("a.tokens.json"))
        #expect { try DesignSystemLoader.load(paths: [folder.path]) } throws: { error in
            let printed = (error as? DiagnosticsError)?.description ?? ""
            return printed.hasSuffix("a.tokens.json:1:1: error: the file is UTF-16 LE without a byte order mark; save it as UTF-8")
                && !printed.unicodeScalars.contains { $0.value < 0x20 }
        }
    }

    @Test func utf8WithByteOrderMarkIsRead() throws {
        for name in ["t.tokens.json", "t.tokens.yaml"] {
            let text = name.hasSuffix("json") ? "{\n  \"a\": 1\n}" : "\na: 1\n"
            let url = try file(name, Data([0xEF, 0xBB, 0xBF] + Array(text.utf8)))
            let (root, _) = try DocumentReader.read(url, displayPath: name)
            #expect(root["a"]?.number == 1)
            #expect(root["a"]?.location.line == 2)
        }
    }

    @Test func invalidUTF8NamesTheByteAndWhereItStands() throws {
        let bytes = Array("{\n  \"é\": \"".utf8) + [0xC3, 0x28] + Array("\"\n}".utf8)
        for name in ["t.tokens.json", "t.tokens.yaml"] {
            let url = try file(name, Data(bytes))
            #expect(errors(reading: url) == ["2:9: the file is not valid UTF-8 (the byte 0xC3 at offset 11); save it as UTF-8"])
        }
        // Overlong forms, surrogates and bytes past U+10FFFF are not UTF-8 either.
        for invalid: [UInt8] in [[0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80], [0xE2, 0x82]] {
            #expect(SourceText.firstInvalidUTF8([0x20] + invalid) == 1, "\(invalid)")
        }
        #expect(SourceText.firstInvalidUTF8(Array("aé€😀".utf8)) == nil)
    }

    @Test func brokenUTF16IsRefusedWithItsOffset() throws {
        // A lone high surrogate, then "a", on the second line.
        let url = try file("t.tokens.json", Data([0xFF, 0xFE, 0x7B, 0x00, 0x0A, 0x00, 0x00, 0xD8, 0x61, 0x00]))
        #expect(errors(reading: url) == ["2:1: the file is UTF-16 LE but holds no character at offset 6 (the code unit 0xD800); save it as UTF-8"])
        let odd = try file("t.tokens.json", Data([0xFF, 0xFE, 0x7B, 0x00, 0x7D]))
        #expect(errors(reading: odd) == ["1:1: the file is UTF-16 LE but its length, 5 bytes, is not a whole number of 2-byte units; save it as UTF-8"])
    }

    @Test func messagesQuotingTheFileEscapeControlCharacters() throws {
        // A NUL where a value belongs, in a file that is otherwise UTF-8.
        let url = try file("t.tokens.json", Data(Array("{\"a\": ".utf8) + [0x00] + Array("}".utf8)))
        #expect(errors(reading: url) == [#"1:7: unexpected character '\u0000', expected a value"#])
        // A key spelled with escapes for control characters, repeated.
        let (_, warnings) = try JSONReader.read(Data(#"{"a\u0001\u001b[2J": 1, "a\u0001\u001b[2J": 2}"#.utf8), file: "t.json")
        #expect(warnings.map(\.message) == [#"the key "a\u0001\u001B[2J" appears twice in one object; the later value wins"#])
        // A character outside ASCII is named as itself, not byte by byte.
        #expect(throws: Diagnostic.error("unexpected character 'é', expected a value", at: SourceLocation(file: "t.json", line: 1, column: 7))) {
            try JSONReader.read(Data(#"{"a": é}"#.utf8), file: "t.json")
        }
        #expect("tab\there\nDEL\u{7F}".escapingControlCharacters == #"tab\there\nDEL\u007F"#)
    }
}
