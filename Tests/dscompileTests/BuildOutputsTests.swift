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
        for option in ["--swift-out", "--css-out", "--json-out", "--check", "--watch", "--no-wait", ".dscompile-journal", "prefers-color-scheme", "data-theme"] {
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
        // A block per context of the modifier a token depends on: colors by theme, metrics by device.
        #expect(css.contains("[data-theme=\"dark\"] {"))
        #expect(css.contains("[data-device=\"tablet\"] {"))
        // Every Swift file, not only DesignTokens.swift: the tokens are in one file per top group.
        let swift = workspace.appendingPathComponent("Swift")
        let firstSwift = try PackagePaths.contents(of: swift)
        #expect(firstSwift.keys.contains("DesignTokens+colors.swift"))
        #expect(firstSwift.count > 3)
        try FileManager.default.removeItem(at: swift)
        for file in written { try? FileManager.default.removeItem(at: workspace.appendingPathComponent(file)) }
        // A second process has another hash seed, so dictionary order cannot hide.
        #expect(try DSCompileProcess.run(["build"] + outputs, in: workspace).status == 0)
        #expect(try written.map { try Data(contentsOf: workspace.appendingPathComponent($0)) } == first)
        #expect(try PackagePaths.contents(of: swift) == firstSwift)
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
        try Data("{ broken".utf8).write(to: tokens.appendingPathComponent("semantic.dark.tokens.json"))
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

/// Files the build no longer writes, declared files, and failures halfway through writing.
@Suite("dscompile build stale and declared files")
struct BuildStaleFilesTests {
    @Test func generatedFilesOfGoneGroupsAreListedByCheckAndRemoved() throws {
        let workspace = try PackagePaths.copyOfTokens().deletingLastPathComponent()
        #expect(try DSCompileProcess.run(["build", "--swift-out", "Out"], in: workspace).status == 0)
        let out = workspace.appendingPathComponent("Out")
        try Data("// Generated by dscompile from Tokens — do not edit.\nenum Old {}\n".utf8).write(to: out.appendingPathComponent("DesignTokens+old.swift"))
        try Data("// Mine.\n".utf8).write(to: out.appendingPathComponent("DesignTokens+mine.swift"))
        try Data("notes".utf8).write(to: out.appendingPathComponent("notes.txt"))

        let check = try DSCompileProcess.run(["build", "--check", "--swift-out", "Out"], in: workspace)
        #expect(check.status == 1)
        #expect(check.errors.contains("Out/DesignTokens+old.swift (no longer generated)"), "\(check.errors)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("DesignTokens+old.swift").path))

        #expect(try DSCompileProcess.run(["build", "--swift-out", "Out"], in: workspace).status == 0)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("DesignTokens+old.swift").path))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("DesignTokens+mine.swift").path))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("notes.txt").path))
        #expect(try DSCompileProcess.run(["build", "--check", "--swift-out", "Out"], in: workspace).status == 0)
    }

    /// The plugin's contract: exactly the declared files and the two fixed ones, whatever
    /// the groups (a declared file without a group holds the header alone).
    @Test func writesExactlyTheDeclaredFiles() throws {
        let workspace = try PackagePaths.copyOfTokens().deletingLastPathComponent()
        let declared = ["DesignTokens+colors.swift", "DesignTokens+nothing.swift"]
        let run = try DSCompileProcess.run(["build", "--declared-files", declared.joined(separator: ","), "--swift-out", "Out"], in: workspace)
        #expect(run.status == 0, "\(run.errors)")
        let names = try FileManager.default.contentsOfDirectory(atPath: workspace.appendingPathComponent("Out").path).sorted()
        #expect(names == (declared + ["DesignStyles.swift", "DesignTokens.swift"]).sorted())
        let empty = try String(contentsOf: workspace.appendingPathComponent("Out/DesignTokens+nothing.swift"), encoding: .utf8)
        #expect(empty.hasPrefix("// Generated by dscompile from Tokens"))
        #expect(try DSCompileProcess.run(["build", "--declared-files", "a.txt", "--swift-out", "Out"], in: workspace).status == 2)
    }

    @Test func aFolderThatCannotBeCreatedNamesItAndWritesNoOtherOutput() throws {
        let workspace = try PackagePaths.copyOfTokens().deletingLastPathComponent()
        try Data("a file".utf8).write(to: workspace.appendingPathComponent("blocker"))
        let run = try DSCompileProcess.run(["build", "--json-out", "Data", "--swift-out", "Swift", "--css-out", "blocker/web"], in: workspace)
        #expect(run.status == 1)
        #expect(run.errors.contains("cannot lock blocker/web: cannot create the folder blocker for its lock file: a file is where the folder should be"),
                "\(run.errors)")
        // Nothing was staged: the lock on the outputs comes first.
        for folder in ["Data", "Swift"] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: workspace.appendingPathComponent(folder).path)) ?? []
            #expect(names.isEmpty, "\(folder): \(names)")
        }
    }

    @Test func aFailedWriteLeavesTheOldOutputsAndNoTemporaryFiles() throws {
        let workspace = try PackagePaths.copyOfTokens().deletingLastPathComponent()
        #expect(try DSCompileProcess.run(["build", "--json-out", "Data", "--css-out", "web"], in: workspace).status == 0)
        let web = workspace.appendingPathComponent("web")
        try Data("old".utf8).write(to: web.appendingPathComponent("DesignTokens.css"))
        // A read-only folder: the CSS cannot be staged. (root ignores permissions; skip then.)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: web.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: web.path) }
        guard !FileManager.default.isWritableFile(atPath: web.path) else { return }
        try Data("{}".utf8).write(to: workspace.appendingPathComponent("Data/DesignTokens.json"))
        let run = try DSCompileProcess.run(["build", "--json-out", "Data", "--css-out", "web"], in: workspace)
        #expect(run.status == 1)
        #expect(run.errors.contains("cannot write web/DesignTokens.css: permission denied"), "\(run.errors)")
        #expect(try String(contentsOf: web.appendingPathComponent("DesignTokens.css"), encoding: .utf8) == "old")
        #expect(try Data(contentsOf: workspace.appendingPathComponent("Data/DesignTokens.json")) == Data("{}".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.appendingPathComponent("Data").path) == ["DesignTokens.json"])
    }
}
