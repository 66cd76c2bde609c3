import Codegen
import Foundation
import OutputFiles

/// Outputs written into their staged files as an emitter makes them, a part at a time, so
/// a big file's text is never held whole (issue 23's build memory).
extension BuildOutputs {
    // MARK: - Nested types

    /// A sink that compares each part with the file on disk as it comes and, unless only
    /// checking, writes it to the file's temporary file beside its destination.
    package final class StagingSink: GeneratedTextSink {
        // MARK: - Nested types

        /// One output as it is written.
        struct File {
            var url: URL
            /// The path as the user named it, for messages.
            var displayPath: String
            /// The temporary file being written; `nil` when only checking.
            var staged: StagedFile?
            /// The file on disk while what was written so far matches it.
            var existing: UnsafeMutablePointer<FILE>?
            var isChanged: Bool
        }

        // MARK: - Properties

        /// The run's transaction while the sink stages into it.
        private(set) var transaction: OutputTransaction
        private let directory: URL
        private let displayDirectory: String
        private let checkOnly: Bool
        private var files: [File] = []
        private var positions: [String: Int] = [:]
        /// The first failure; nothing more is written after it.
        private var failure: OutputFileError?
        /// The bytes of the file on disk a part is compared with, reused.
        private var scratch: [UInt8] = []

        // MARK: - Initializers

        init(directory: String, checkOnly: Bool, transaction: OutputTransaction) {
            self.directory = URL(fileURLWithPath: directory.isEmpty ? "." : directory)
            self.displayDirectory = directory.isEmpty ? "." : directory
            self.checkOnly = checkOnly
            self.transaction = transaction
        }

        // MARK: - GeneratedTextSink

        package func start(_ name: String) {
            let url = directory.appendingPathComponent(name).standardizedFileURL
            let existing = fopen(url.path, "rb")
            var file = File(url: url, displayPath: BuildOutputs.displayPath(of: name, in: displayDirectory),
                            staged: nil, existing: existing, isChanged: existing == nil)
            if !checkOnly, failure == nil {
                do throws(OutputFileError) {
                    file.staged = try transaction.beginStaging(at: url)
                } catch {
                    failure = error
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
                do throws(OutputFileError) {
                    try files[position].staged?.append(UnsafeRawBufferPointer(bytes))
                } catch {
                    failure = error
                }
            }
        }

        // MARK: - Finishing

        /// The outputs' paths and whether each changed; a changed one stays staged (unless
        /// only checking), an unchanged one is unstaged.
        /// - Throws: the first `OutputFileError`; the caller then discards the transaction.
        func finish() throws(OutputFileError) -> [(path: String, displayPath: String, isChanged: Bool)] {
            closeExisting()
            for index in files.indices {
                guard let staged = files[index].staged else { continue }
                files[index].staged = nil
                if !files[index].isChanged {
                    transaction.unstage(staged.destination)
                } else if failure == nil {
                    do throws(OutputFileError) { try staged.finish() } catch { failure = error }
                }
            }
            if let failure { throw failure }
            return files.map { ($0.url.path, $0.displayPath, $0.isChanged) }
        }

        /// Closes every file on disk being compared.
        func closeExisting() {
            for index in files.indices {
                guard let existing = files[index].existing else { continue }
                // Longer on disk than written: changed.
                if fgetc(existing) != EOF { files[index].isChanged = true }
                fclose(existing)
                files[index].existing = nil
            }
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
    /// compared with its file on disk and (unless only checking) staged as its parts come,
    /// as ``stage()`` stages a whole text. Call it with termination signals held.
    /// - Throws: what `emit` throws, or `OutputFileError` naming the file or folder and the
    ///   cause; either way having removed every temporary file of this run.
    package mutating func stage(toDirectory directory: String, _ emit: (StagingSink) throws -> Void) throws {
        let sink = StagingSink(directory: directory, checkOnly: checkOnly, transaction: transaction)
        do {
            try emit(sink)
            let files = try sink.finish()
            transaction = sink.transaction
            for file in files {
                outputPaths.insert(file.path)
                if file.isChanged { changed.append(file.displayPath) }
            }
        } catch {
            sink.closeExisting()
            transaction = sink.transaction
            discard()
            throw error
        }
    }

    /// Adds the file that `emit` writes into its sink (under the name it is given) at
    /// `path`, staged as ``stage(toDirectory:_:)`` stages (see
    /// ``location(of:fileExtension:defaultName:)``).
    package mutating func stage(at path: String, fileExtension: String, defaultName: String,
                                _ emit: (StagingSink, String) throws -> Void) throws {
        let (directory, name) = Self.location(of: path, fileExtension: fileExtension, defaultName: defaultName)
        try stage(toDirectory: directory) { sink in try emit(sink, name) }
    }
}
