import Foundation

/// Whether an output may be written over what stands at its path: only over nothing or over
/// a regular file dscompile wrote, told by the bytes its kind of output starts with (the
/// generated header). Anything else, an input of the run, a hand-written file, a device node,
/// a FIFO, is refused with a message naming it, whatever the options: replacing it would
/// destroy what is not dscompile's (a `/dev/full` replaced by a regular file, a token file by
/// its own JSON).
package struct OverwriteCheck: Sendable {
    // MARK: - Properties

    /// The opening of each kind of file dscompile writes; a file starting with one is ours.
    package let signatures: [[UInt8]]
    /// What the signatures name, for the message ("dscompile's generated header").
    package let signatureDescription: String
    /// The files this run reads, which no output may replace.
    package let inputs: [URL]

    // MARK: - Initializers

    /// - Parameters:
    ///   - signatures: how the files this output may replace start.
    ///   - signatureDescription: what they are, as the message says it.
    ///   - inputs: the files the run reads (token files, the resolver, the configuration).
    package init(signatures: [[UInt8]], signatureDescription: String, inputs: [URL] = []) {
        self.signatures = signatures
        self.signatureDescription = signatureDescription
        self.inputs = inputs
    }

    // MARK: - Checking

    /// Throws unless `destination` may be replaced.
    /// - Throws: ``OutputFileError/notOurs(path:reason:)`` naming it and what it is.
    package func check(_ destination: URL) throws(OutputFileError) {
        if let reason = refusal(destination) { throw .notOurs(path: destination.displayPath, reason: reason) }
    }

    /// Why `destination` must not be replaced; `nil` when it may (nothing is there, or a
    /// regular file starting with a signature, or a link to nothing: the rename replaces the
    /// link alone). A folder is left to the writer, which names it its own way.
    package func refusal(_ destination: URL) -> String? {
        guard destination.linkStatus != .missing else { return nil }
        var status = stat()
        guard stat(destination.path, &status) == 0 else { return nil }
        if inputs.contains(where: { Self.isSameFile(status, $0) }) {
            return "it is an input of this run; an output must not replace what the run reads"
        }
        if let refusal = Self.specialFileRefusal(status) { return refusal }
        guard URL.FileType(mode: status.st_mode) == .regularFile, !startsWithSignature(destination) else { return nil }
        return "it does not start with \(signatureDescription), so dscompile did not write it; move it away or choose another output path"
    }

    /// Why the thing at `url` (links followed) is no file to replace or read as an output: a
    /// FIFO, a device node or a socket; `nil` for a regular file, a folder or nothing.
    package static func specialFileRefusal(_ url: URL) -> String? {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return nil }
        return specialFileRefusal(status)
    }

    /// Whether a regular file dscompile wrote stands at `url` (links followed): one that
    /// starts with a signature.
    package func isOurs(_ url: URL) -> Bool {
        var status = stat()
        return stat(url.path, &status) == 0 && URL.FileType(mode: status.st_mode) == .regularFile && startsWithSignature(url)
    }

    // MARK: - Private

    private static func specialFileRefusal(_ status: stat) -> String? {
        switch URL.FileType(mode: status.st_mode) {
        case .regularFile, .folder, .missing, .symbolicLink: nil
        case let other: "it is \(other), not a file dscompile wrote"
        }
    }

    /// Whether `url` names the file `status` describes (links followed, so any spelling counts).
    private static func isSameFile(_ status: stat, _ url: URL) -> Bool {
        var other = stat()
        return stat(url.path, &other) == 0 && other.st_dev == status.st_dev && other.st_ino == status.st_ino
    }

    /// Whether the regular file at `url` begins with one of ``signatures``.
    private func startsWithSignature(_ url: URL) -> Bool {
        let longest = signatures.map(\.count).max() ?? 0
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: longest)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return false }
        let opening = buffer[..<count]
        return signatures.contains { opening.starts(with: $0) }
    }
}
