import Foundation
import TestSupport
import Testing

/// `dscompile build` with CSS and JSON outputs: usage, all-or-nothing writing, `--check`
/// and byte-identical runs.
@Suite("dscompile build outputs")
struct BuildOutputsTests {
    private let outputs = ["--swift-out", "Swift", "--css-out", "web/tokens.css", "--json-out", "Data"]
    private let written = ["Swift/DesignTokens.swift", "web/tokens.css", "Data/DesignTokens.json"]

    @Test func buildWithoutAnyOutputIsAUsageError() throws {
        let run = try DSCompileProcess.run(["build"])
        #expect(run.status == 2)
        #expect(run.errors.contains("at least one output"))
        let help = try DSCompileProcess.run(["build", "--help"])
        for option in ["--swift-out", "--css-out", "--json-out", "--check", "--watch", "prefers-color-scheme", "data-theme"] {
            #expect(help.output.contains(option), "\(option)")
        }
    }

    @Test func writesEveryOutputAndTwoRunsAreByteIdentical() throws {
        let workspace = try PackagePaths.copyOfTokens().deletingLastPathComponent()
        #expect(try DSCompileProcess.run(["build"] + outputs, in: workspace).status == 0)
        let first = try written.map { try Data(contentsOf: workspace.appendingPathComponent($0)) }
        let css = String(decoding: first[1], as: UTF8.self)
        #expect(css.contains(":root {"))
        #expect(css.contains("@media (prefers-color-scheme: dark) {"))
        #expect(css.contains("[data-theme=\"dark\"] {"))
        for file in written { try FileManager.default.removeItem(at: workspace.appendingPathComponent(file)) }
        // A second process has another hash seed, so dictionary order cannot hide.
        #expect(try DSCompileProcess.run(["build"] + outputs, in: workspace).status == 0)
        #expect(try written.map { try Data(contentsOf: workspace.appendingPathComponent($0)) } == first)
        #expect(try DSCompileProcess.run(["build", "--check"] + outputs, in: workspace).status == 0)
    }

    @Test func checkCoversCSSAndJSON() throws {
        let workspace = try PackagePaths.copyOfTokens().deletingLastPathComponent()
        #expect(try DSCompileProcess.run(["build"] + outputs, in: workspace).status == 0)
        try Data("edited".utf8).write(to: workspace.appendingPathComponent("web/tokens.css"))
        try FileManager.default.removeItem(at: workspace.appendingPathComponent("Data/DesignTokens.json"))
        let run = try DSCompileProcess.run(["build", "--check"] + outputs, in: workspace)
        #expect(run.status == 1)
        #expect(run.errors.contains("out of date: web/tokens.css, Data/DesignTokens.json"))
        #expect(try String(contentsOf: workspace.appendingPathComponent("web/tokens.css"), encoding: .utf8) == "edited")
        #expect(!FileManager.default.fileExists(atPath: workspace.appendingPathComponent("Data/DesignTokens.json").path))
    }

    @Test func aRunWithAnErrorWritesNothing() throws {
        let tokens = try PackagePaths.copyOfTokens()
        let workspace = tokens.deletingLastPathComponent()
        try Data("{ broken".utf8).write(to: tokens.appendingPathComponent("theme-dark.tokens.json"))
        let run = try DSCompileProcess.run(["build"] + outputs, in: workspace)
        #expect(run.status == 1)
        for file in written {
            #expect(!FileManager.default.fileExists(atPath: workspace.appendingPathComponent(file).path), "\(file)")
        }
    }

    @Test func anErrorOfOneEmitterWritesNoOtherOutput() throws {
        // The JSON alone would be fine; the CSS gives typography a companion property that
        // another token's name takes.
        let workspace = try PackagePaths.folder(with: ["Tokens/a.tokens.json": #"""
        {"t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}},
         "t-letter-spacing": {"$type": "number", "$value": 1}}
        """#])
        let run = try DSCompileProcess.run(["build", "--json-out", "Data", "--css-out", "web"], in: workspace)
        #expect(run.status == 1)
        #expect(run.errors.contains("would both become the CSS property --t-letter-spacing"))
        #expect(!FileManager.default.fileExists(atPath: workspace.appendingPathComponent("Data").path))
        #expect(!FileManager.default.fileExists(atPath: workspace.appendingPathComponent("web").path))
    }
}
