import Foundation
import OutputFiles
import TestSupport
import Testing

/// One holder per output; a second either fails naming the holder or waits for it. (Two
/// processes: `dscompileTests`' concurrent builds.)
@Suite("OutputLock")
struct OutputLockTests {
    @Test func theLockFileIsHiddenBesideTheDestination() {
        let url = OutputLock.lockFileURL(for: URL(fileURLWithPath: "/tmp/some/out/"))
        #expect(url.path == URL(fileURLWithPath: "/tmp/some").resolvingSymlinksInPath().appendingPathComponent(".out.dscompile-lock").path)
    }

    @Test func aSecondHolderIsRefusedWithTheFirstsPidUntilRelease() throws {
        let folder = try PackagePaths.temporaryDirectory()
        // A missing folder can be locked; the same destination twice is locked once.
        let out = folder.appendingPathComponent("missing/out")
        let first = try OutputLock(destinations: [out, out, folder.appendingPathComponent("other")], waiting: false) { _, _ in }
        #expect(throws: OutputFileError.busy(path: out.path, holderPID: getpid())) {
            _ = try OutputLock(destinations: [out], waiting: false) { _, _ in }
        }
        first.release()
        first.release()
        let second = try OutputLock(destinations: [out], waiting: false) { _, _ in }
        second.release()
        #expect(FileManager.default.fileExists(atPath: OutputLock.lockFileURL(for: out).path))
    }

    @Test func aWaitingHolderIsToldWhomItWaitsForAndGetsTheLockOnRelease() throws {
        let out = try PackagePaths.temporaryDirectory().appendingPathComponent("out")
        let first = try OutputLock(destinations: [out], waiting: false) { _, _ in }
        let state = WaitState()
        let thread = Thread {
            let lock = try? OutputLock(destinations: [out], waiting: true) { pid, destination in state.waited(pid, destination) }
            state.acquired(lock != nil)
        }
        thread.start()
        #expect(waitUntil { state.waitedFor != nil })
        #expect(state.waitedFor == getpid())
        #expect(!state.didAcquire)
        first.release()
        #expect(waitUntil { state.didAcquire })
    }

    @Test func aFileWhereTheFolderShouldBeIsNamedWithItsCause() throws {
        let folder = try PackagePaths.folder(with: ["plain": "a file"])
        let error = #expect(throws: OutputFileError.self) {
            _ = try OutputLock(destinations: [folder.appendingPathComponent("plain/inner/out")], waiting: false) { _, _ in }
        }
        #expect(error?.description.contains("plain is a file, not a folder") == true)
    }

    /// What the waiting thread saw, read by the test's thread.
    private final class WaitState: @unchecked Sendable {
        private let lock = NSLock()
        private var pid: Int32??
        private var done = false

        var waitedFor: Int32?? { lock.withLock { pid } }
        var didAcquire: Bool { lock.withLock { done } }
        func waited(_ pid: Int32?, _: URL) { lock.withLock { self.pid = .some(pid) } }
        func acquired(_ succeeded: Bool) { lock.withLock { done = succeeded } }
    }
}

/// The lock file is opened without following links: a link or anything but a regular file
/// at the lock path is refused, named, and what a link points to stays as it was.
@Suite("OutputLock refusals")
struct OutputLockRefusalTests {
    @Test func aSymbolicLinkAtTheLockPathIsRefusedAndItsTargetKept() throws {
        let folder = try PackagePaths.folder(with: ["precious.txt": "precious", "out/keep.txt": "keep"])
        let out = folder.appendingPathComponent("out/Gen")
        let lockFile = OutputLock.lockFileURL(for: out)
        try FileManager.default.createSymbolicLink(at: lockFile, withDestinationURL: folder.appendingPathComponent("precious.txt"))
        let error = #expect(throws: OutputFileError.self) { _ = try OutputLock(destinations: [out], waiting: false) { _, _ in } }
        #expect(error?.reason == "the lock file \(lockFile.path) is a symbolic link, which dscompile does not follow; remove it and run again")
        #expect(try String(contentsOf: folder.appendingPathComponent("precious.txt"), encoding: .utf8) == "precious")
    }

    @Test func aFolderAtTheLockPathIsRefused() throws {
        let folder = try PackagePaths.temporaryDirectory()
        let out = folder.appendingPathComponent("Gen")
        try FileManager.default.createDirectory(at: OutputLock.lockFileURL(for: out), withIntermediateDirectories: true)
        let error = #expect(throws: OutputFileError.self) { _ = try OutputLock(destinations: [out], waiting: false) { _, _ in } }
        #expect(error?.reason.contains("cannot be opened: is a folder, not a file") == true, "\(String(describing: error))")
    }
}

/// A hard link at the lock path would be emptied as a symbolic link would: refused too.
@Suite("OutputLock hard links")
struct OutputLockHardLinkTests {
    @Test func aHardLinkAtTheLockPathIsRefusedAndTheOtherFileKept() throws {
        let folder = try PackagePaths.folder(with: ["precious.txt": "precious"])
        let out = folder.appendingPathComponent("Gen")
        try FileManager.default.linkItem(at: folder.appendingPathComponent("precious.txt"), to: OutputLock.lockFileURL(for: out))
        let error = #expect(throws: OutputFileError.self) { _ = try OutputLock(destinations: [out], waiting: false) { _, _ in } }
        #expect(error?.reason.contains("has other hard links (1)") == true, "\(String(describing: error))")
        #expect(try String(contentsOf: folder.appendingPathComponent("precious.txt"), encoding: .utf8) == "precious")
    }
}
