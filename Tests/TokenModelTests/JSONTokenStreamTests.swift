import Foundation
import TestSupport
import Testing
@testable import TokenModel

/// The streamed reading of a JSON token file must give what parsing the document and
/// walking it gives: the same tokens, groups and diagnostics, in order, on every shape
/// below, every fuzz finding, `Tokens/` and the whole corpus (the DTCG conformance fixtures
/// and the real design systems of `Tests/Fixtures/corpus`; issue 25: each fast path proves
/// it equals its plain path).
@Suite("JSON token stream")
struct JSONTokenStreamTests {
    private static let corpus = PackagePaths.corpus

    /// Both readings of `data`, in `mode`, with deviations summed up as a run would.
    private static func bothReadings(of data: Data, mode: ReadingMode) -> (streamed: Reading, whole: Reading) {
        var streamLog = DiagnosticLog(mode: mode)
        let streamed = JSONReader.readTokenTree(data, file: "t.tokens.json", log: &streamLog)
        streamLog.reportDeviations()
        var wholeLog = DiagnosticLog(mode: mode)
        var whole: TokenTree?
        do {
            let (document, warnings) = try JSONReader.read(data, file: "t.tokens.json")
            wholeLog.append(contentsOf: warnings)
            whole = TokenTreeReader.read(document, log: &wholeLog)
        } catch {
            wholeLog.report(error)
        }
        wholeLog.reportDeviations()
        return (Reading(tree: streamed, diagnostics: streamLog.diagnostics), Reading(tree: whole, diagnostics: wholeLog.diagnostics))
    }

    /// What a reading gives: every token (path, type, value with the location of each of its
    /// parts, location, documentation) and group in file order, and every diagnostic with its
    /// location, in order.
    struct Reading: Equatable {
        let tree: TokenTree?
        let diagnostics: [Diagnostic]

        static func == (lhs: Reading, rhs: Reading) -> Bool {
            lhs.diagnostics == rhs.diagnostics && lhs.tree?.tokens == rhs.tree?.tokens && lhs.tree?.groups == rhs.tree?.groups
        }
    }

    /// Expects both readings of `data` to be the same in both modes, and what the stream adds
    /// to a token beyond the definition to be true of the whole document's token: the alias it
    /// names, and "no reference here" (which lets the resolver skip the value) only where the
    /// value holds none.
    private static func expectSameReadings(of data: Data, _ comment: String) {
        for mode in [ReadingMode.strict, .compat] {
            let (streamed, whole) = bothReadings(of: data, mode: mode)
            #expect(streamed == whole, "\(comment), \(mode): \(streamed.diagnostics) vs \(whole.diagnostics)")
            guard let streamedTokens = streamed.tree?.tokens, let wholeTokens = whole.tree?.tokens else { continue }
            for (path, token) in streamedTokens {
                guard let other = wholeTokens[path] else { continue }
                #expect(token.aliasTarget == other.aliasTarget, "\(comment), \(mode): \(path)")
                #expect(token.valueMayHoldReferences || !AliasResolver.containsReference(other.value), "\(comment), \(mode): \(path)")
            }
        }
    }

    static let shapes: [String] = [
        ##"{"a": {"$type": "number", "x": {"$value": 1}, "y": {"$value": "{a.x}", "$description": "d"}}}"##,
        ##"{"$type": "number", "$description": "root", "n": {"$value": 1}, "$extensions": {"k": 1}}"##,
        ##"{"a": {"x": {"$value": 1}, "$type": "number"}}"##,
        ##"{"a": {"x": {"$value": 1}, "$deprecated": true, "$type": "number"}}"##,
        ##"{"a": {"$type": "number", "x": {"$value": 1}, "x": {"$value": 2}}}"##,
        // A name repeated as a group and a token, in either order, and a repeated group.
        ##"{"a": {"$type": "number", "x": {"y": {"$value": 1}}, "x": {"$value": 2}}}"##,
        ##"{"a": {"$type": "number", "x": {"$value": 2}, "x": {"y": {"$value": 1}}}}"##,
        ##"{"a": {"$type": "number", "x": {"y": {"$value": 1}}, "x": {"z": {"$value": 2}}}}"##,
        ##"{"a": {"$type": "number", "x": 5, "y": {"$value": 1}}}"##,
        ##"{"a": {"$type": "number", "$description": "one", "$description": "two", "x": {"$value": 1}}}"##,
        ##"{"a": {"$type": "number", "x": {"$type": "color", "$value": 1, "extra": 2, "y": {"$value": 3}}}}"##,
        ##"{"a": {"$type": "number", "x": {"y": {"$value": 1}, "$value": 2}}}"##,
        ##"{"base": {"$type": "number", "n": {"$value": 1}}, "more": {"$extends": "{base}", "m": {"$value": 2}}}"##,
        ##"{"a": {"$type": "number", "$root": {"$value": 1}, "b": {"$value": 2}}}"##,
        ##"{"a": {"$type": "number", "b.c": {"$value": 1}, "$weird": 2, "d": 3, "e": {}}}"##,
        ##"{"a": {"$type": "bogus", "x": {"$value": 1}}, "b": {"$value": 1, "$ref": "#/a/x/$value"}}"##,
        ##"{"$value": 1, "a": {"$type": "number", "x": {"$value": 1}}}"##,
        ##"{"a": {"$type": "number", "x": {"$ref": "#/a/y/$value"}, "y": {"$value": 2}}}"##,
        ##"{"a": {"$type": "number", "x": {"$value": 1},}}"##,
        ##"{"a": {"$type": "number", "x": {"$value": 1}}} trailing"##,
        ##"[1, 2]"##,
        "\u{FEFF}{\"a\": {\"$type\": \"number\", \"x\": {\"$value\": 1}}}",
        ##"{"a": {"$type": "number", "x": {"$value": 1e999}}}"##,
        ##"{"a": {"$type": "string", "x": {"$value": "s", "value": "s", "type": "string"}}}"##,
        String(repeating: ##"{"g": "##, count: 300) + "{}" + String(repeating: "}", count: 300),
        // Found by the fuzzer: a bad name's group still has its $extends followed.
        ##"{"a.b": {"h": {"$extends": "?g}"}}}"##,
    ]

    @Test(arguments: shapes) func anEdgeCaseReadsAsTheWholeDocumentDoes(_ text: String) {
        Self.expectSameReadings(of: Data(text.utf8), "shape")
    }

    /// Files on which the fuzz target (`make fuzz`) found the two readings to differ, kept
    /// in `Tests/Fixtures/fuzz-findings` (issue 25's finding first).
    @Test func everyFuzzFindingReadsAsTheWholeDocumentDoes() throws {
        let folder = PackagePaths.root.appendingPathComponent("Tests/Fixtures/fuzz-findings")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(".tokens.json") }
        #expect(!files.isEmpty)
        for file in files {
            Self.expectSameReadings(of: try Data(contentsOf: file), file.lastPathComponent)
        }
    }

