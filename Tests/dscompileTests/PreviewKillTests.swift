import Foundation
import TestSupport
import Testing

/// `dscompile preview` killed at every write step in turn (`DSCOMPILE_STOP_BEFORE_WRITE_STEP`
/// stops the child with SIGKILL right before step k): the folder always holds the old page,
/// contact sheet and manifest or the new ones (or a journal the next run completes), every
/// picture its page shows, and the next run completes it to exactly what one run writes.
@Suite("dscompile preview killed at every write step")
struct PreviewKillTests {
    /// The files swapped in together.
    private static let trio = ["index.html", "gallery.png", ".dscompile-gallery"]
    private static let journal = ".dscompile-journal"
    /// More steps than any preview of the fixture takes: the loop ends before.
    private static let stepLimit = 200

    @Test func aKillAtAnyStepLeavesTheOldGalleryOrTheNewOneAndTheNextRunCompletesIt() throws {
        let workspace = try PackagePaths.temporaryDirectory()
        try PreviewOutputFolderTests.tokens(in: workspace)
        try #require(try DSCompileProcess.run(["preview", "--out", "Old"], in: workspace).status == 0)
        let old = try PackagePaths.contents(of: workspace.appendingPathComponent("Old"))
        try PreviewOutputFolderTests.tokens(in: workspace, greens: 1)
        try #require(try DSCompileProcess.run(["preview", "--out", "New"], in: workspace).status == 0)
        let new = try PackagePaths.contents(of: workspace.appendingPathComponent("New"))
        for name in Self.trio { try #require(old[name] != new[name], "the change must change \(name)") }

        let out = workspace.appendingPathComponent("Preview")
        var completed = false
        for step in 1...Self.stepLimit {
            try? FileManager.default.removeItem(at: out)
            try FileManager.default.copyItem(at: workspace.appendingPathComponent("Old"), to: out)
            let run = try DSCompileProcess.run(["preview", "--out", "Preview"], in: workspace, environment: ["DSCOMPILE_STOP_BEFORE_WRITE_STEP": "\(step)"])
            if run.status == 0 {
                // No step k: the run before stopped at the last one.
                #expect(step > Self.trio.count, "a preview that changes three files takes more steps")
                completed = true
                break
            }
            #expect(run.status == SIGKILL && run.errors.contains("stopping before write step \(step)"), "step \(step): \(run.errors)")
            let left = try PackagePaths.contents(of: out)
            let trio = Self.trio.map { left[$0] }
            let isOld = trio == Self.trio.map { old[$0] }, isNew = trio == Self.trio.map { new[$0] }
            #expect(isOld || isNew || left[Self.journal] != nil, "step \(step) left a mixed gallery: \(run.errors)")
            if isOld || isNew {
                for image in try PreviewOutputFolderTests.referencedImages(in: out) {
                    #expect(left[image] != nil, "step \(step): \(image) is on the page but not in the folder")
                }
            }

            let next = try DSCompileProcess.run(["preview", "--out", "Preview"], in: workspace)
            #expect(next.status == 0, "after step \(step): \(next.errors)")
            #expect(try PackagePaths.contents(of: out) == new, "after step \(step) the next run left other files")
        }
        #expect(completed)
    }

    @Test func aFirstRunKilledAtAnyStepLeavesAFolderTheNextRunCompletes() throws {
        let workspace = try PackagePaths.temporaryDirectory()
        try PreviewOutputFolderTests.tokens(in: workspace)
        try #require(try DSCompileProcess.run(["preview", "--out", "Reference"], in: workspace).status == 0)
        let reference = try PackagePaths.contents(of: workspace.appendingPathComponent("Reference"))

        let out = workspace.appendingPathComponent("Preview")
        var completed = false
        for step in 1...Self.stepLimit {
            try? FileManager.default.removeItem(at: out)
            let run = try DSCompileProcess.run(["preview", "--out", "Preview"], in: workspace, environment: ["DSCOMPILE_STOP_BEFORE_WRITE_STEP": "\(step)"])
            if run.status == 0 {
                completed = true
                break
            }
            #expect(run.status == SIGKILL, "step \(step): \(run.errors)")
            // Marked before anything else is written: never a folder of ours without the mark.
            let left = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
            #expect(left.isEmpty || left.contains(".dscompile-gallery"), "step \(step) left \(left)")

            let next = try DSCompileProcess.run(["preview", "--out", "Preview"], in: workspace)
            #expect(next.status == 0, "after step \(step): \(next.errors)")
            #expect(try PackagePaths.contents(of: out) == reference, "after step \(step) the next run left other files")
        }
        #expect(completed)
    }
}
