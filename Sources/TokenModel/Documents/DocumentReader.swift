import Foundation

/// Reads a token file, resolver or style sheet, choosing JSON or YAML by the file's name.
package enum DocumentReader {
    // MARK: - Properties

    /// The largest file read; a larger one is an error, not an attempt.
    package static let maximumFileSize = 64 * 1024 * 1024

    // MARK: - Reading

    /// Reads the file at `url`, naming it `displayPath` in diagnostics.
    /// - Returns: the document and any warnings found while reading it.
    package static func read(_ url: URL, displayPath: String) throws(Diagnostic) -> (SourceNode, [Diagnostic]) {
        let bytes = try contents(of: url, displayPath: displayPath)
        if isYAML(url) {
            return (try YAMLReader.read(bytes: bytes, file: displayPath), [])
        }
        return try JSONReader.read(bytes: bytes, file: displayPath)
    }

    /// Reads the file at `url`, reporting its warnings or its error to `log`.
    /// - Returns: the document, or `nil` when it could not be read.
    package static func read(_ url: URL, displayPath: String, log: inout DiagnosticLog) -> SourceNode? {
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
    package static func readTokenTree(_ url: URL, displayPath: String, log: inout DiagnosticLog) -> TokenTree? {
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

    /// The bytes of the file at `url`, up to ``maximumFileSize``; anything but a regular
    /// file is refused before it is opened (``RegularFile``). Read straight into the array
    /// the readers parse, so the file is held once, not also as `Data`.
    private static func contents(of url: URL, displayPath: String) throws(Diagnostic) -> [UInt8] {
        do {
            return try RegularFile.read(url.path, limit: maximumFileSize)
        } catch {
            throw .error(error.message, at: SourceLocation(file: displayPath, line: 1, column: 1))
        }
    }

    /// Whether the file's name marks it as YAML (`.yaml` or `.yml`).
    package static func isYAML(_ url: URL) -> Bool {
        ["yaml", "yml"].contains(url.pathExtension.lowercased())
    }
}
