import Foundation
import OutputFiles

/// Reads a token file, resolver or style sheet, choosing JSON or YAML by the file's name.
public enum DocumentReader {
    // MARK: - Properties

    /// The largest file read; a larger one is an error, not an attempt.
    public static let maximumFileSize = 64 * 1024 * 1024

    // MARK: - Reading

    /// Reads the file at `url`, naming it `displayPath` in diagnostics.
    /// - Returns: the document and any warnings found while reading it.
    public static func read(_ url: URL, displayPath: String) throws(Diagnostic) -> (SourceNode, [Diagnostic]) {
        let bytes = try contents(of: url, displayPath: displayPath)
        if isYAML(url) {
            return (try YAMLReader.read(bytes: bytes, file: displayPath), [])
        }
        return try JSONReader.read(bytes: bytes, file: displayPath)
    }

    /// Reads the file at `url`, reporting its warnings or its error to `log`.
    /// - Returns: the document, or `nil` when it could not be read.
    public static func read(_ url: URL, displayPath: String, log: inout DiagnosticLog) -> SourceNode? {
        do {
            let (node, warnings) = try read(url, displayPath: displayPath)
            log.append(contentsOf: warnings)
            return node
        } catch {
            log.report(error)
            return nil
        }
    }

    /// Reads the token file at `url` into its tokens and groups; a JSON file is read as a
    /// stream (``JSONReader/readTokenTree(_:file:log:)``).
    /// - Returns: the tokens and groups, or `nil` when the file could not be read.
    public static func readTokenTree(_ url: URL, displayPath: String, log: inout DiagnosticLog) -> TokenTree? {
        guard !isYAML(url) else {
            return read(url, displayPath: displayPath, log: &log).map { TokenTreeReader.read($0, log: &log) }
        }
        do {
            return JSONReader.readTokenTree(bytes: try contents(of: url, displayPath: displayPath), file: displayPath, log: &log)
        } catch {
            log.report(error)
            return nil
        }
    }

    /// The bytes of the file at `url`, up to ``maximumFileSize``. Read straight into the
    /// array the readers parse, so the file is held once, not also as `Data`.
    private static func contents(of url: URL, displayPath: String) throws(Diagnostic) -> [UInt8] {
        let start = SourceLocation(file: displayPath, line: 1, column: 1)
        let size: Int
        do {
            size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
        } catch {
            throw .error("cannot read the file: \(FileSystemFailure.reason(of: error))", at: start)
        }
        if size > maximumFileSize {
            throw .error("the file is larger than 64 MiB", at: start)
        }
        guard let handle = fopen(url.path, "rb") else {
            throw .error("cannot read the file: \(FileSystemFailure.reason(errno: errno))", at: start)
        }
        defer { fclose(handle) }
        // One byte more than the size, to reach the end of the file in one read; a pipe
        // (whose size is 0) or a file that grew meanwhile is read on, up to the limit.
        var bytes = [UInt8](repeating: 0, count: size + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard count <= maximumFileSize else { throw .error("the file is larger than 64 MiB", at: start) }
                bytes.append(contentsOf: repeatElement(0, count: max(1 << 16, count)))
            }
            let read = bytes.withUnsafeMutableBytes { fread($0.baseAddress! + count, 1, $0.count - count, handle) }
            count += read
            if read == 0 { break }
        }
        if ferror(handle) != 0 {
            throw .error("cannot read the file: \(FileSystemFailure.reason(errno: errno))", at: start)
        }
        bytes.removeLast(bytes.count - count)
        return bytes
    }

    /// Whether the file's name marks it as YAML (`.yaml` or `.yml`).
    public static func isYAML(_ url: URL) -> Bool {
        ["yaml", "yml"].contains(url.pathExtension.lowercased())
    }
}
