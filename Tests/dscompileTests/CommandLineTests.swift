import Foundation
import TestSupport
import Testing

/// The `dscompile` executable end to end: exit codes, diagnostics on standard error, and
/// that a failed run writes nothing.
@Suite("dscompile command line")
struct CommandLineTests {
    /// Runs the `dscompile` built beside the test bundle, in `directory`.
    private func dscompile(_ arguments: [String], in directory: URL = PackagePaths.root) throws -> DSCompileProcess.Run {
        try DSCompileProcess.run(arguments, in: directory)
    }

    @Test func validatesTheProjectTokens() throws {
        let run = try dscompile(["validate"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("6 theme(s): no errors"))
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
        // A file with tokens in it (DesignTokens.swift holds only what no top group takes).
        let generated = out.appendingPathComponent("DesignTokens+colors.swift")
        let first = try Data(contentsOf: generated)
        let everyFile = try PackagePaths.contents(of: out)
        let firstDate = try FileManager.default.attributesOfItem(atPath: generated.path)[.modificationDate] as? Date

        #expect(try dscompile(["build", "--swift-out", out.path], in: workspace).status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: generated.path)[.modificationDate] as? Date == firstDate)
        #expect(try dscompile(["build", "--check", "--swift-out", out.path], in: workspace).status == 0)

        try Data("{ broken".utf8).write(to: tokens.appendingPathComponent("semantic.dark.tokens.json"))
        let failed = try dscompile(["build", "--swift-out", out.path], in: workspace)
        #expect(failed.status == 1)
        #expect(failed.errors.hasPrefix("Tokens/semantic.dark.tokens.json:1:3: error: "))
        #expect(try Data(contentsOf: generated) == first)
        #expect(try PackagePaths.contents(of: out) == everyFile)
    }

    @Test func twoProcessesWriteTheSameBytes() throws {
        // Separate processes have separate hash seeds, so dictionary order cannot hide here.
        let workspace = try PackagePaths.copyOfTokens().deletingLastPathComponent()
        for out in ["A", "B"] {
            #expect(try dscompile(["build", "--swift-out", out], in: workspace).status == 0)
            // One theme keeps the test quick; every picture kind is still drawn.
            #expect(try dscompile(["preview", "--theme", "phone-dark", "--out", "Preview\(out)"], in: workspace).status == 0)
        }
        let swiftA = try PackagePaths.contents(of: workspace.appendingPathComponent("A"))
        #expect(swiftA.keys.contains("DesignTokens+colors.swift"))
        #expect(try PackagePaths.contents(of: workspace.appendingPathComponent("B")) == swiftA)
        // The whole gallery: page, pictures, contact sheet and manifest.
        let previewA = try PackagePaths.contents(of: workspace.appendingPathComponent("PreviewA"))
        #expect(previewA.keys.contains("index.html") && previewA.keys.contains("gallery.png") && previewA.count > 20)
        #expect(try PackagePaths.contents(of: workspace.appendingPathComponent("PreviewB")) == previewA)

        // A gallery brought back to the same tokens by later runs, which reuse pictures drawn
        // by earlier processes (the contact sheet shrinks them from their files), is the same.
        let base = workspace.appendingPathComponent("Tokens/primitives.tokens.json")
        let original = try Data(contentsOf: base)
        let red = ##""components": [0.8275, 0.1843, 0.1843], "hex": "#D32F2F""##
        try Data(String(decoding: original, as: UTF8.self).replacingOccurrences(of: red, with: ##""components": [0, 0.5, 0], "hex": "#008000""##).utf8).write(to: base)
        #expect(try dscompile(["preview", "--theme", "phone-dark", "--out", "PreviewB"], in: workspace).status == 0)
        try original.write(to: base)
        #expect(try dscompile(["preview", "--theme", "phone-dark", "--out", "PreviewB"], in: workspace).status == 0)
        #expect(try PackagePaths.contents(of: workspace.appendingPathComponent("PreviewB")) == previewA)
    }

    @Test func previewRefusesAFolderItDidNotWrite() throws {
        let workspace = try PackagePaths.folder(with: ["Mine/notes.txt": "keep me"])
        try FileManager.default.copyItem(at: PackagePaths.tokens, to: workspace.appendingPathComponent("Tokens"))
        let run = try dscompile(["preview", "--out", "Mine"], in: workspace)
        #expect(run.status == 1)
        #expect(run.errors.contains("was not written by dscompile preview"))
        #expect(try String(contentsOf: workspace.appendingPathComponent("Mine/notes.txt"), encoding: .utf8) == "keep me")
        let here = try dscompile(["preview", "--out", "."], in: workspace)
        #expect(here.status == 1 && here.errors.contains("is the working directory or a folder above it"), "\(here.errors)")
        let file = try dscompile(["preview", "--out", "Tokens/primitives.tokens.json"], in: workspace)
        #expect(file.status == 1 && file.errors.contains("is a file, not a folder"), "\(file.errors)")
        #expect(FileManager.default.fileExists(atPath: workspace.appendingPathComponent("Tokens/design.resolver.json").path))
    }

    @Test func checkReportsStaleFiles() throws {
        let workspace = try PackagePaths.copyOfTokens().deletingLastPathComponent()
        let out = workspace.appendingPathComponent("Generated")
        let run = try dscompile(["build", "--check", "--swift-out", out.path], in: workspace)
        #expect(run.status == 1)
        #expect(run.errors.contains("out of date"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    /// With a resolver and no paths, the generated headers name the resolver, as they
    /// would name a path: by its last component when absolute.
    @Test func theHeaderNamesALoneResolver() throws {
        let tokens = try PackagePaths.copyOfTokens()
        let workspace = tokens.deletingLastPathComponent()
        let resolver = tokens.appendingPathComponent("design.resolver.json")
        let runs = [(resolver.path, "design.resolver.json"), ("Tokens/design.resolver.json", "Tokens/design.resolver.json")]
        for (index, (argument, named)) in runs.enumerated() {
            let out = workspace.appendingPathComponent("Generated\(index)")
            let run = try dscompile(["build", "--resolver", argument, "--swift-out", out.path], in: workspace)
            #expect(run.status == 0, "\(run.errors)")
            let header = try String(contentsOf: out.appendingPathComponent("DesignTokens.swift"), encoding: .utf8)
            #expect(header.hasPrefix("// Generated by dscompile from \(named) — do not edit.\n"), "\(header.prefix(200))")
        }
    }

    @Test func compatReadsWhatStrictRefuses() throws {
        let tokens = try PackagePaths.folder(with: ["a.tokens.json": ##"{"c": {"$type": "color", "x": {"$value": "#ff0000"}, "y": {"$value": "#00ff00"}}}"##])
        let strict = try dscompile(["validate", "a.tokens.json"], in: tokens)
        #expect(strict.status == 1)
        #expect(strict.errors.contains("a.tokens.json:1:42: error: token 'c.x': a color value must be an object with colorSpace and components, not the string \"#ff0000\" (--compat accepts it)"))
        let compat = try dscompile(["validate", "--compat", "a.tokens.json"], in: tokens)
        #expect(compat.status == 0)
        #expect(compat.errors.hasPrefix("a.tokens.json:1:42: warning: 2 places have colors written as hex strings (--compat); the first is here\n"))
    }

    @Test func fontFamiliesThatAreNotInstalledAreWarnings() throws {
        let tokens = try PackagePaths.folder(with: ["t.tokens.json": ##"""
        {"type": {"$type": "typography",
          "body": {"$value": {"fontFamily": ["Helvetica Neue", "Inter"], "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}},
          "installed": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}}}}
        """##])
        let run = try dscompile(["validate", "t.tokens.json"], in: tokens)
        #expect(run.status == 0, "\(run.errors)")
        // A group named `type` is DesignTokens.Type_ in Swift: that warning comes first (the emitters' checks).
        #expect(run.errors.hasPrefix("t.tokens.json:1:10: warning: group 'type' is DesignTokens.Type_ in Swift, with a trailing _: "))
        #expect(run.errors.contains("\nt.tokens.json:2:11: warning: token 'type.body': the font family 'Helvetica Neue' is not installed; text is drawn with 'Inter'\n"))
        #expect(!run.errors.contains("type.installed"))
    }

    @Test func usageErrorsAreNotRuns() throws {
        let run = try dscompile(["preview", "--scale", "5"])
        #expect(run.status == 2)
        #expect(try dscompile(["validate", "--no-such-option"]).status == 2)
        #expect(run.errors.contains("'5' is invalid for '--scale <n>'") && run.errors.contains("'1', '2'"), "\(run.errors)")
        let help = try dscompile(["help", "build"])
        #expect(help.output.contains("--swift-out"))
    }

    /// `build` prints the generator's warnings and errors: Primer has tokens defined in only
    /// some themes, which become optional, and the user is told which; its one length in em
    /// outside a typography is taken against the root font size in Swift, with a warning
    /// naming it, while CSS keeps it in em.
    @Test
    func buildPrintsTheGeneratorsWarnings() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("dscompile-warnings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let resolver = PackagePaths.primerResolver.path
        let run = try DSCompileProcess.run(["build", "--compat", "--resolver", resolver, "--swift-out", out.path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("warning:") && run.errors.contains("control.minTarget.auto"), "\(run.errors)")
        #expect(run.errors.contains("warning: token 'text.codeInline.size': 0.9285em is relative to the font size of the text around it")
                && run.errors.contains("against the root size 16px: 14.856pt"), "\(run.errors)")
        let css = out.appendingPathComponent("tokens.css")
        let cssRun = try DSCompileProcess.run(["build", "--compat", "--resolver", resolver, "--css-out", css.path])
        #expect(cssRun.status == 0, "\(cssRun.errors)")
        #expect(try String(contentsOf: css, encoding: .utf8).contains("--text-codeInline-size: 0.9285em;"))
    }
}
