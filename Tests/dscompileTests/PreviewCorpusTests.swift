import Foundation
import TestSupport
import Testing

/// Issue #10: `dscompile preview --compat --resolver …/github-primer.resolver.json` works, end
/// to end, as a designer runs it.
@Suite("dscompile preview of a real design system")
struct PreviewCorpusTests {
    @Test func primerPreviewsWithEveryPictureDrawnAndAContactSheet() throws {
        let workspace = try PackagePaths.temporaryDirectory()
        let run = try DSCompileProcess.run(["preview", "--compat", "--resolver", PackagePaths.primerResolver.path, "--out", "Primer"], in: workspace)
        #expect(run.status == 0, "\(run.errors.suffix(2000))")
        #expect(!run.errors.contains("could not be drawn"), "\(run.errors.suffix(2000))")
        #expect(run.errors.contains("1356 entries") && run.errors.contains("in 12 theme(s)"), "\(run.errors.suffix(500))")
        let out = workspace.appendingPathComponent("Primer")
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("bgColor.default") && !html.contains("Not drawn"))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("gallery.png").path))

        let again = try DSCompileProcess.run(["preview", "--compat", "--resolver", PackagePaths.primerResolver.path, "--out", "Primer"], in: workspace)
        #expect(again.status == 0 && again.errors.contains(": 0 drawn,"), "\(again.errors.suffix(500))")
    }
}
