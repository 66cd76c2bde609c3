import Codegen
import Foundation

/// Every file one `dscompile build` run would write, gathered before any is written, so a
/// run either writes all its outputs or (when anything failed) none of them.
///
/// Each file is written through `GeneratedFileWriter`: atomically, and not at all when
/// unchanged, so its modification time stays.
struct BuildOutputs {
    // MARK: - Nested types

    /// One file and the folder it goes into.
    struct Output {
        var directory: URL
        var file: GeneratedFile

        /// The path as the user named it, for messages.
        var displayPath: String
    }

    // MARK: - Properties

    private(set) var outputs: [Output] = []

    // MARK: - Adding outputs

    /// Adds `files` to the folder `directory`.
    mutating func add(_ files: [GeneratedFile], toDirectory directory: String) {
        for file in files {
            outputs.append(Output(directory: URL(fileURLWithPath: directory), file: file,
                                  displayPath: (directory as NSString).appendingPathComponent(file.name)))
        }
    }

    /// Adds one file at `path`: the file itself when `path` ends in `.<fileExtension>`,
    /// otherwise a folder that gets `defaultName`.
    mutating func add(_ contents: String, at path: String, fileExtension: String, defaultName: String) {
        if path.lowercased().hasSuffix(".\(fileExtension)") {
            let url = URL(fileURLWithPath: path)
            outputs.append(Output(directory: url.deletingLastPathComponent(),
                                  file: GeneratedFile(name: url.lastPathComponent, contents: contents), displayPath: path))
        } else {
            add([GeneratedFile(name: defaultName, contents: contents)], toDirectory: path)
        }
    }

    // MARK: - Writing and checking

    /// Writes every output whose contents changed.
    /// - Returns: the display paths of the files written.
    @discardableResult
    func write() throws -> [String] {
        var written: [String] = []
        for output in outputs {
            if try !GeneratedFileWriter.write([output.file], to: output.directory).isEmpty {
                written.append(output.displayPath)
            }
        }
        return written
    }

    /// The display paths of the outputs whose files on disk differ from what would be written.
    func staleFiles() -> [String] {
        outputs.filter { !GeneratedFileWriter.staleFiles([$0.file], in: $0.directory).isEmpty }.map(\.displayPath)
    }
}
