import Foundation
import OutputFiles
import TestSupport
import Testing

/// Two versions of a small design system, for the runs that interrupt or race a build: the
/// second changes two top groups and drops a third, so a build over the first's outputs
/// replaces files in three folders and removes a stale `DesignTokens+extra.swift`.
enum TwoVersions {
    // MARK: - Properties

    static let outputs = ["--swift-out", "Swift", "--css-out", "web/tokens.css", "--json-out", "Data"]
    /// The folders the outputs go into.
    static let folders = ["Swift", "web", "Data"]

    static let before = tokens(red: 1, blue: 0, size: 4, extra: true)
    static let after = tokens(red: 0, blue: 1, size: 8, extra: false)

    // MARK: - Methods

    /// A new workspace whose `Tokens/` holds `after`; with `oldOutputs`, its outputs are a
    /// build of `before`.
    static func workspace(oldOutputs: Bool) throws -> URL {
        let workspace = try PackagePaths.folder(with: ["Tokens/system.tokens.json": oldOutputs ? before : after])
        if oldOutputs {
            let run = try DSCompileProcess.run(["build"] + outputs, in: workspace)
            #expect(run.status == 0, "\(run.errors)")
            try Data(after.utf8).write(to: workspace.appendingPathComponent("Tokens/system.tokens.json"))
        }
        return workspace
    }

    /// A copy of `workspace` in a new folder.
    static func copy(of workspace: URL) throws -> URL {
        let copy = try PackagePaths.temporaryDirectory().appendingPathComponent("workspace")
        try FileManager.default.copyItem(at: workspace, to: copy)
        return copy
    }

    /// The output files by path in the workspace, without lock files and the leftovers of
    /// an interrupted write.
    static func outputFiles(in workspace: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for folder in folders {
            for (path, data) in try PackagePaths.contents(of: workspace.appendingPathComponent(folder)) where !isBookkeeping(path) {
                files["\(folder)/\(path)"] = data
            }
        }
        return files
    }

    /// The journals and temporary files in the output folders, by path in the workspace.
    static func leftovers(in workspace: URL) -> [String] {
        folders.flatMap { folder in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: workspace.appendingPathComponent(folder).path)) ?? []
            return names.filter { $0.hasSuffix(".dscompile-tmp") || $0 == ".dscompile-journal" }.sorted().map { "\(folder)/\($0)" }
        }
    }

    // MARK: - Private

    private static func isBookkeeping(_ path: String) -> Bool {
        [".dscompile-lock", ".dscompile-tmp", ".dscompile-journal"].contains { path.hasSuffix($0) }
    }

    private static func tokens(red: Int, blue: Int, size: Int, extra: Bool) -> String {
        let extraGroup = extra ? #", "extra": {"$type": "number", "one": {"$value": 1}}"# : ""
        return """
        {
          "color": {"$type": "color", "primary": {"$value": {"colorSpace": "srgb", "components": [\(red), 0, \(blue)]}}},
          "size": {"$type": "dimension", "small": {"$value": {"value": \(size), "unit": "px"}}}\(extraGroup)
        }
        """
    }
}

/// `dscompile build` killed at every write step in turn (`DSCOMPILE_STOP_BEFORE_WRITE_STEP`):
/// the outputs are the old ones whole, the new ones whole, or a journal that `--check`
/// reports and the next build completes.
@Suite("dscompile build interrupted")
struct BuildInterruptionTests {
    @Test func aKillAtEveryWriteStepLeavesOldOrNewWholeOrAJournalTheNextBuildCompletes() throws {
        let template = try TwoVersions.workspace(oldOutputs: true)
        let clean = try TwoVersions.workspace(oldOutputs: false)
        #expect(try DSCompileProcess.run(["build"] + TwoVersions.outputs, in: clean).status == 0)
        let new = try TwoVersions.outputFiles(in: clean)
        let old = try TwoVersions.outputFiles(in: template)
        #expect(old.keys.contains("Swift/DesignTokens+extra.swift"))
        #expect(!new.keys.contains("Swift/DesignTokens+extra.swift"))

        var lastStep = 0, withJournal = 0, oldWhole = 0, finished = false
        for step in 1...200 {
            let workspace = try TwoVersions.copy(of: template)
            let killed = try DSCompileProcess.run(["build"] + TwoVersions.outputs, in: workspace,
                                                  environment: [WriteStepHook.environmentVariable: "\(step)"])
            guard killed.wasSignaled else {
                // Past the last step: the run wrote everything.
                #expect(killed.status == 0, "\(killed.errors)")
                #expect(try TwoVersions.outputFiles(in: workspace) == new)
                finished = true
                break
            }
            lastStep = step
            #expect(killed.status == SIGKILL)
            let state = try TwoVersions.outputFiles(in: workspace)
            let leftovers = TwoVersions.leftovers(in: workspace)
            let hasJournal = leftovers.contains { $0.hasSuffix("/.dscompile-journal") }
            if hasJournal { withJournal += 1 }
            if state == old { oldWhole += 1 }
            #expect(state == old || state == new || hasJournal, "step \(step): \(killed.errors)")

            let check = try DSCompileProcess.run(["build", "--check"] + TwoVersions.outputs, in: workspace)
            #expect(check.status == 1)
            for leftover in leftovers { #expect(check.errors.contains(leftover), "step \(step): \(check.errors)") }

            let rerun = try DSCompileProcess.run(["build"] + TwoVersions.outputs, in: workspace)
            #expect(rerun.status == 0, "step \(step): \(rerun.errors)")
            if hasJournal { #expect(rerun.errors.contains("finished the interrupted write recorded in"), "step \(step): \(rerun.errors)") }
            for leftover in leftovers where !leftover.hasSuffix("/.dscompile-journal") {
                // A temporary file the journal names is renamed into place, any other removed.
                #expect(rerun.errors.contains(leftover) || hasJournal, "step \(step): \(rerun.errors)")
            }
            #expect(try TwoVersions.outputFiles(in: workspace) == new, "step \(step)")
            #expect(TwoVersions.leftovers(in: workspace).isEmpty, "step \(step)")
        }
        #expect(finished)
        // Six temporary files (five Swift, CSS, JSON: seven), the journal and its rename, the
        // renames, one removal, the journal's removal.
        #expect(lastStep >= 12, "\(lastStep) steps")
        #expect(withJournal > 0 && oldWhole > 0)
    }

    @Test func checkReportsAStrayTemporaryFileAndTheNextBuildRemovesIt() throws {
        let workspace = try TwoVersions.workspace(oldOutputs: false)
        #expect(try DSCompileProcess.run(["build"] + TwoVersions.outputs, in: workspace).status == 0)
        let stray = workspace.appendingPathComponent("Data/.DesignTokens.json.0000.dscompile-tmp")
        try Data("half".utf8).write(to: stray)
        let check = try DSCompileProcess.run(["build", "--check"] + TwoVersions.outputs, in: workspace)
        #expect(check.status == 1)
        #expect(check.errors.contains("out of date: Data/.DesignTokens.json.0000.dscompile-tmp (left by an interrupted write)"), "\(check.errors)")
        let build = try DSCompileProcess.run(["build"] + TwoVersions.outputs, in: workspace)
        #expect(build.status == 0)
        #expect(build.errors.contains("dscompile: removed Data/.DesignTokens.json.0000.dscompile-tmp, left by an interrupted write"), "\(build.errors)")
        #expect(!FileManager.default.fileExists(atPath: stray.path))
        #expect(try DSCompileProcess.run(["build", "--check"] + TwoVersions.outputs, in: workspace).status == 0)
    }
}