    @Test func everyJSONFileOfTheCorpusAndOfTokensReadsAsTheWholeDocumentDoes() throws {
        var files = try FileManager.default.contentsOfDirectory(at: PackagePaths.tokens, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
        let walker = try #require(FileManager.default.enumerator(at: Self.corpus, includingPropertiesForKeys: nil))
        let corpusFiles = walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "json" }
        #expect(corpusFiles.count > 100, "the corpus in Tests/Fixtures/corpus")
        files += corpusFiles
        for file in files {
            Self.expectSameReadings(of: try Data(contentsOf: file), file.path)
        }
    }

    /// The corpus holds both the conformance fixtures and the real design systems, and most
    /// of their files take the stream (a fallback to the whole document would prove nothing
    /// about the stream).
    @Test func theCorpusCoversConformanceAndRealSystemsAndIsMostlyStreamed() throws {
        let walker = try #require(FileManager.default.enumerator(at: Self.corpus, includingPropertiesForKeys: nil))
        let files = walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "json" }
        let real = files.filter { $0.path.contains("/dtcg-examples/") && $0.lastPathComponent.hasSuffix(".tokens.json") }
        #expect(files.filter { $0.path.contains("/dtcg-tests/format/") }.count > 100)
        #expect(real.count > 50)
        var streamed = 0
        for file in real {
            var log = DiagnosticLog(mode: .compat)
            if (try? JSONReader.streamTokenTree(Data(contentsOf: file), file: file.path, log: &log)) != nil { streamed += 1 }
        }
        #expect(streamed * 10 >= real.count * 9, "\(streamed) of \(real.count) real files streamed")
    }

    @Test func typicalFilesAreStreamedNotReadWhole() throws {
        let typical = ##"{"color": {"$type": "color", "$description": "d", "red": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}},"##
            + ##" "alias": {"$value": "{color.red}", "$extensions": {"k": 1}}}, "size": {"$type": "dimension", "s": {"$value": {"value": 4, "unit": "px"}}}}"##
        var log = DiagnosticLog()
        let tree = try JSONReader.streamTokenTree(Data(typical.utf8), file: "t.tokens.json", log: &log)
        #expect(tree.tokens.count == 3 && log.diagnostics.isEmpty)
        let base = try Data(contentsOf: PackagePaths.tokens.appendingPathComponent("primitives.tokens.json"))
        _ = try JSONReader.streamTokenTree(base, file: "primitives.tokens.json", log: &log)
    }

    /// The stream tells the resolver when a value holds no reference; however a reference
    /// is spelt, it must still be followed.
    @Test(arguments: [
        ##"{"$value": "{base.c}"}"##,
        ##"{"$value": "\u007bbase.c}"}"##,
        ##"{"$value": {"\u0024ref": "#/base/c/$value"}}"##,
        ##"{"$value": {"$ref": "#/base/c/$value"}}"##,
        ##"{"$value": {"colorSpace": "srgb", "components": ["{base.n}", 0, 0]}}"##,
    ])
    func referencesAreFollowedHoweverTheyAreWritten(_ token: String) throws {
        let text = ##"{"base": {"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.5, 0, 0]}}, "n": {"$type": "number", "$value": 0.5}}, "x": {"$type": "color", "t": "## + token + "}}"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("stream-ref-\(UUID().uuidString).tokens.json")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let system = try DesignSystemLoader.load(paths: [file.path])
        #expect(system.defaultTokens[TokenPath(dotted: "x.t")]?.value == .color(Color(red: 0.5, green: 0, blue: 0)))
    }
}
