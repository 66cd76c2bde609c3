import Foundation

/// The list of renames and removals a commit performs, written before the first of them, so
/// a run killed in the middle can be completed by the next (roll forward).
///
/// A journal found in an output folder may have been put there by anyone, so it names only
/// file names inside folders given relative to its own, carries a checksum of its content,
/// and is completed only when every folder it names lies inside the folders of the run
/// completing it (``checked(against:at:)``); one that fails any check is reported, never
/// executed.
struct Journal: Codable {
    // MARK: - Nested types

    /// A temporary file renamed over its destination, both in ``Journal/folders``[`folder`].
    struct Replacement: Codable, Equatable {
        var folder: Int
        var temporary: String
        var destination: String
    }

    /// A file removed, in ``Journal/folders``[`folder`].
    struct Removal: Codable, Equatable {
        var folder: Int
        var name: String
    }

    // MARK: - Properties

    /// The journal's name inside its folder.
    static let fileName = ".dscompile-journal"
    /// Names the format, so a later version can tell an old journal, and tells a journal
    /// dscompile wrote from any other JSON.
    static let currentFormat = "dscompile-journal 2"
    /// The most a journal may take: thousands of outputs fit many times over, and a file
    /// planted in its place is not read whole.
    static let sizeLimit = 16 << 20

    var format = currentFormat
    /// The folders of the files, relative to the journal's own folder (`.` for it).
    var folders: [String]
    var replacements: [Replacement]
    var removals: [Removal]
    /// ``checksumPrefix`` and the FNV-1a hash of the journal written with this field empty.
    var checksum = ""

    // MARK: - Initializers

    /// The journal, to be written into `directory`, of renaming each temporary file over its
    /// destination and removing `removals`; a temporary file lies beside its destination.
    init(in directory: URL, replacements: [(temporary: URL, destination: URL)], removals: [URL]) {
        var folders: [String] = []
        var positions: [String: Int] = [:]
        func position(of url: URL) -> Int {
            let folder = Self.relativePath(of: url.deletingLastPathComponent(), from: directory)
            if let known = positions[folder] { return known }
            positions[folder] = folders.count
            folders.append(folder)
            return folders.count - 1
        }
        self.replacements = replacements.map {
            Replacement(folder: position(of: $0.destination), temporary: $0.temporary.lastPathComponent, destination: $0.destination.lastPathComponent)
        }
        self.removals = removals.map { Removal(folder: position(of: $0), name: $0.lastPathComponent) }
        self.folders = folders
        checksum = computedChecksum()
    }

    // MARK: - Reading and writing

    /// Reads the journal at `url` and checks it can be completed by a run writing into
    /// `outputFolders`: a regular file of this user, of this format, with its checksum, naming
    /// only files inside those folders.
    /// - Throws: ``OutputFileError/unreadableJournal(path:reason:)`` saying which check failed.
    static func read(from url: URL, outputFolders: [URL]) throws(OutputFileError) -> Journal {
        func refusal(_ reason: String) -> OutputFileError { .unreadableJournal(path: url.displayPath, reason: reason) }
        let data = try contents(of: url)
        let journal: Journal
        do {
            journal = try JSONDecoder().decode(Journal.self, from: data)
        } catch {
            let format = (try? JSONDecoder().decode(FormatOnly.self, from: data))?.format
            guard let format, format != currentFormat else { throw refusal("it is not a journal dscompile wrote") }
            throw refusal("it was written by another version of dscompile (\(format))")
        }
        guard journal.format == currentFormat else {
            throw refusal("it was written by another version of dscompile (\(journal.format))")
        }
        guard journal.checksum == journal.computedChecksum() else {
            throw refusal("its checksum does not match its content, so it was changed or not written by dscompile")
        }
        if let problem = journal.problem(at: url.deletingLastPathComponent(), outputFolders: outputFolders) { throw refusal(problem) }
        return journal
    }

