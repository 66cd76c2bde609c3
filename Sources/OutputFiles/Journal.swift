import Foundation

/// The list of renames and removals a commit performs, written before the first of them, so
/// a run killed in the middle can be completed by the next (roll forward). JSON, with
/// absolute paths.
struct Journal: Codable {
    // MARK: - Nested types

    /// A temporary file renamed over its destination.
    struct Replacement: Codable {
        var temporary: String
        var destination: String
    }

    // MARK: - Properties

    /// The journal's name inside its folder.
    static let fileName = ".dscompile-journal"
    /// Names the format, so a later version can tell an old journal.
    static let currentFormat = "dscompile-journal 1"

    var format = currentFormat
    var replacements: [Replacement]
    var removals: [String]

    // MARK: - Initializers

    init(replacements: [Replacement], removals: [String]) {
        self.replacements = replacements
        self.removals = removals
    }

    // MARK: - Reading and writing

    /// Reads the journal at `url`.
    /// - Throws: ``OutputFileError/unreadableJournal(path:reason:)``.
    static func read(from url: URL) throws(OutputFileError) -> Journal {
        let journal: Journal
        do {
            journal = try JSONDecoder().decode(Journal.self, from: Data(contentsOf: url))
        } catch is DecodingError {
            throw .unreadableJournal(path: url.displayPath, reason: "it is not a journal dscompile wrote")
        } catch {
            throw .unreadableJournal(path: url.displayPath, reason: FileSystemFailure.reason(of: error))
        }
        guard journal.format == currentFormat else {
            throw .unreadableJournal(path: url.displayPath, reason: "it was written by another version of dscompile (\(journal.format))")
        }
        return journal
    }

    /// Writes the journal to `url` as a whole: a temporary file, flushed to the disk, then
    /// renamed into place.
    func write(to url: URL) throws(OutputFileError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(self)
        } catch {
            throw .cannotWrite(path: url.displayPath, reason: FileSystemFailure.reason(of: error))
        }
        let file = try StagedFile(destination: url)
        do throws(OutputFileError) {
            let outcome = data.withUnsafeBytes { bytes in Result { () throws(OutputFileError) in try file.append(bytes) } }
            try outcome.get()
            try file.finish()
            WriteStepHook.step("rename \(file.temporary.displayPath) to \(url.displayPath)")
            guard rename(file.temporary.path, url.path) == 0 else {
                let code = errno
                throw .cannotWrite(path: url.displayPath, reason: FileSystemFailure.reason(errno: code))
            }
        } catch {
            file.abandon()
            throw error
        }
        Self.flush(folderOf: url)
    }

    // MARK: - Completing

    /// Performs what is left of the journal at `url`: renames each temporary file that is
    /// still there over its destination (one that is gone was renamed already), removes the
    /// planned removals, then deletes the journal.
    /// - Returns: one line per thing done.
    /// - Throws: ``OutputFileError`` naming the path; the journal stays, for the next run.
    func complete(at url: URL) throws(OutputFileError) -> [String] {
        var done: [String] = []
        let keptFor = "; \(url.displayPath) keeps the rest of this write, which the next run completes"
        for replacement in replacements {
            let destination = URL(fileURLWithPath: replacement.destination)
            WriteStepHook.step("rename \(URL(fileURLWithPath: replacement.temporary).displayPath) to \(destination.displayPath)")
            if rename(replacement.temporary, replacement.destination) == 0 {
                done.append("completed the interrupted write of \(destination.displayPath)")
            } else {
                let code = errno
                guard code == ENOENT, URL(fileURLWithPath: replacement.temporary).fileKind == .missing else {
                    throw .cannotReplace(path: destination.displayPath, reason: FileSystemFailure.reason(errno: code) + keptFor)
                }
            }
        }
        for removal in removals {
            let removed = URL(fileURLWithPath: removal)
            WriteStepHook.step("remove \(removed.displayPath)")
            guard unlink(removal) != 0 else {
                done.append("removed \(removed.displayPath), as the interrupted write planned")
                continue
            }
            let code = errno
            guard code == ENOENT else {
                throw .cannotRemove(path: removed.displayPath, reason: FileSystemFailure.reason(errno: code) + keptFor)
            }
        }
        // The renames reach the disk before the journal that would redo them goes.
        var flushed: Set<String> = []
        for path in replacements.map(\.destination) + removals {
            let url = URL(fileURLWithPath: path)
            if flushed.insert(url.deletingLastPathComponent().path).inserted { Self.flush(folderOf: url) }
        }
        WriteStepHook.step("remove \(url.displayPath)")
        if unlink(url.path) != 0 {
            let code = errno
            guard code == ENOENT else { throw .cannotRemove(path: url.displayPath, reason: FileSystemFailure.reason(errno: code)) }
        }
        Self.flush(folderOf: url)
        return done
    }

    // MARK: - Private

    /// Flushes the folder holding `url` to the disk, so its renames survive a power loss.
    private static func flush(folderOf url: URL) {
        let descriptor = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
