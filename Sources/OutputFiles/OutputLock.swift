import Foundation

/// One writer per output at a time: an advisory flock(2) on a hidden file beside each
/// destination, `<parent>/.<name>.dscompile-lock`, so a folder that does not exist yet can be
/// locked too. The holder writes its pid into the file, so a second run can say whom it waits
/// for. The kernel releases the lock when the holder ends, however it ends; the file stays
/// (deleting it would race with a run waiting on it).
package final class OutputLock: @unchecked Sendable {
    // MARK: - Properties

    /// The open lock files; empty once released.
    private var descriptors: [Int32]
    /// Guards ``descriptors`` so release is safe from any thread.
    private let guardLock = NSLock()

    // MARK: - Initializers

    /// Locks every destination: standardized, deduplicated, in sorted path order, so two runs
    /// locking overlapping sets never deadlock.
    /// - Parameters:
    ///   - waiting: when a destination is held by another process, wait for it (after calling
    ///     `onWait` once with the holder's pid, when known, and the destination); otherwise throw.
    /// - Throws: ``OutputFileError/busy(path:holderPID:)`` when not waiting and a destination is
    ///   held; ``OutputFileError/cannotLock(path:reason:)`` naming the destination when its
    ///   lock file (or the folder for it) cannot be made. Nothing stays locked after a throw.
    package init(destinations: [URL], waiting: Bool, onWait: (Int32?, URL) -> Void) throws(OutputFileError) {
        var byLockFile: [String: URL] = [:]
        for destination in destinations where byLockFile[Self.lockFileURL(for: destination).path] == nil {
            byLockFile[Self.lockFileURL(for: destination).path] = destination
        }
        var held: [Int32] = []
        do throws(OutputFileError) {
            for lockPath in byLockFile.keys.sorted() {
                guard let destination = byLockFile[lockPath] else { continue }
                held.append(try Self.acquire(URL(fileURLWithPath: lockPath), for: destination, waiting: waiting, onWait: onWait))
            }
        } catch {
            for descriptor in held { close(descriptor) }
            throw error
        }
        descriptors = held
    }

    deinit {
        release()
    }

    // MARK: - Methods

    /// The lock file of `destination`: hidden, beside it, in its parent folder with symbolic
    /// links resolved (so two spellings of one folder share a lock).
    package static func lockFileURL(for destination: URL) -> URL {
        let standardized = destination.standardizedFileURL
        let parent = standardized.deletingLastPathComponent().resolvingSymlinksInPath()
        return parent.appendingPathComponent(".\(standardized.lastPathComponent).dscompile-lock")
    }

    /// The line a run prints before it waits for `holder` (a pid, when known), which holds
    /// the lock of `path`: every command says it alike.
    package static func waitingNote(holder: Int32?, path: String) -> String {
        "dscompile: waiting for dscompile (\(holder.map { "pid \($0)" } ?? "pid unknown")), which is writing \(path)…"
    }

    /// Unlocks every destination; calling it again does nothing. The lock files stay.
    package func release() {
        let released = guardLock.withLock {
            defer { descriptors = [] }
            return descriptors
        }
        for descriptor in released {
            // The pid goes first, so nobody is named as holder after we left.
            _ = ftruncate(descriptor, 0)
            close(descriptor)
        }
    }

    // MARK: - Private

    /// Opens and locks one lock file, then writes this process's pid into it.
    private static func acquire(_ lockFile: URL, for destination: URL, waiting: Bool,
                                onWait: (Int32?, URL) -> Void) throws(OutputFileError) -> Int32 {
        var folders = FolderMaker()
        do throws(OutputFileError) {
            try folders.create(lockFile.deletingLastPathComponent())
        } catch {
            throw .cannotLock(path: destination.displayPath, reason: "cannot create the folder \(error.path) for its lock file: \(error.reason)")
        }
        let descriptor = try openLockFile(lockFile, for: destination)
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK else {
                close(descriptor)
                throw .cannotLock(path: destination.displayPath, reason: FileSystemFailure.reason(errno: code))
            }
            let holder = holderPID(descriptor)
            guard waiting else {
                close(descriptor)
                throw .busy(path: destination.displayPath, holderPID: holder)
            }
            onWait(holder, destination)
            while flock(descriptor, LOCK_EX) != 0 {
                let code = errno
                guard code == EINTR else {
                    close(descriptor)
                    throw .cannotLock(path: destination.displayPath, reason: FileSystemFailure.reason(errno: code))
                }
            }
        }
        let pid = Array("\(getpid())\n".utf8)
        if ftruncate(descriptor, 0) == 0 { _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) } }
        return descriptor
    }

    /// Opens the lock file, creating it, without following a symbolic link: a link at the lock
    /// path would have the pid written (and the file emptied) wherever it points. Anything but
    /// a regular file with no other hard link there is refused, named.
    private static func openLockFile(_ lockFile: URL, for destination: URL) throws(OutputFileError) -> Int32 {
        func refusal(_ reason: String) -> OutputFileError {
            .cannotLock(path: destination.displayPath, reason: "the lock file \(lockFile.displayPath) \(reason)")
        }
        // O_NONBLOCK: a FIFO put there must not hang the run before it is refused.
        let flags = O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC
        var descriptor = open(lockFile.path, O_RDWR | O_CREAT | flags, 0o644)
        // The first failure is the cause: the read-only retry below fails with "no such file"
        // when the lock file was never made, which would hide a permission problem.
        let cause = errno
        // Someone else's lock file we may not write: locking still works, only without our pid.
        if descriptor < 0, cause == EACCES { descriptor = open(lockFile.path, O_RDONLY | flags) }
        guard descriptor >= 0 else {
            if cause == ELOOP || lockFile.isSymbolicLink {
                throw refusal("is a symbolic link, which dscompile does not follow; remove it and run again")
            }
            throw refusal("cannot be opened: \(FileSystemFailure.reason(errno: cause))")
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw refusal("is not a regular file (\(lockFile.fileTypeDescription)); remove it and run again")
        }
        // A hard link would be emptied and written to as a link would be.
        guard status.st_nlink == 1 else {
            close(descriptor)
            throw refusal("has other hard links (\(status.st_nlink - 1)), so writing the pid into it would change another file; remove it and run again")
        }
        return descriptor
    }

    /// The pid the holder wrote into the lock file, when it did.
    private static func holderPID(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Int32(String(decoding: buffer[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