    /// Writes the journal to `url` as a whole: a temporary file, flushed to the disk, then
    /// renamed into place.
    func write(to url: URL) throws(OutputFileError) {
        let data: Data
        do {
            data = try Self.encoder.encode(self)
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
    /// still there over its destination, removes the planned removals, then deletes the
    /// journal. When `resuming` a killed run, a temporary file that is gone was renamed
    /// already; in the run that wrote the journal, it is an error (something removed it).
    /// - Returns: one line per thing done, the journal's removal last.
    /// - Throws: ``OutputFileError`` naming the path; the journal stays, for the next run.
    func complete(at url: URL, resuming: Bool) throws(OutputFileError) -> [String] {
        var done: [String] = []
        let keptFor = "; \(url.displayPath) keeps the rest of this write, which the next run completes"
        let folderURLs = folders.map { url.deletingLastPathComponent().appendingPathComponent($0).standardizedFileURL }
        for replacement in replacements {
            let destination = folderURLs[replacement.folder].appendingPathComponent(replacement.destination)
            let temporary = folderURLs[replacement.folder].appendingPathComponent(replacement.temporary)
            WriteStepHook.step("rename \(temporary.displayPath) to \(destination.displayPath)")
            if rename(temporary.path, destination.path) == 0 {
                done.append("completed the interrupted write of \(destination.displayPath)")
            } else {
                let code = errno
                guard resuming, code == ENOENT, temporary.fileKind == .missing else {
                    throw .cannotReplace(path: destination.displayPath, reason: FileSystemFailure.reason(errno: code) + keptFor)
                }
            }
        }
        for removal in removals {
            let removed = folderURLs[removal.folder].appendingPathComponent(removal.name)
            WriteStepHook.step("remove \(removed.displayPath)")
            guard unlink(removed.path) != 0 else {
                done.append("removed \(removed.displayPath), as the interrupted write planned")
                continue
            }
            let code = errno
            guard code == ENOENT else {
                throw .cannotRemove(path: removed.displayPath, reason: FileSystemFailure.reason(errno: code) + keptFor)
            }
        }
        // The renames reach the disk before the journal that would redo them goes.
        for folder in folderURLs { Self.flush(folderOf: folder.appendingPathComponent(Self.fileName)) }
        WriteStepHook.step("remove \(url.displayPath)")
        if unlink(url.path) != 0 {
            let code = errno
            guard code == ENOENT else { throw .cannotRemove(path: url.displayPath, reason: FileSystemFailure.reason(errno: code)) }
        }
        Self.flush(folderOf: url)
        return done + ["finished the interrupted write recorded in \(url.displayPath)"]
    }

    // MARK: - Private

    /// The format alone, to tell another version's journal from something else.
    private struct FormatOnly: Decodable {
        var format: String
    }

    /// How ``checksum`` starts: names the hash, so another one can follow.
    private static let checksumPrefix = "fnv1a64:"

    /// Sorted keys, so the checksum of a journal read back is computed over the same bytes.
    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// The checksum of everything but ``checksum``.
    func computedChecksum() -> String {
        var unsigned = self
        unsigned.checksum = ""
        let bytes = (try? Self.encoder.encode(unsigned)) ?? Data()
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return Self.checksumPrefix + String(hash, radix: 16)
    }

    /// Why the journal, found in `directory`, must not be completed by a run writing into
    /// `outputFolders`; `nil` when it may.
    private func problem(at directory: URL, outputFolders: [URL]) -> String? {
        for folder in folders {
            guard !folder.hasPrefix("/") else { return "it names the absolute path \(folder); a journal dscompile writes names paths relative to its folder" }
            // Links resolved, so a folder linked to elsewhere is not taken for an output folder.
            let resolved = directory.appendingPathComponent(folder)
            guard outputFolders.contains(where: { $0.holds(resolved) }) else {
                return "it names the folder \(folder), outside the folders of this run's outputs"
            }
        }
        let names = replacements.flatMap { [($0.folder, $0.temporary), ($0.folder, $0.destination)] } + removals.map { ($0.folder, $0.name) }
        for (folder, name) in names {
            guard folders.indices.contains(folder) else { return "it names a folder it does not list" }
            guard !name.isEmpty, name != ".", name != "..", !name.contains("/"), name != Self.fileName else {
                return "it names \(name.isEmpty ? "an empty path" : name), which is not a file name inside an output folder"
            }
        }
        for replacement in replacements
        where !(replacement.temporary.hasPrefix(".\(replacement.destination).") && replacement.temporary.hasSuffix(StagedFile.temporarySuffix)) {
            return "it would rename \(replacement.temporary), which is not a temporary file dscompile writes for \(replacement.destination)"
        }
        return nil
    }

    /// The bytes of the journal at `url`, read only when it is a regular file of this user
    /// (not a link, a FIFO or another user's file) within ``sizeLimit``.
    private static func contents(of url: URL) throws(OutputFileError) -> Data {
        func refusal(_ reason: String) -> OutputFileError { .unreadableJournal(path: url.displayPath, reason: reason) }
        let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ELOOP { throw refusal("it is a symbolic link, not a journal dscompile wrote") }
            throw refusal(FileSystemFailure.reason(errno: code))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            throw refusal("it is \(url.fileTypeDescription), not a journal dscompile wrote")
        }
        guard status.st_uid == geteuid() else { throw refusal("it belongs to another user (uid \(status.st_uid)), so this run did not write it") }
        guard status.st_size <= sizeLimit else { throw refusal("it is larger than any journal dscompile writes (\(sizeLimit >> 20) MiB)") }
        var data = Data(count: Int(status.st_size))
        let count = data.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count == data.count else { throw refusal("it could not be read whole") }
        return data
    }

    /// `folder` relative to `directory`, both absolute: `.`, `sub/folder` or `../other`.
    private static func relativePath(of folder: URL, from directory: URL) -> String {
        let target = folder.standardizedFileURL.pathComponents, base = directory.standardizedFileURL.pathComponents
        let common = zip(target, base).prefix { $0 == $1 }.count
        let parts = Array(repeating: "..", count: base.count - common) + target.dropFirst(common)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// Flushes the folder holding `url` to the disk, so its renames survive a power loss.
    private static func flush(folderOf url: URL) {
        let descriptor = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
