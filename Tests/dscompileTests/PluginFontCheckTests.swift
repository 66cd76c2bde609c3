import Foundation
import TestSupport
import Testing

/// The build plugin's tool (`dscompile-tokens`, which opens fontconfig itself and links no
/// renderer) says of fonts and contrast exactly what `dscompile validate` (Render's
/// FontCatalog, over Pango) says, at the same places; `--design-checks error` and
/// `"designChecks": "error"` make the same lines errors and the build writes nothing.
@Suite("dscompile-tokens build: fonts and contrast as validate says them")
struct PluginFontCheckTests {
    /// Typographies with installed, aliased and missing families, a group `type` (which
    /// Swift names `Type_`, with a warning of the generator), and a label style with grey
    /// #999999 text on white (2.84:1, below AA's 4.5:1).
    private func workspace(config: String? = nil) throws -> URL {
        func typography(_ families: String) -> String {
            #"{"$value": {"fontFamily": [\#(families)], "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}}"#
        }
        var files = [
            "Tokens/a.tokens.json": """
                {"fonts": {"$type": "typography",
                   "brand": \(typography(#""Tramway Sans""#)),
                   "fallback": \(typography(#""Tramway Sans", "Helvetica", "sans-serif""#)),
                   "serif": \(typography(#""No Such Serif", "DejaVu Serif""#)),
                   "mono": \(typography(#""monospace""#)),
                   "inter": \(typography(#""Inter""#))},
                 "type": {"$type": "dimension", "small": {"$value": {"value": 12, "unit": "px"}}},
                 "colors": {"$type": "color",
                   "background": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"}},
                   "grey": {"$value": {"colorSpace": "srgb", "components": [0.6, 0.6, 0.6], "hex": "#999999"}}}}
                """,
            "Tokens/labels.styles.yaml": """
                label:
                  faint:
                    typography: "{fonts.inter}"
                    textColor: "{colors.grey}"
                """,
        ]
        if let config { files["designtokens.json"] = config }
        return try PackagePaths.folder(with: files)
    }

    /// The warning lines of a run's standard error.
    private func warnings(_ errors: String) -> [String] {
        errors.split(separator: "\n").map(String.init).filter { $0.contains(": warning: ") }
    }

    @Test func theToolWarnsAsValidateDoes() throws {
        let folder = try workspace()
        let validate = try DSCompileProcess.run(["validate", "Tokens"], in: folder)
        #expect(validate.status == 0, "\(validate.errors)")
        let build = try DSCompileProcess.run(["build", "Tokens", "--swift-out", "Out"], in: folder, tool: "dscompile-tokens")
        #expect(build.status == 0, "\(build.errors)")
        let expected = warnings(validate.errors)
        #expect(expected.count == 5, "\(validate.errors)")
        // The same lines in the same order: the generator's first, then fonts and contrast.
        #expect(warnings(build.errors) == expected)
        #expect(expected.first?.contains("group 'type' is DesignTokens.Type_ in Swift") == true)
        // Hand-read answers: Fonts/fonts.conf aliases sans-serif to Inter and has DejaVu Serif.
        #expect(expected.contains { $0.hasSuffix("token 'fonts.fallback': the font families 'Tramway Sans', 'Helvetica' are not installed; text is drawn with 'Inter'") })
        #expect(expected.contains { $0.hasSuffix("token 'fonts.serif': the font family 'No Such Serif' is not installed; text is drawn with 'DejaVu Serif'") })
        #expect(expected.contains { $0.contains("a.tokens.json:") && $0.contains("token 'fonts.brand': the font family 'Tramway Sans' is not installed") })
        #expect(expected.contains { $0.contains("labels.styles.yaml:") && $0.contains("label style 'faint': textColor {colors.grey} #999999 on #FFFFFF has contrast 2.84:1") })
    }

    @Test func atErrorLevelTheBuildFailsAndWritesNothing() throws {
        let flagged = try workspace()
        let byFlag = try DSCompileProcess.run(["build", "Tokens", "--swift-out", "Out", "--design-checks", "error"], in: flagged, tool: "dscompile-tokens")
        #expect(byFlag.status == 1)
        #expect(byFlag.errors.split(separator: "\n").filter { $0.contains(": error: ") }.count == 4, "\(byFlag.errors)")
        // The generator's diagnostics still come first, so none waits behind a font fix.
        let lines = byFlag.errors.split(separator: "\n")
        #expect(lines.first?.contains("warning: group 'type' is DesignTokens.Type_ in Swift") == true, "\(byFlag.errors)")
        #expect(byFlag.errors.contains("4 font or contrast problem(s) are errors (--design-checks error); nothing was written"))
        #expect(!FileManager.default.fileExists(atPath: flagged.appendingPathComponent("Out").path))

        let configured = try workspace(config: #"{"designChecks": "error"}"#)
        let byFile = try DSCompileProcess.run(["build", "Tokens", "--config", "designtokens.json", "--swift-out", "Out"], in: configured,
                                              tool: "dscompile-tokens")
        #expect(byFile.status == 1)
        #expect(byFile.errors.contains(#"("designChecks": "error" in designtokens.json)"#), "\(byFile.errors)")
        #expect(!FileManager.default.fileExists(atPath: configured.appendingPathComponent("Out").path))
    }

    /// A `DSCOMPILE_FONTS_CONF` naming a file that is not there is said, naming the file,
    /// by both tools; neither checks the fonts against another configuration instead.
    @Test func aMissingFontsConfNamedByTheVariableIsSaid() throws {
        let folder = try workspace()
        let environment = ["DSCOMPILE_FONTS_CONF": "/nonexistent/fonts.conf"]
        let validate = try DSCompileProcess.run(["validate", "Tokens"], in: folder, environment: environment)
        let build = try DSCompileProcess.run(["build", "Tokens", "--swift-out", "Out"], in: folder, environment: environment, tool: "dscompile-tokens")
        for run in [validate, build] {
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.errors.contains("could not be checked") && run.errors.contains("/nonexistent/fonts.conf"), "\(run.errors)")
            #expect(!run.errors.contains("is not installed"), "\(run.errors)")
        }
    }
}
