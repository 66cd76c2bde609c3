import Foundation
import TestSupport
import Testing
@testable import TokenModel

/// Issue 23: all the files one run reads are limited together, from their sizes, before
/// any of them is read.
@Suite("Input limits")
struct InputLimitTests {
    /// A sparse file of `size` bytes: instant, nothing on disk, and all NUL bytes, which no
    /// reader would take without an error of its own.
    private func sparseFile(_ url: URL, size: Int) throws {
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(size))
        try handle.close()
    }

    private static let megabyte = 1_000_000

    @Test func tokenFilesOfAFolderOverTheLimitAreOneErrorBeforeAnyIsRead() throws {
        let folder = try PackagePaths.temporaryDirectory()
        // Five files, each under the 64 MiB of one file, 286.1 MiB together.
        for (index, size) in [60, 61, 58, 62, 59].enumerated() {
            try sparseFile(folder.appendingPathComponent("f\(index).tokens.json"), size: size * Self.megabyte)
        }
        // Exactly one error: a file that had been read (all NUL bytes) would add its own.
        #expect { try DesignSystemLoader.load(paths: [folder.path]) } throws: { error in
            let errors = (error as? DiagnosticsError)?.errors ?? []
            let prefix = folder.path + "/"
            return errors.map { $0.message.replacingOccurrences(of: prefix, with: "") } == [
                "the input is 286.1 MiB in 5 files, more than the limit of 256.0 MiB for one run; "
                    + "the largest: f3.tokens.json (59.1 MiB), f1.tokens.json (58.2 MiB), f0.tokens.json (57.2 MiB) and 2 more",
            ] && errors[0].location == nil
        }
    }

    @Test func filesAResolverNamesAndStyleSheetsCountOnceEach() throws {
        let folder = try PackagePaths.folder(with: [
            "x.resolver.json": ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "base.tokens.json"}]}}, "modifiers": {"theme": {"contexts": {"light": [{"$ref": "big.tokens.json"}], "dark": [{"$ref": "big.tokens.json"}, {"$ref": "base.tokens.json"}]}}}, "resolutionOrder": [{"$ref": "#/sets/s"}, {"$ref": "#/modifiers/theme"}]}"##,
        ])
        try sparseFile(folder.appendingPathComponent("base.tokens.json"), size: 60 * Self.megabyte)
        let styles = ["look", "more", "most"].map { folder.appendingPathComponent("\($0).styles.yaml").path }
        for path in styles + [folder.appendingPathComponent("big.tokens.json").path] {
            try sparseFile(URL(fileURLWithPath: path), size: 64 * 1_048_576)
        }
        #expect { try DesignSystemLoader.load(paths: [folder.path]) } throws: { error in
            let messages = (error as? DiagnosticsError)?.errors.map(\.message) ?? []
            return messages.count == 1 && messages[0].hasPrefix("the input is 313.2 MiB in 6 files, more than the limit of 256.0 MiB for one run; the largest: ")
        }
        // Counted by hand: the resolver, base (60 MB) and big (64 MiB) once each, though
        // named three times, and the three style sheets (64 MiB each).
        let resolver = folder.appendingPathComponent("x.resolver.json")
        var log = DiagnosticLog(mode: .strict)
        let document = try #require(ResolverDocument.read(resolver, displayPath: "x.resolver.json", log: &log))
        let budget = InputBudget(document, resolver: resolver.path, styleSheets: styles)
        let resolverSize = try #require(try FileManager.default.attributesOfItem(atPath: resolver.path)[.size] as? Int)
        #expect(budget.files.count == 6)
        #expect(budget.totalSize == resolverSize + 60 * Self.megabyte + 4 * 64 * 1_048_576)
    }

    @Test func inputWithinTheLimitLoads() throws {
        let folder = try PackagePaths.folder(with: ["a.tokens.json": #"{"n": {"$type": "number", "$value": 1}}"#])
        let system = try DesignSystemLoader.load(paths: [folder.path])
        #expect(system.warnings.isEmpty)
        var budget = InputBudget()
        budget.add(folder.appendingPathComponent("a.tokens.json"), displayPath: "a.tokens.json")
        budget.add(folder.appendingPathComponent("a.tokens.json"), displayPath: "again")
        budget.add(folder.appendingPathComponent("missing.tokens.json"), displayPath: "missing")
        #expect(budget.files == [InputBudget.File(displayPath: "a.tokens.json", size: 39)])
        #expect(budget.problem() == nil)
        #expect(budget.problem(limit: 38)?.message == "the input is 0.0 MiB in 1 file, more than the limit of 0.0 MiB for one run; the largest: a.tokens.json (0.0 MiB)")
    }
}
