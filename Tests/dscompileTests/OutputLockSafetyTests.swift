import Foundation
import TestSupport
import Testing

/// A lock file is never opened through a symbolic link, so neither `build` nor `preview`
/// empties the file a link at the lock path points to; a lock that cannot be made for lack
/// of permission says so (run as root, as CI runs, so the run drops to an unprivileged user).
@Suite("dscompile lock files")
struct OutputLockSafetyTests {
    @Test(arguments: [["build", "Tokens", "--css-out", "out/tokens.css"], ["preview", "--out", "out/tokens.css"]])
    func aLinkAtTheLockPathIsRefusedAndItsTargetKept(arguments: [String]) throws {
        let workspace = try PackagePaths.folder(with: ["precious.txt": "precious", "out/keep.txt": "keep"])
        try PreviewOutputFolderTests.tokens(in: workspace)
        let lockPath = workspace.appendingPathComponent("out/.tokens.css.dscompile-lock")
        try FileManager.default.createSymbolicLink(atPath: lockPath.path, withDestinationPath: "../precious.txt")
        let run = try DSCompileProcess.run(arguments, in: workspace)
        #expect(run.status == 1)
        #expect(run.errors.contains("out/.tokens.css.dscompile-lock is a symbolic link, which dscompile does not follow"), "\(run.errors)")
        #expect(try String(contentsOf: workspace.appendingPathComponent("precious.txt"), encoding: .utf8) == "precious")
        #expect(!FileManager.default.fileExists(atPath: workspace.appendingPathComponent("out/tokens.css").path))
    }

    @Test func aFIFOAtTheLockPathIsRefusedWithoutHanging() throws {
        let workspace = try PackagePaths.temporaryDirectory()
        try PreviewOutputFolderTests.tokens(in: workspace)
        try FileManager.default.createDirectory(at: workspace.appendingPathComponent("out"), withIntermediateDirectories: true)
        #expect(mkfifo(workspace.appendingPathComponent("out/.tokens.css.dscompile-lock").path, 0o644) == 0)
        let run = try DSCompileProcess.run(["build", "Tokens", "--css-out", "out/tokens.css"], in: workspace)
        #expect(run.status == 1)
        #expect(run.errors.contains("is not a regular file (a FIFO (named pipe))"), "\(run.errors)")
    }

    @Test func permissionDeniedOnTheLockSaysPermissionDenied() throws {
        // Root passes every permission check: the run drops to nobody, which may read the
        // tokens but not write into the folder of the output.
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { return }
        let workspace = try PackagePaths.temporaryDirectory()
        try PreviewOutputFolderTests.tokens(in: workspace)
        let out = workspace.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        for url in [workspace, out] { chmod(url.path, 0o755) }
        let process = Process()
        // Ended after 120 s, so a run that blocks fails the test instead of hanging it.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["-s", "KILL", "120", "/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", DSCompileProcess.executable.path,
                             "build", "Tokens", "--css-out", "out/tokens.css"]
        process.currentDirectoryURL = workspace
        let run = try DSCompileProcess.run(process)
        let said = run.errors
        #expect(run.status == 1, "\(said)")
        #expect(said.contains("cannot lock out/tokens.css: the lock file out/.tokens.css.dscompile-lock cannot be opened: permission denied"), "\(said)")
        #expect(!said.contains("no such file"), "\(said)")
    }
}
