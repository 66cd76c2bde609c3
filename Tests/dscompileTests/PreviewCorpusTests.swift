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
        // The one length in em outside a typography has no size in points: said, not drawn
        // at a made-up size (once per theme mode of Primer's size modifier).
        let undrawn = run.errors.split(separator: "\n").filter { $0.contains("could not be drawn") }
        #expect(undrawn.count == 2 && undrawn.allSatisfy { $0.hasSuffix("text.codeInline.size: the picture could not be drawn: the length 0.9285em is not a number that can be drawn") },
                "\(run.errors.suffix(2000))")
        #expect(run.errors.contains("1356 entries") && run.errors.contains("in 12 theme(s)"), "\(run.errors.suffix(500))")
        let out = workspace.appendingPathComponent("Primer")
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("bgColor.default") && html.components(separatedBy: "Not drawn").count - 1 == undrawn.count)
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("gallery.png").path))

        let again = try DSCompileProcess.run(["preview", "--compat", "--resolver", PackagePaths.primerResolver.path, "--out", "Primer"], in: workspace)
        // Every picture drawn before is reused; only the ones that could not be are tried again.
        #expect(again.status == 0 && again.errors.contains("(\(undrawn.count) drawn,"), "\(again.errors.suffix(500))")
    }
}
