import Foundation

/// The new contents of one destination, written to a hidden temporary file beside it
/// (`.<name>.<uuid>.dscompile-tmp`, so the rename stays within one file system) a part at a
/// time, for outputs too big to hold whole. Made by ``OutputTransaction/beginStaging(at:)``;
/// the transaction renames it into place on commit or removes it on discard.
package final class StagedFile {
    // MARK: - Properties

    /// How every temporary file's name ends, so a later run can find the leftovers of one
    /// that was killed.
    package static let temporarySuffix = ".dscompile-tmp"

    /// The file the contents replace.
    package let destination: URL
    /// The hidden file beside it that holds the contents until commit.
    package let temporary: URL
    /// The open temporary file; -1 while suspended and once finished or abandoned.
    private var descriptor: Int32
    /// Whether the file was finished or abandoned: nothing more is written to it.
    private var isClosedForGood = false

    // MARK: - Initializers

    /// Creates the temporary file; the folder must exist.
    init(destination: URL) throws(OutputFileError) {
        self.destination = destination
        temporary = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString)\(Self.temporarySuffix)")
        WriteStepHook.step("write \(temporary.displayPath)")
        descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            let code = errno
            throw .cannotWrite(path: destination.displayPath, reason: FileSystemFailure.reason(errno: code))
        }
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    // MARK: - Writing

    /// Appends `bytes`.
    /// - Throws: ``OutputFileError/cannotWrite(path:reason:)`` naming the destination (a full
    ///   disk, say).
    package func append(_ bytes: UnsafeRawBufferPointer) throws(OutputFileError) {
        guard let start = bytes.baseAddress else { return }
        guard !isClosedForGood else { throw .cannotWrite(path: destination.displayPath, reason: "the file was already finished") }
        try reopen(O_WRONLY | O_APPEND)
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, start + offset, bytes.count - offset)
            if written < 0 {
                let code = errno
                guard code == EINTR else { throw .cannotWrite(path: destination.displayPath, reason: FileSystemFailure.reason(errno: code)) }
                continue
            }
            offset += written
        }
    }

    /// Appends the UTF-8 of `text`, written from the string's own storage without a copy
    /// into `Data`.
    package func append(_ text: String) throws(OutputFileError) {
        var text = text
        let outcome = text.withUTF8 { bytes in
            Result { () throws(OutputFileError) in try append(UnsafeRawBufferPointer(bytes)) }
        }
        try outcome.get()
    }

    /// Closes the file until the next ``append(_:)-(UnsafeRawBufferPointer)``, which opens it
    /// again: a writer of many files at once holds one open at a time (the usual limit of
    /// 1,024 open files would otherwise bound the number of outputs).
    package func suspend() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    /// Flushes the file to the disk and closes it; the transaction does it on commit when
    /// the writer did not. Calling it again does nothing.
    package func finish() throws(OutputFileError) {
        guard !isClosedForGood else { return }
        try reopen(O_WRONLY)
        isClosedForGood = true
        var failure: Int32 = 0
        if fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        descriptor = -1
        guard failure == 0 else {
            throw .cannotWrite(path: destination.displayPath, reason: FileSystemFailure.reason(errno: failure))
        }
    }

    // MARK: - Internal

    /// Closes and removes the temporary file.
    func abandon() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        isClosedForGood = true
        unlink(temporary.path)
    }

    // MARK: - Private

    /// Opens the temporary file again with `flags` after ``suspend()``; does nothing while open.
    private func reopen(_ flags: Int32) throws(OutputFileError) {
        guard descriptor < 0 else { return }
        descriptor = open(temporary.path, flags | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            throw .cannotWrite(path: destination.displayPath, reason: FileSystemFailure.reason(errno: code))
        }
    }
}
