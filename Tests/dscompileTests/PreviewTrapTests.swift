import Foundation
import TestSupport
import Testing

/// Issue #24, point 2: `dscompile preview` died with SIGILL ("arithmetic overflow",
/// `Render/Text/TextLayout.swift`) on a typography of 1000 px × 1000 that `validate`
/// accepts. Run as a user would, on a scratch folder outside the repository.
@Suite("dscompile preview: no trap from a typography validate accepts")
struct PreviewTrapTests {
    private static let tokens = #"""
    { "fonts": { "$type": "typography",
      "huge": { "$value": { "fontFamily": "Inter", "fontSize": { "value": 1000, "unit": "px" }, "fontWeight": 400,
                            "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1000 } } } }
    """#

    @Test func previewDrawsItAndSaysWhereTheLineHeightIsClamped() throws {
        let workspace = try PackagePaths.folder(with: ["tokens/t.tokens.json": Self.tokens])
        let validate = try DSCompileProcess.run(["validate", "tokens"], in: workspace)
        #expect(validate.status == 0, "\(validate.errors)")
        let preview = try DSCompileProcess.run(["preview", "tokens", "--out", "out"], in: workspace)
        #expect(preview.status == 0, "\(preview.errors)")
        #expect(preview.errors.contains("t.tokens.json:2:23: warning: token 'fonts.huge': the line height 1000000pt is drawn at 16384pt"),
                "\(preview.errors)")
        #expect(!preview.errors.contains("could not be drawn"), "\(preview.errors)")
        let page = try String(contentsOf: workspace.appendingPathComponent("out/index.html"), encoding: .utf8)
        #expect(page.contains("16384pt"))
    }
}
