import Codegen
import Foundation
import OutputFiles

/// Outputs written into their staged files as an emitter makes them, a part at a time, so
/// a big file's text is never held whole (issue 23's build memory).
extension BuildOutputs {
    // MARK: - Nested types

    /// A sink that compares each part with the file on disk as it comes and, unless only
    /// checking, writes it to the file's temporary file beside its destination from the first
    /// part that differs on (the part before copied from the file on disk, which it equals):
    /// a file that does not change is never staged, so a build that changes nothing writes
    /// nothing. Only the file being written is open (with its file on disk), however many
    /// there are, so the number of outputs is not bound by the limit on open files.
    package final class StagingSink: GeneratedTextSink {
        // MARK: - Nested types

        /// One output as it is written.
        struct File {
            var url: URL
            /// The path as the user named it, for messages.
            var displayPath: String
            /// The bytes written so far; while unchanged, the file on disk starts with them.
            var written = 0
            /// The temporary file, from the first difference on; `nil` when only checking.
            var staged: StagedFile?
            var isChanged: Bool
        }

        // MARK: - Properties

        /// The run's transaction while the sink stages into it.
        private(set) var transaction: OutputTransaction
        private let directory: URL
        private let displayDirectory: String
        private let checkOnly: Bool
        /// The files the run reads, which no output may replace.
        private let inputs: [URL]
        private var files: [File] = []
        private var positions: [String: Int] = [:]
        /// The file last written to and its file on disk, open at ``File/written`` while
        /// they agree; the only files the sink holds open.
        private var current: (position: Int, existing: UnsafeMutablePointer<FILE>?)?
        /// The first failure; nothing more is written after it.
        private var failure: OutputFileError?
        /// The bytes of the file on disk a part is compared with, reused.
        private var scratch: [UInt8] = []

        // MARK: - Initializers

        init(directory: String, checkOnly: Bool, inputs: [URL], transaction: OutputTransaction) {
            self.directory = URL(fileURLWithPath: directory.isEmpty ? "." : directory)
            self.displayDirectory = directory.isEmpty ? "." : directory
            self.checkOnly = checkOnly
            self.inputs = inputs
            self.transaction = transaction
        }

        // MARK: - GeneratedTextSink

        package func start(_ name: String) {
            let url = directory.appendingPathComponent(name).standardizedFileURL
            // Before the file is opened to compare: a FIFO there would block the read. Only
            // checking, what is not ours differs from the output, unread.
            let refusal = BuildOutputs.overwriteCheck(forFileNamed: name, inputs: inputs).refusal(url)
            if failure == nil, !checkOnly, let refusal {
                failure = .notOurs(path: BuildOutputs.displayPath(of: name, in: displayDirectory), reason: refusal)
            }
            positions[name] = files.count
            files.append(File(url: url, displayPath: BuildOutputs.displayPath(of: name, in: displayDirectory),
                              isChanged: refusal != nil || access(url.path, F_OK) != 0))
        }

        package func append(_ text: String, to name: String) {
            guard failure == nil, let position = positions[name] else { return }
            var text = text
            text.withUTF8 { bytes in
                let existing = switchTo(position)
                if !files[position].isChanged, let existing, matches(bytes, existing) {
                    files[position].written += bytes.count
                    return
                }
                markChanged(position)
                do throws(OutputFileError) {
                    try stageIfChanged(position)?.append(UnsafeRawBufferPointer(bytes))
                } catch {
                    failure = error
                }
                files[position].written += bytes.count
            }
        }

        // MARK: - Finishing

        /// The outputs' paths and whether each changed; a changed one is staged (unless only
        /// checking), an unchanged one never was.
        /// - Throws: the first `OutputFileError`; the caller then discards the transaction.
        func finish() throws(OutputFileError) -> [(path: String, displayPath: String, isChanged: Bool)] {
            closeExisting()
            for index in files.indices where failure == nil {
                // Longer on disk than written: changed.
                var status = stat()
                if !files[index].isChanged, stat(files[index].url.path, &status) != 0 || Int(status.st_size) != files[index].written {
                    files[index].isChanged = true
                }
                do throws(OutputFileError) { try stageIfChanged(index)?.finish() } catch { failure = error }
            }
            if let failure { throw failure }
            return files.map { ($0.url.path, $0.displayPath, $0.isChanged) }
        }

        /// Closes the file on disk being compared and suspends the temporary file written.
        func closeExisting() {
            guard let open = current else { return }
            if let existing = open.existing { fclose(existing) }
            files[open.position].staged?.suspend()
            current = nil
        }

        // MARK: - Private

        /// Makes `position` the file written to, closing the one before; returns its file on
        /// disk, open where the comparison goes on, while it is unchanged.
        private func switchTo(_ position: Int) -> UnsafeMutablePointer<FILE>? {
            if let current, current.position == position { return current.existing }
            closeExisting()
            var existing: UnsafeMutablePointer<FILE>?
            if !files[position].isChanged, let file = fopen(files[position].url.path, "rb") {
                if fseeko(file, off_t(files[position].written), SEEK_SET) == 0 { existing = file } else { fclose(file) }
            }
            current = (position, existing)
            return existing
        }

        /// Records that `position` differs from its file on disk, closing that file.
        private func markChanged(_ position: Int) {
            files[position].isChanged = true
            if let current, current.position == position, let existing = current.existing {
                fclose(existing)
                self.current = (position, nil)
            }
        }

        /// The temporary file of a changed output, begun on first use with the bytes written
        /// so far copied from the file on disk (which started with them); `nil` when only
        /// checking or unchanged.
        private func stageIfChanged(_ position: Int) throws(OutputFileError) -> StagedFile? {
            guard !checkOnly, files[position].isChanged else { return nil }
            if let staged = files[position].staged { return staged }
            let staged = try transaction.beginStaging(at: files[position].url)
            files[position].staged = staged
            try copyPrefix(of: files[position], into: staged)
            return staged
        }

        /// Copies the first ``File/written`` bytes of `file`'s file on disk into `staged`.
        private func copyPrefix(of file: File, into staged: StagedFile) throws(OutputFileError) {
            guard file.written > 0 else { return }
            guard let source = fopen(file.url.path, "rb") else {
                throw .cannotWrite(path: file.displayPath, reason: "the file changed while it was compared")
            }
            defer { fclose(source) }
            if scratch.count < 64 * 1024 { scratch = [UInt8](repeating: 0, count: 64 * 1024) }
            var left = file.written
            while left > 0 {
                let outcome = scratch.withUnsafeMutableBytes { buffer -> Result<Int, OutputFileError> in
                    let count = fread(buffer.baseAddress, 1, min(left, buffer.count), source)
                    guard count > 0 else { return .failure(.cannotWrite(path: file.displayPath, reason: "the file changed while it was compared")) }
                    return Result { () throws(OutputFileError) in
                        try staged.append(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[..<count]))
                        return count
                    }
                }
                left -= try outcome.get()
            }
        }

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
        let sink = StagingSink(directory: directory, checkOnly: checkOnly, inputs: protectedInputs, transaction: transaction)
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
