import Foundation

/// One output file of a generator: its name in the output folder and its text.
public struct GeneratedFile: Sendable, Hashable {
    public var name: String
    public var contents: String

    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}

/// Writes generated files so that nothing is lost and build caches survive: each file is
/// written to a temporary file and renamed into place, and a file whose contents are
/// unchanged is not touched, so its modification time stays.
public enum GeneratedFileWriter {
    // MARK: - Writing

    /// Writes `files` into `directory`, creating it when missing.
    /// - Returns: the names of the files that were written (changed or new).
    @discardableResult
    public static func write(_ files: [GeneratedFile], to directory: URL) throws -> [String] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var written: [String] = []
        for file in files {
            let url = directory.appendingPathComponent(file.name)
            let data = Data(file.contents.utf8)
            if (try? Data(contentsOf: url)) == data { continue }
            try data.write(to: url, options: .atomic)
            written.append(file.name)
        }
        return written
    }

    /// The names of `files` whose contents differ from what `directory` holds.
    public static func staleFiles(_ files: [GeneratedFile], in directory: URL) -> [String] {
        files.filter { (try? Data(contentsOf: directory.appendingPathComponent($0.name))) != Data($0.contents.utf8) }.map(\.name)
    }
}
