import Dispatch
import Foundation
import Synchronization
import TokenModel

/// The old version `--compare` reads: another folder as it is, or the token folder's files
/// at a git commit, read from the repository's objects into a temporary folder (`git
/// ls-tree` and `git cat-file`: the working tree, the index and `HEAD` are never touched).
/// The blobs' sizes are checked against the loader's limits before any is read, and a
/// symbolic link committed at the ref is refused rather than followed.
///
/// The inputs' folder (the one holding every token file and resolver given) is what the
/// baseline stands for: an input `Tokens/colors.tokens.json` is read from
/// `<baseline>/colors.tokens.json`.
package struct ComparisonBaseline: Sendable {
    // MARK: - Nested types

    /// Why there is no old version to read; the description says it in words.
    package enum Failure: Error, CustomStringConvertible {
        /// `git` is not installed.
        case noGit
        /// The argument is not a folder, and the inputs' folder is in no git repository.
        case notARepository(argument: String, folder: String)
        /// The argument is not a folder, nor a commit of the repository.
        case noSuchReference(String, repository: String)
        /// The commit has no file under the inputs' folder.
        case nothingAtReference(String, path: String)
        /// The argument names a file.
        case notAFolder(String)
        /// A file at the ref is larger than one input may be (``DocumentReader/maximumFileSize``).
        case fileTooLarge(path: String, reference: String, size: Int)
        /// The files at the ref together are larger than one run reads (``InputBudget/maximumTotalSize``).
        case filesTooLarge(path: String, reference: String, size: Int, count: Int)
        /// A symbolic link is committed at the ref, which is not followed.
        case symbolicLink(path: String, reference: String)
        /// Git or the file system failed, with what it said.
        case failed(String)

        package var description: String {
            switch self {
            case .noGit:
                "git is not installed, so a git ref cannot be read (--compare takes a git ref or a folder)"
            case .notARepository(let argument, let folder):
                "'\(argument)' is not a folder, and \(folder) is in no git repository to read it as a ref from (--compare takes a git ref or a folder)"
            case .noSuchReference(let reference, let repository):
                "'\(reference)' is neither a folder nor a commit of the git repository \(repository) (--compare takes a git ref such as HEAD, main or a commit hash, or a folder)"
            case .nothingAtReference(let reference, let path):
                "\(path) does not exist at \(reference): there are no token files to compare with"
            case .notAFolder(let argument):
                "\(argument) is a file; --compare takes a folder (the old token folder) or a git ref"
            case .fileTooLarge(let path, let reference, let size):
                "\(path) at \(reference) is \(InputBudget.megabytes(size)), more than the \(InputBudget.megabytes(DocumentReader.maximumFileSize)) one input file may be; "
                    + "it is not read (--compare reads every file under the token folder at the ref)"
            case .filesTooLarge(let path, let reference, let size, let count):
                "the \(count) files under \(path) at \(reference) are \(InputBudget.megabytes(size)) together, more than the \(InputBudget.megabytes(InputBudget.maximumTotalSize)) one run reads; "
                    + "none is read"
            case .symbolicLink(let path, let reference):
                "\(path) at \(reference) is a symbolic link; --compare reads only the files committed at a ref and does not follow links"
            case .failed(let message):
                message
            }
        }
    }

    // MARK: - Properties

    /// How the page and messages name the old version: the ref, or the folder as given.
    package let label: String
    /// The folder that stands for the inputs' folder.
    package let root: URL
    /// The inputs' folder it stands for (absolute).
    package let inputsRoot: URL
    /// The temporary folder a git ref was read into; removed by ``remove()``.
    private let temporaryFolder: URL?

    /// Whether the baseline is a git ref read into a temporary folder (not a folder given).
    package var isGitReference: Bool { temporaryFolder != nil }

    // MARK: - Initializers

    private init(label: String, root: URL, inputsRoot: URL, temporaryFolder: URL?) {
        self.label = label
        self.root = root
        self.inputsRoot = inputsRoot
        self.temporaryFolder = temporaryFolder
    }

    // MARK: - Preparing

    /// The baseline `argument` names: a folder when one exists at that path, otherwise a git
    /// ref of the repository holding `inputsRoot`, read into a temporary folder.
    package static func prepare(_ argument: String, standingFor inputsRoot: URL) throws(Failure) -> ComparisonBaseline {
        let inputsRoot = inputsRoot.standardizedFileURL
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw .notAFolder(argument) }
            return ComparisonBaseline(label: argument, root: URL(fileURLWithPath: argument).standardizedFileURL, inputsRoot: inputsRoot,
                                      temporaryFolder: nil)
        }
        let repository: String, prefix: String
        do {
            let lines = try git(["rev-parse", "--show-toplevel", "--show-prefix"], in: inputsRoot).text.split(separator: "\n", omittingEmptySubsequences: false)
            repository = String(lines[0])
            prefix = lines.count > 1 ? String(lines[1]) : ""
        } catch let failure as Failure {
            if case .noGit = failure { throw .noGit }
            throw .notARepository(argument: argument, folder: inputsRoot.path)
        } catch {
            throw .failed("\(error)")
        }
        let repositoryURL = URL(fileURLWithPath: repository)
        // `--end-of-options`: a ref that starts with `-` is a name, never an option.
        guard let commit = try? git(["rev-parse", "--verify", "--quiet", "--end-of-options", "\(argument)^{commit}"], in: repositoryURL).text
            .trimmingCharacters(in: .whitespacesAndNewlines), !commit.isEmpty else {
            throw .noSuchReference(argument, repository: repository)
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dscompile-compare-\(UUID().uuidString)")
        do {
            let count = try extract(commit: commit, reference: argument, prefix: prefix, from: repositoryURL, into: folder)
            guard count > 0 else { throw Failure.nothingAtReference(argument, path: prefix.isEmpty ? repository : prefix) }
        } catch {
            try? FileManager.default.removeItem(at: folder)
            if let failure = error as? Failure { throw failure }
            throw .failed("cannot read \(prefix) at \(argument): \(error)")
        }
        return ComparisonBaseline(label: argument, root: folder, inputsRoot: inputsRoot, temporaryFolder: folder)
    }

    // MARK: - Using

    /// `path` (an input, absolute or relative to the working directory, under the inputs'
    /// folder) in the baseline.
    package func path(for path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let base = inputsRoot.path.hasSuffix("/") ? inputsRoot.path : inputsRoot.path + "/"
        if absolute == inputsRoot.path { return root.path }
        guard absolute.hasPrefix(base) else { return absolute }
        return root.appendingPathComponent(String(absolute.dropFirst(base.count))).path
    }

    /// Removes the temporary folder a git ref was read into.
    package func remove() {
        if let temporaryFolder { try? FileManager.default.removeItem(at: temporaryFolder) }
    }

    // MARK: - Private

    /// Writes every file under `prefix` at `commit` (named `reference` in messages) into
    /// `folder`, keeping the folders below `prefix`. Returns how many files were written.
    ///
    /// Each blob's size comes from the listing (`ls-tree -l`), so a blob larger than one
    /// input may be, or blobs larger together than one run reads, are refused before any is
    /// read; a symbolic link at the ref is refused, never written to be followed.
    private static func extract(commit: String, reference: String, prefix: String, from repository: URL, into folder: URL) throws -> Int {
        var arguments = ["--literal-pathspecs", "ls-tree", "-r", "-l", "-z", "--full-tree", commit]
        if !prefix.isEmpty { arguments += ["--", prefix] }
        let listing = try git(arguments, in: repository).data
        // `<mode> <type> <object> <size>\t<path>` (the size padded with spaces), each ended by NUL.
        var files: [(object: String, path: String, size: Int)] = []
        for record in listing.split(separator: 0) {
            let text = String(decoding: record, as: UTF8.self)
            guard let tab = text.firstIndex(of: "\t") else { continue }
            let fields = text[..<tab].split(separator: " ")
            let path = String(text[text.index(after: tab)...])
            guard fields.count == 4, fields[1] == "blob", path.hasPrefix(prefix) else { continue }
            guard fields[0] != "120000" else { throw Failure.symbolicLink(path: path, reference: reference) }
            guard let size = Int(fields[3]) else { throw Failure.failed("git ls-tree: unexpected size '\(fields[3])' of \(path)") }
            guard size <= DocumentReader.maximumFileSize else { throw Failure.fileTooLarge(path: path, reference: reference, size: size) }
            files.append((String(fields[2]), String(path.dropFirst(prefix.count)), size))
        }
        guard !files.isEmpty else { return 0 }
        let total = files.reduce(0) { $0 + $1.size }
        guard total <= InputBudget.maximumTotalSize else {
            throw Failure.filesTooLarge(path: prefix.isEmpty ? "the repository" : prefix, reference: reference, size: total, count: files.count)
        }
        let batch = try git(["cat-file", "--batch"], in: repository, input: Data(files.map { $0.object + "\n" }.joined().utf8)).data
        var offset = batch.startIndex
        for file in files {
            // `<object> blob <size>\n<contents>\n`
            guard let newline = batch[offset...].firstIndex(of: UInt8(ascii: "\n")) else { throw Failure.failed("git cat-file ended early") }
            let header = String(decoding: batch[offset..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, let size = Int(header[2]), size == file.size, newline + 1 + size <= batch.endIndex else {
                throw Failure.failed("git cat-file: unexpected \(header.joined(separator: " "))")
            }
            let contents = batch[(newline + 1)..<(newline + 1 + size)]
            offset = newline + 1 + size + 1
            let destination = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents).write(to: destination)
        }
        return files.count
    }

    /// Runs `git arguments` in `folder`; its output, or ``Failure`` with what it said.
    private static func git(_ arguments: [String], in folder: URL, input: Data? = nil) throws -> (data: Data, text: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path] + arguments
        var environment = ProcessInfo.processInfo.environment
        // A message in English, and no pager or prompt.
        environment["LC_ALL"] = "C"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        process.environment = environment
        let output = Pipe(), errors = Pipe(), standardInput = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input == nil ? FileHandle.nullDevice : standardInput
        // Told at once; `waitUntilExit()` polls the run loop every 50 ms, which four git runs
        // of a comparison would pay in turn.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            throw Failure.noGit
        }
        // Written and read on their own threads: a full pipe would otherwise block both sides.
        let group = DispatchGroup()
        if let input {
            let writer = standardInput.fileHandleForWriting
            DispatchQueue.global().async(group: group) {
                try? writer.write(contentsOf: input)
                try? writer.close()
            }
        }
        let said = ErrorText()
        let errorReader = errors.fileHandleForReading
        DispatchQueue.global().async(group: group) { said.set(errorReader.readDataToEndOfFile()) }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        exited.wait()
        // `env` exits 127 when it finds no git.
        if process.terminationStatus == 127 { throw Failure.noGit }
        guard process.terminationStatus == 0 else {
            throw Failure.failed("git \(arguments.joined(separator: " ")): \(said.text.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        return (data, String(decoding: data, as: UTF8.self))
    }

    /// What git wrote on standard error, set from the thread that read it.
    private final class ErrorText: Sendable {
        private let data = Mutex(Data())
        func set(_ data: Data) { self.data.withLock { $0 = data } }
        var text: String { data.withLock { String(decoding: $0, as: UTF8.self) } }
    }
}
