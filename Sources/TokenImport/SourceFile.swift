import Foundation
import TokenModel

/// One source file, read.
struct SourceFile {
    /// As the user named it (relative paths stay relative).
    var path: String
    /// Relative to the folder it was found in, without the extension: a Tokens Studio set name.
    var name: String
    var root: SourceNode

    /// The extensions of the token files read in a folder; `.jsonc` (JSON with comments) is
    /// read as JSON5, which holds it.
    static let extensions: Set<String> = ["json", "json5", "jsonc"]

    /// The extensions of programs, refused by name: convert runs no code.
    static let programExtensions: Set<String> = ["js", "mjs", "cjs", "ts"]

    /// Reads the files at `paths`: files as named, folders recursively (`.json`, `.json5`,
    /// `.jsonc`); every other file in a folder is named in the report with the reason it is
    /// not read. A `.js` or `.ts` file is refused: it is a program, not data.
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
            var hiddenFolders: [String] = []
            for entry in entries {
                let full = (path as NSString).appendingPathComponent(entry)
                // Inside a hidden folder already named: not named again, file by file.
                if hiddenFolders.contains(where: { entry.hasPrefix($0 + "/") }) { continue }
                var entryIsDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: full, isDirectory: &entryIsDirectory) else { continue }
                let hidden = (entry as NSString).lastPathComponent.hasPrefix(".")
                if entryIsDirectory.boolValue {
                    if hidden {
                        hiddenFolders.append(entry)
                        report.warning("not read: \(full) is a hidden folder", at: nil)
                    }
                    continue
                }
                let ext = (entry as NSString).pathExtension.lowercased()
                guard !hidden, Self.extensions.contains(ext) || Self.programExtensions.contains(ext) else {
                    let reason = hidden ? "a hidden file" : "not a .json, .json5 or .jsonc file"
                    report.warning("not read: \(full) is \(reason)", at: SourceLocation(file: full, line: 1, column: 1))
                    continue
                }
                found = true
                if let file = readFile(full, name: (entry as NSString).deletingPathExtension, report: &report) { files.append(file) }
            }
            if !found { report.error("no .json, .json5 or .jsonc files found in \(path)", at: nil) }
        }
        return files
    }

    private static func readFile(_ path: String, name: String, report: inout ImportReport) -> SourceFile? {
        let ext = (path as NSString).pathExtension.lowercased()
        let start = SourceLocation(file: path, line: 1, column: 1)
        if programExtensions.contains(ext) {
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
