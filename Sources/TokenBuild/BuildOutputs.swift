import Codegen
import Foundation

/// Every file one `dscompile build` run would write or remove, gathered before anything is
/// written, so a run either writes all its outputs or (when anything failed) none of them.
///
/// Writing goes in two steps: every changed file is first written to a temporary file
/// beside its destination; only when all of them are written are they renamed into place
/// (a rename within a folder is atomic), and then the files no longer generated are
/// removed. A failure in the first step (a folder that cannot be created, a full disk)
/// removes the temporary files and leaves every output as it was; Ctrl-C during the write
/// takes effect after it. An unchanged file is not rewritten, so its modification time stays.
package struct BuildOutputs {
    // MARK: - Nested types

    /// One file and the folder it goes into.
    package struct Output {
        var directory: URL
        var name: String
        /// The text, until ``BuildOutputs/stage(checkOnly:)`` compares it with the file on
        /// disk and (when it differs) writes it to ``temporary``; then `nil`.
        var contents: String?

        /// The path as the user named it, for messages.
        var displayPath: String
        /// Whether the file on disk differs; known once staged.
        var isChanged = false
        /// The hidden file beside the destination that holds the new text, once staged.
        var temporary: URL?

        var url: URL { directory.appendingPathComponent(name) }

        init(directory: URL, file: GeneratedFile, displayPath: String) {
            self.directory = directory
            self.name = file.name
            self.contents = file.contents
            self.displayPath = displayPath
        }
    }

    /// A file on disk that an earlier run generated and this one no longer writes.
    package struct Removal {
        var url: URL
        /// The path as the user named it, for messages.
        var displayPath: String
    }

    /// Why writing failed; names the file or folder.
    package struct WriteError: Error, CustomStringConvertible {
        package var description: String
    }

    // MARK: - Properties

    /// The files this run writes, in the order they were added.
    var outputs: [Output] = []
    /// The generated files this run removes.
    private(set) var removals: [Removal] = []

    // MARK: - Adding outputs

    /// Adds `files` to the folder `directory`.
    package mutating func add(_ files: [GeneratedFile], toDirectory directory: String) {
        for file in files {
            outputs.append(Output(directory: URL(fileURLWithPath: directory), file: file,
                                  displayPath: (directory as NSString).appendingPathComponent(file.name)))
        }
    }

    /// Adds one file at `path`: the file itself when `path` ends in `.<fileExtension>`,
    /// otherwise a folder that gets `defaultName`.
    package mutating func add(_ contents: String, at path: String, fileExtension: String, defaultName: String) {
        if path.lowercased().hasSuffix(".\(fileExtension)") {
            let url = URL(fileURLWithPath: path)
            outputs.append(Output(directory: url.deletingLastPathComponent(),
                                  file: GeneratedFile(name: url.lastPathComponent, contents: contents), displayPath: path))
        } else {
            add([GeneratedFile(name: defaultName, contents: contents)], toDirectory: path)
        }
    }

    /// Marks for removal every file in `directory` that a Swift build wrote and this one
    /// does not: named `DesignTokens+*.swift` and starting with the generated header. Such
    /// a file left behind when a top group goes away would still be compiled. Nothing else
    /// in the folder is touched.
    package mutating func removeStaleSwiftFiles(in directory: String) {
        let folder = URL(fileURLWithPath: directory)
        let kept = Set(outputs.map { $0.url.standardizedFileURL.path })
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names.sorted() where name.hasPrefix("DesignTokens+") && name.hasSuffix(".swift") {
            let url = folder.appendingPathComponent(name)
            guard !kept.contains(url.standardizedFileURL.path), Self.isGeneratedSwift(url) else { continue }
            removals.append(Removal(url: url, displayPath: (directory as NSString).appendingPathComponent(name)))
        }
    }

    // MARK: - Staging

    /// Compares every output added since the last call with its file on disk and drops
    /// its text; unless `checkOnly`, a changed one is first written to a temporary file
    /// beside its destination. A build stages each emitter's files as soon as no later
    /// error can discard them, so the generated texts are never all held at once (issue
    /// 23: peak memory). Call it with termination signals held
    /// (``withTerminationSignalsHeld(_:)``), so Ctrl-C cannot leave temporary files behind.
    /// - Throws: ``WriteError`` naming the file or folder, having removed every temporary
    ///   file.
    package mutating func stage(checkOnly: Bool = false) throws(WriteError) {
        for index in outputs.indices {
            guard let contents = outputs[index].contents else { continue }
            outputs[index].contents = nil
            let output = outputs[index]
            // Compared and written from the string's own UTF-8, never copied into a `Data`.
            guard (try? Data(contentsOf: output.url))?.elementsEqual(contents.utf8) != true else { continue }
            outputs[index].isChanged = true
            guard !checkOnly else { continue }
            do {
                try FileManager.default.createDirectory(at: output.directory, withIntermediateDirectories: true)
            } catch {
                discard()
                throw WriteError(description: "cannot create the folder \(output.directory.path) for \(output.displayPath): \(Self.reason(error))")
            }
            // Hidden, and beside the destination, so the rename stays within one file system.
            let temporary = output.directory.appendingPathComponent(".\(output.name).\(UUID().uuidString).tmp")
            do {
                outputs[index].temporary = temporary
                try Self.write(contents, to: temporary)
            } catch {
                discard()
                throw WriteError(description: "cannot write \(output.displayPath): \(error)")
            }
        }
    }

    /// Removes every temporary file staged: the run writes nothing.
    package mutating func discard() {
        for index in outputs.indices {
            if let temporary = outputs[index].temporary { try? FileManager.default.removeItem(at: temporary) }
            outputs[index].temporary = nil
        }
    }

    // MARK: - Checking

    /// The display paths of the outputs whose files on disk differ from what would be
    /// written, then those of the generated files that would be removed.
    package mutating func staleFiles() -> [String] {
        try? stage(checkOnly: true)
        return outputs.filter(\.isChanged).map(\.displayPath) + removals.map { "\($0.displayPath) (no longer generated)" }
    }

    // MARK: - Writing

    /// Writes every output whose contents changed, then removes the stale generated files;
    /// all or nothing, as the type's documentation says.
    /// - Returns: the display paths of the files written or removed.
    /// - Throws: ``WriteError`` naming the file or folder, having written nothing.
    @discardableResult
    package mutating func write() throws(WriteError) -> [String] {
        // Ctrl-C (or `kill`) in the middle would leave some files new, some old and the
        // temporary ones behind; held, it ends the process right after the write.
        try Self.withTerminationSignalsHeld { () throws(WriteError) -> [String] in
            try stage()
            return try renameAll()
        }
    }

    // MARK: - Private

    private mutating func renameAll() throws(WriteError) -> [String] {
        var written: [String] = []
        let staged = outputs.indices.filter { outputs[$0].temporary != nil }
        for (position, index) in staged.enumerated() {
            let output = outputs[index]
            // rename(2) replaces the destination atomically; FileManager.moveItem would not.
            guard let temporary = output.temporary, rename(temporary.path, output.url.path) == 0 else {
                let reason = String(cString: strerror(errno))
                for rest in staged[position...] {
                    if let temporary = outputs[rest].temporary { try? FileManager.default.removeItem(at: temporary) }
                }
                throw WriteError(description: "cannot replace \(output.displayPath): \(reason)"
                                 + (written.isEmpty ? "" : "; already replaced: \(written.joined(separator: ", "))"))
            }
            outputs[index].temporary = nil
            written.append(output.displayPath)
        }
        for removal in removals {
            do {
                try FileManager.default.removeItem(at: removal.url)
                written.append(removal.displayPath)
            } catch {
                throw WriteError(description: "cannot remove \(removal.displayPath), which is no longer generated: \(Self.reason(error))")
            }
        }
        return written
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

    /// Writes the UTF-8 of `text` to a new file at `url`.
    private static func write(_ text: String, to url: URL) throws(WriteError) {
        guard let file = fopen(url.path, "wx") else { throw WriteError(description: String(cString: strerror(errno))) }
        var text = text
        let written = text.withUTF8 { fwrite($0.baseAddress, 1, $0.count, file) == $0.count }
        guard fclose(file) == 0, written else { throw WriteError(description: String(cString: strerror(errno))) }
    }

    /// The first line every generated Swift file starts with (`SwiftEmitter`'s header).
    private static let generatedHeader = Data("// Generated by dscompile".utf8)

    private static func isGeneratedSwift(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: generatedHeader.count)) == generatedHeader
    }

    static func reason(_ error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? error.localizedDescription
    }
}
