import Foundation

/// All-or-nothing replacement of several files, possibly in several folders.
///
/// Every new file is first written to a temporary file beside its destination. ``commit()``
/// then writes a journal listing every rename and removal (to a temporary file, flushed,
/// renamed into place), performs them, and deletes the journal. A process killed before the
/// journal is in place leaves the old outputs whole (and temporary files that
/// ``recover(in:)`` removes); killed after, it leaves a journal that ``recover(in:)`` completes
/// (roll forward), so the next run sees the new outputs whole. Run both under an
/// ``OutputLock`` on the destinations.
package struct OutputTransaction {
    // MARK: - Properties

    /// The folder the journal (`.dscompile-journal`) is written to.
    package let journalDirectory: URL
    /// The new contents, in the order staged.
    private var staged: [StagedFile] = []
    /// The files commit removes.
    private var removals: [URL] = []
    /// The folders staging created, removed again on discard.
    private var folders = FolderMaker()

    // MARK: - Initializers

    package init(journalDirectory: URL) {
        self.journalDirectory = journalDirectory.standardizedFileURL
    }

    // MARK: - Staging

    /// Whether nothing is staged or planned for removal: commit would do nothing.
    package var isEmpty: Bool { staged.isEmpty && removals.isEmpty }

    /// The destinations staged so far, in order.
    package var stagedDestinations: [URL] { staged.map(\.destination) }

    /// The files commit removes.
    package var plannedRemovals: [URL] { removals }

    /// Writes `data` to a temporary file beside `destination`, creating its folder when
    /// missing. After a throw, call ``discard()``.
    package mutating func stage(_ data: Data, at destination: URL) throws(OutputFileError) {
        let file = try beginStaging(at: destination)
        let outcome = data.withUnsafeBytes { bytes in Result { () throws(OutputFileError) in try file.append(bytes) } }
        try outcome.get()
        try file.finish()
    }

    /// Writes the UTF-8 of `text` to a temporary file beside `destination`, from the
    /// string's own storage without copying it into `Data`. After a throw, call ``discard()``.
    package mutating func stage(_ text: String, at destination: URL) throws(OutputFileError) {
        let file = try beginStaging(at: destination)
        try file.append(text)
        try file.finish()
    }

    /// Starts the new contents of `destination`, to be written a part at a time into the
    /// returned file; staging a destination again replaces what was staged for it. After a
    /// throw, call ``discard()``.
    /// - Throws: ``OutputFileError`` when the folder cannot be created, a folder stands where
    ///   the file should be, or the temporary file cannot be created.
    package mutating func beginStaging(at destination: URL) throws(OutputFileError) -> StagedFile {
        let destination = destination.standardizedFileURL
        unstage(destination)
        guard destination.fileKind != .folder else {
            throw .cannotWrite(path: destination.displayPath, reason: "a folder is where the file should be")
        }
        try folders.create(destination.deletingLastPathComponent())
        let file = try StagedFile(destination: destination)
        staged.append(file)
        return file
    }

    /// Drops what was staged for `destination` (its contents turned out unchanged, say):
    /// its temporary file is removed and commit leaves the destination alone.
    package mutating func unstage(_ destination: URL) {
        let destination = destination.standardizedFileURL
        staged.removeAll { file in
            guard file.destination == destination else { return false }
            file.abandon()
            return true
        }
    }

    /// Plans the removal of `destination`, done by commit with the renames.
    package mutating func remove(_ destination: URL) {
        let destination = destination.standardizedFileURL
        if !removals.contains(destination) { removals.append(destination) }
    }

    // MARK: - Committing

    /// Makes every staged file visible and removes the planned removals, all together as
    /// the type's documentation says; does nothing when ``isEmpty``.
    /// - Throws: ``OutputFileError`` naming the path. A failure before the journal is in
    ///   place has changed nothing (the temporary files are removed); one after it leaves
    ///   the journal, which the next ``recover(in:)`` completes.
    package mutating func commit() throws(OutputFileError) {
        guard !isEmpty else { return }
        let journal = Journal(in: journalDirectory, replacements: staged.map { ($0.temporary, $0.destination) }, removals: removals)
        let journalURL = journalDirectory.appendingPathComponent(Journal.fileName)
        do throws(OutputFileError) {
            for file in staged { try file.finish() }
            try folders.create(journalDirectory)
            try journal.write(to: journalURL)
        } catch {
            discard()
            throw error
        }
        staged = []
        removals = []
        folders.keepCreated()
        _ = try journal.complete(at: journalURL, resuming: false)
    }

    /// Removes every temporary file staged and every folder staging created: nothing changes.
    package mutating func discard() {
        for file in staged { file.abandon() }
        staged = []
        removals = []
        folders.removeCreated()
    }
}
