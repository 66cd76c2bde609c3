import Foundation

/// One file replaced whole without a journal or a lock: its new contents are staged beside
/// it (``StagedFile``) and renamed over it, which is atomic for one file, so readers see the
/// old file or the new one and two writers of one folder never share a journal. For several
/// files that must change together, use ``OutputTransaction``.
package final class SingleFileReplacement {
    // MARK: - Properties

    /// The temporary file the contents are written to.
    private let file: StagedFile
    /// Whether the file was renamed into place (nothing is left to remove).
    private var isCommitted = false

    /// The file the contents replace.
    package var destination: URL { file.destination }

    // MARK: - Initializers

    /// Creates the temporary file beside `destination`; its folder must exist.
    /// - Throws: ``OutputFileError/cannotWrite(path:reason:)`` when it cannot be created.
    package init(destination: URL) throws(OutputFileError) {
        file = try StagedFile(destination: destination.standardizedFileURL)
    }

    /// Removes the temporary file unless it was committed: an abandoned write changes nothing.
    deinit {
        if !isCommitted { file.abandon() }
    }

    // MARK: - Writing

    /// Appends `bytes`.
    package func append(_ bytes: UnsafeRawBufferPointer) throws(OutputFileError) {
        try file.append(bytes)
    }

    /// Flushes the contents to the disk and renames them over ``destination``.
    /// - Throws: ``OutputFileError`` naming the destination; the temporary file is removed.
    package func commit() throws(OutputFileError) {
        do throws(OutputFileError) {
            try file.finish()
        } catch {
            file.abandon()
            throw error
        }
        WriteStepHook.step("rename \(file.temporary.displayPath) to \(destination.displayPath)")
        guard rename(file.temporary.path, destination.path) == 0 else {
            let code = errno
            file.abandon()
            throw .cannotReplace(path: destination.displayPath, reason: FileSystemFailure.reason(errno: code))
        }
        isCommitted = true
    }
}
