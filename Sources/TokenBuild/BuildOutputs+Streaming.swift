import Codegen
import Foundation

/// Outputs written into their staged files as an emitter makes them, a part at a time, so
/// a big file's text is never held whole (issue 23's build memory).
extension BuildOutputs {
    // MARK: - Nested types

    /// A sink that compares each part with the file on disk as it comes and, unless only
    /// checking, writes it to the file's temporary file beside its destination.
    package final class StagingSink: GeneratedTextSink {
        // MARK: - Nested types

        private struct File {
            var output: Output
            /// The temporary file being written; `nil` when only checking.
            var staged: UnsafeMutablePointer<FILE>?
            /// The file on disk while what was written so far matches it.
            var existing: UnsafeMutablePointer<FILE>?
            var isChanged: Bool
        }

        // MARK: - Properties

        private let directory: URL
        private let displayDirectory: String
        private let checkOnly: Bool
        private var files: [File] = []
        private var positions: [String: Int] = [:]
        /// The folders this sink created, deepest first: removed again (when empty) if
        /// nothing is staged, so an error leaves no trace.
        private var createdFolders: [URL] = []
        /// The first failure; nothing more is written after it.
        private var failure: WriteError?
        /// The bytes of the file on disk a part is compared with, reused.
        private var scratch: [UInt8] = []

        // MARK: - Initializers

        init(directory: String, checkOnly: Bool) {
            self.directory = URL(fileURLWithPath: directory.isEmpty ? "." : directory)
            self.displayDirectory = directory
            self.checkOnly = checkOnly
        }

        // MARK: - GeneratedTextSink

        package func start(_ name: String) {
            var output = Output(directory: directory, file: GeneratedFile(name: name, contents: ""),
                                displayPath: (displayDirectory as NSString).appendingPathComponent(name))
            output.contents = nil
            let existing = fopen(output.url.path, "rb")
            var file = File(output: output, staged: nil, existing: existing, isChanged: existing == nil)
            if !checkOnly, failure == nil {
                if files.isEmpty {
                    var missing = directory
                    while !FileManager.default.fileExists(atPath: missing.path), missing.path != "/" {
                        createdFolders.append(missing)
                        missing = missing.deletingLastPathComponent()
                    }
                    do {
                        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                    } catch {
                        failure = WriteError(description: "cannot create the folder \(directory.path) for \(output.displayPath): \(BuildOutputs.reason(error))")
                    }
                }
                // Hidden, and beside the destination, so the rename stays within one file system.
                let temporary = directory.appendingPathComponent(".\(name).\(UUID().uuidString).tmp")
                if failure == nil {
                    if let staged = fopen(temporary.path, "wx") {
                        file.staged = staged
                        file.output.temporary = temporary
                    } else {
                        failure = WriteError(description: "cannot write \(output.displayPath): \(String(cString: strerror(errno)))")
                    }
                }
            }
            positions[name] = files.count
            files.append(file)
        }

        package func append(_ text: String, to name: String) {
            guard failure == nil, let position = positions[name] else { return }
            var text = text
            text.withUTF8 { bytes in
                if let existing = files[position].existing, !matches(bytes, existing) {
                    fclose(existing)
                    files[position].existing = nil
                    files[position].isChanged = true
                }
                if let staged = files[position].staged, fwrite(bytes.baseAddress, 1, bytes.count, staged) != bytes.count {
                    failure = WriteError(description: "cannot write \(files[position].output.displayPath): \(String(cString: strerror(errno)))")
                }
            }
        }

        // MARK: - Finishing

        /// The outputs, each staged when changed and not only checking.
        /// - Throws: ``WriteError`` naming the file, having removed every temporary file.
        func finish() throws(WriteError) -> [Output] {
            for index in files.indices {
                if let existing = files[index].existing {
                    // Longer on disk than written: changed.
                    if fgetc(existing) != EOF { files[index].isChanged = true }
                    fclose(existing)
                    files[index].existing = nil
                }
                if let staged = files[index].staged {
                    files[index].staged = nil
                    if fclose(staged) != 0, failure == nil {
                        failure = WriteError(description: "cannot write \(files[index].output.displayPath): \(String(cString: strerror(errno)))")
                    }
                }
                files[index].output.isChanged = files[index].isChanged
                if !files[index].isChanged, let temporary = files[index].output.temporary {
                    try? FileManager.default.removeItem(at: temporary)
                    files[index].output.temporary = nil
                }
            }
            if let failure {
                abandon()
                throw failure
            }
            return files.map(\.output)
        }

        /// Closes every file and removes every temporary one: nothing is staged.
        func abandon() {
            for index in files.indices {
                if let existing = files[index].existing { fclose(existing) }
                if let staged = files[index].staged { fclose(staged) }
                if let temporary = files[index].output.temporary { try? FileManager.default.removeItem(at: temporary) }
                files[index].existing = nil
                files[index].staged = nil
                files[index].output.temporary = nil
            }
            for folder in createdFolders { rmdir(folder.path) }
            createdFolders = []
        }

        // MARK: - Private

        /// Whether the file on disk continues with `bytes`.
        private func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ existing: UnsafeMutablePointer<FILE>) -> Bool {
            guard let start = bytes.baseAddress, !bytes.isEmpty else { return true }
            if scratch.count < bytes.count { scratch = [UInt8](repeating: 0, count: bytes.count) }
            return scratch.withUnsafeMutableBytes { buffer in
                guard let read = buffer.baseAddress, fread(read, 1, bytes.count, existing) == bytes.count else { return false }
                return memcmp(read, start, bytes.count) == 0
            }
        }
    }

    // MARK: - Staging as written

    /// Adds the files that `emit` writes into its sink to the folder `directory`, each
    /// compared with its file on disk and (unless `checkOnly`) staged as its parts come, as
    /// ``stage(checkOnly:)`` stages a whole text. Call it with termination signals held.
    /// - Throws: what `emit` throws, or ``WriteError`` naming the file or folder; either way
    ///   having removed every temporary file of this run.
    package mutating func stage(toDirectory directory: String, checkOnly: Bool, _ emit: (StagingSink) throws -> Void) throws {
        let sink = StagingSink(directory: directory, checkOnly: checkOnly)
        do {
            try emit(sink)
            outputs += try sink.finish()
        } catch {
            sink.abandon()
            discard()
            throw error
        }
    }

    /// Adds the file that `emit` writes into its sink (under the name it is given) at
    /// `path`, staged as ``stage(toDirectory:checkOnly:_:)`` stages: the file itself when
    /// `path` ends in `.<fileExtension>`, otherwise a folder that gets `defaultName`.
    package mutating func stage(at path: String, fileExtension: String, defaultName: String, checkOnly: Bool,
                                _ emit: (StagingSink, String) throws -> Void) throws {
        let isFile = path.lowercased().hasSuffix(".\(fileExtension)")
        let directory = isFile ? (path as NSString).deletingLastPathComponent : path
        let name = isFile ? (path as NSString).lastPathComponent : defaultName
        try stage(toDirectory: directory, checkOnly: checkOnly) { sink in try emit(sink, name) }
    }
}
