import Codegen
import Foundation
import OutputFiles

/// Every file one `dscompile build` run would write or remove, staged through one
/// `OutputTransaction` and committed once, so a run either writes all its outputs or (when
/// anything failed) none of them, and a run killed at any moment leaves the old outputs
/// whole or a journal the next run completes.
///
/// Each changed file is written to a temporary file beside its destination as soon as no
/// later error can discard it (the Swift and JSON a part at a time as they are generated,
/// `BuildOutputs+Streaming`), so the texts are never all held at once (issue 23: peak
/// memory); the stale `DesignTokens+*.swift` files are removed by the same commit. A
/// failure before the commit removes the temporary files and leaves every output as it was;
/// Ctrl-C during the write takes effect after it. An unchanged file is not rewritten, so its
/// modification time stays. Run it holding the `OutputLock` on the destinations.
package struct BuildOutputs {
    // MARK: - Nested types

    /// A file added whole, waiting to be compared with its file on disk and staged.
    private struct PendingText {
        var url: URL
        var displayPath: String
        var contents: String
    }

    // MARK: - Properties

    /// Whether the run only checks: nothing is staged, what differs is recorded.
    let checkOnly: Bool
    /// The staged files and planned removals.
    var transaction: OutputTransaction
    /// Whole texts not staged yet.
    private var pending: [PendingText] = []
    /// Every output of this run, standardized: the Swift files a stale one is told from.
    var outputPaths: Set<String> = []
    /// The display paths of the outputs whose files on disk differ, in the order added.
    var changed: [String] = []
    /// The display paths of the generated files this run removes.
    private var removed: [String] = []
    /// The files the run reads (token files, the resolver, the configuration), which no
    /// output may replace.
    package var protectedInputs: [URL] = []

    // MARK: - Initializers

    /// - Parameter journalDirectory: where the commit's journal goes: the first output folder.
    package init(journalDirectory: URL, checkOnly: Bool) {
        self.checkOnly = checkOnly
        transaction = OutputTransaction(journalDirectory: journalDirectory)
    }

    // MARK: - Output paths

    /// The folder and file name of an output at `path`: the file itself when `path` ends in
    /// `.<fileExtension>`, otherwise a folder that gets `defaultName`.
    package static func location(of path: String, fileExtension: String, defaultName: String) -> (directory: String, name: String) {
        guard path.lowercased().hasSuffix(".\(fileExtension)") else { return (path, defaultName) }
        let directory = (path as NSString).deletingLastPathComponent
        return (directory.isEmpty ? "." : directory, (path as NSString).lastPathComponent)
    }

    /// The path of `name` in `directory` as the user named it, for messages.
    static func displayPath(of name: String, in directory: String) -> String {
        directory == "." ? name : (directory as NSString).appendingPathComponent(name)
    }

    // MARK: - Adding outputs

    /// Adds one whole text at `path` (see ``location(of:fileExtension:defaultName:)``),
    /// staged by the next ``stage()``.
    package mutating func add(_ contents: String, at path: String, fileExtension: String, defaultName: String) {
        let (directory, name) = Self.location(of: path, fileExtension: fileExtension, defaultName: defaultName)
        let url = URL(fileURLWithPath: directory).appendingPathComponent(name).standardizedFileURL
        outputPaths.insert(url.path)
        pending.append(PendingText(url: url, displayPath: Self.displayPath(of: name, in: directory), contents: contents))
    }

    /// Plans the removal of every file in `directory` that a Swift build wrote and this one
    /// does not: named `DesignTokens+*.swift` (or `DesignImages.swift`, of `--assets`, or
    /// `DesignR.swift`, of `--rswift`) and starting with the generated header. Such a file left
    /// behind when a top group, the asset folder or the option goes away would still be compiled. Nothing else in the folder is touched.
    package mutating func removeStaleSwiftFiles(in directory: String) {
        let folder = URL(fileURLWithPath: directory)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names.sorted() where name.hasPrefix("DesignTokens+") && name.hasSuffix(".swift") || name == ImageAssetEmitter.fileName
            || name == RSwiftEmitter.fileName {
            let url = folder.appendingPathComponent(name).standardizedFileURL
            guard !outputPaths.contains(url.path), Self.overwriteCheck(forFileNamed: name).isOurs(url) else { continue }
            removed.append(Self.displayPath(of: name, in: directory))
            if !checkOnly { transaction.remove(url) }
        }
    }

    // MARK: - Staging

    /// Compares every whole text added since the last call with its file on disk and drops
    /// it; unless only checking, a changed one is first staged beside its destination. Call
    /// it with termination signals held (``withTerminationSignalsHeld(_:)``).
    /// - Throws: `OutputFileError` naming the file or folder and the cause, having removed
    ///   every temporary file.
    package mutating func stage() throws(OutputFileError) {
        let texts = pending
        pending = []
        for text in texts {
            do throws(OutputFileError) {
                try checkOverwrite(text.url, named: text.url.lastPathComponent)
            } catch {
                // Only checking, what is not ours differs from the output, unread (a FIFO
                // would block the read).
                if checkOnly {
                    changed.append(text.displayPath)
                    continue
                }
                discard()
                throw error
            }
            // Compared from the string's own UTF-8, never copied into a `Data`.
            guard (try? Data(contentsOf: text.url))?.elementsEqual(text.contents.utf8) != true else { continue }
            changed.append(text.displayPath)
            guard !checkOnly else { continue }
            do throws(OutputFileError) {
                try transaction.stage(text.contents, at: text.url)
            } catch {
                discard()
                throw error
            }
        }
    }

    /// Removes every temporary file staged: the run writes nothing.
    package mutating func discard() {
        pending = []
        transaction.discard()
    }

    // MARK: - Checking

    /// The display paths of the outputs whose files on disk differ from what would be
    /// written, then those of the generated files that would be removed.
    package mutating func staleFiles() -> [String] {
        try? stage()
        return changed + removed.map { "\($0) (no longer generated)" }
    }

    // MARK: - Writing

    /// Stages what is left, then replaces every changed output and removes the stale
    /// generated files in one commit; all or nothing, as the type's documentation says.
    /// - Throws: `OutputFileError` naming the file or folder and the cause.
    package mutating func commit() throws(OutputFileError) {
        try stage()
        try transaction.commit()
    }

    /// Runs `body` with SIGINT, SIGTERM and SIGHUP blocked; one that arrives meanwhile is
    /// delivered (and, with the default action, ends the process) when they are unblocked.
    package static func withTerminationSignalsHeld<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        var held = sigset_t()
        sigemptyset(&held)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&held, signal) }
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &held, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }
}
