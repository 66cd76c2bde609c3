import Foundation
import TokenModel

/// One source file, read.
struct SourceFile {
    /// As the user named it (relative paths stay relative).
    var path: String
    /// Relative to the folder it was found in, without the extension: a Tokens Studio set name.
    var name: String
    var root: SourceNode

    /// Reads the files at `paths`: files as named, folders recursively (`.json`, `.json5`).
    /// A `.js` or `.ts` file is refused: it is a program, not data.
    static func read(_ paths: [String], report: inout ImportReport) -> [SourceFile] {
        var files: [SourceFile] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                report.error("no such file or folder: \(path)", at: nil)
                continue
            }
            if !isDirectory.boolValue {
                let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
                if let file = readFile(path, name: name, report: &report) { files.append(file) }
                continue
            }
            let entries = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []).sorted()
            var found = false
            for entry in entries where !entry.split(separator: "/").contains(where: { $0.hasPrefix(".") && $0 != "." }) {
                let full = (path as NSString).appendingPathComponent(entry)
                var entryIsDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: full, isDirectory: &entryIsDirectory), !entryIsDirectory.boolValue else { continue }
                let ext = (entry as NSString).pathExtension.lowercased()
                guard ["json", "json5", "js", "mjs", "cjs", "ts"].contains(ext) else { continue }
                found = true
                if let file = readFile(full, name: (entry as NSString).deletingPathExtension, report: &report) { files.append(file) }
            }
            if !found { report.error("no .json or .json5 files found in \(path)", at: nil) }
        }
        return files
    }

    private static func readFile(_ path: String, name: String, report: inout ImportReport) -> SourceFile? {
        let ext = (path as NSString).pathExtension.lowercased()
        let start = SourceLocation(file: path, line: 1, column: 1)
        if ["js", "mjs", "cjs", "ts"].contains(ext) {
            report.error("\(path) is JavaScript, which convert does not run; export it as JSON first (for example `node -e \"console.log(JSON.stringify(require('./\((path as NSString).lastPathComponent)'), null, 2))\" > tokens.json`)", at: start)
            return nil
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            report.error("cannot read \(path)", at: start)
            return nil
        }
        guard data.count <= DocumentReader.maximumFileSize else {
            report.error("\(path) is larger than \(DocumentReader.maximumFileSize / 1_048_576) MiB", at: start)
            return nil
        }
        do throws(Diagnostic) {
            let (root, warnings) = try JSON5Reader.read(data, file: path)
            for warning in warnings { report.warning(warning.message, at: warning.location) }
            return SourceFile(path: path, name: name, root: root)
        } catch {
            report.error(error.message, at: error.location)
            return nil
        }
    }
}
