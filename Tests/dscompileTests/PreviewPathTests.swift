import Foundation
import TestSupport
import Testing

/// `dscompile preview` names source files relative to the token folder: the page of a
/// gallery drawn from an absolute path names no absolute path of the machine.
@Suite("dscompile preview paths")
struct PreviewPathTests {
    @Test func thePageOfATokenFolderGivenByItsAbsolutePathNamesNoAbsolutePath() throws {
        let tokens = try PackagePaths.copyOfTokens()
        let elsewhere = try PackagePaths.temporaryDirectory()
        let out = elsewhere.appendingPathComponent("Preview")
        let run = try DSCompileProcess.run(["preview", tokens.path, "--out", out.path], in: elsewhere)
        #expect(run.status == 0, "\(run.errors)")
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!html.contains(tokens.deletingLastPathComponent().path))
        #expect(!html.contains(elsewhere.path))
        #expect(html.contains("title=\"primitives.tokens.json:"))
    }
}
