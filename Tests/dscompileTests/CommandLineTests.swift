import Foundation
import TestSupport
import Testing

/// The `dscompile` executable end to end: exit codes, diagnostics on standard error, and
/// that a failed run writes nothing.
@Suite("dscompile command line")
struct CommandLineTests {
    private struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs the `dscompile` built beside the test bundle, in `directory`.
    private func dscompile(_ arguments: [String], in directory: URL = PackagePaths.root) throws -> Run {
        let executable = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("dscompile")
        let builtBeside = FileManager.default.isExecutableFile(atPath: executable.path)
        let process = Process()
        process.executableURL = builtBeside ? executable : PackagePaths.root.appendingPathComponent(".build/debug/dscompile")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                   errors: String(decoding: errorData, as: UTF8.self))
    }

    @Test func validatesTheProjectTokens() throws {
        let run = try dscompile(["validate"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("2 theme(s): no errors"))
    }

    @Test func errorsNameFileLineAndColumnAndExit1() throws {
        let tokens = try PackagePaths.folder(with: ["bad.tokens.json": "{\"c\": {\"$type\": \"color\",\n  \"x\": {\"$value\": \"{c.y}\"}}}"])
        let run = try dscompile(["validate", "bad.tokens.json"], in: tokens)
        #expect(run.status == 1)
        #expect(run.errors == "bad.tokens.json:2:19: error: token 'c.x' refers to 'c.y', which does not exist\n")
    }

    @Test func buildWritesOnceAndAFailedBuildLeavesTheOutputsAlone() throws {
        let tokens = try PackagePaths.copyOfTokens()
        let workspace = tokens.deletingLastPathComponent()
        let out = workspace.appendingPathComponent("Generated")
        #expect(try dscompile(["build", "--swift-out", out.path], in: workspace).status == 0)
        let generated = out.appendingPathComponent("DesignTokens.swift")
        let first = try Data(contentsOf: generated)
        let firstDate = try FileManager.default.attributesOfItem(atPath: generated.path)[.modificationDate] as? Date

        #expect(try dscompile(["build", "--swift-out", out.path], in: workspace).status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: generated.path)[.modificationDate] as? Date == firstDate)
        #expect(try dscompile(["build", "--check", "--swift-out", out.path], in: workspace).status == 0)

        try Data("{ broken".utf8).write(to: tokens.appendingPathComponent("theme-dark.tokens.json"))
        let failed = try dscompile(["build", "--swift-out", out.path], in: workspace)
        #expect(failed.status == 1)
        #expect(failed.errors.hasPrefix("Tokens/theme-dark.tokens.json:1:3: error: "))
        #expect(try Data(contentsOf: generated) == first)
    }

    @Test func checkReportsStaleFiles() throws {
        let workspace = try PackagePaths.copyOfTokens().deletingLastPathComponent()
        let out = workspace.appendingPathComponent("Generated")
        let run = try dscompile(["build", "--check", "--swift-out", out.path], in: workspace)
        #expect(run.status == 1)
        #expect(run.errors.contains("out of date"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func usageErrorsAreNotRuns() throws {
        let run = try dscompile(["preview", "--scale", "5"])
        #expect(run.status != 0 && run.status != 1)
        #expect(run.errors.contains("--scale must be 1, 2 or 3"))
        let help = try dscompile(["help", "build"])
        #expect(help.output.contains("--swift-out"))
    }
}
