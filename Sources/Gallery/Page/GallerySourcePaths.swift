import Foundation

/// How the page names source files: relative to the token folder, so a gallery drawn on one
/// machine and committed or published from CI names no absolute path of that machine.
package struct GallerySourcePaths {
    // MARK: - Properties

    /// The folder absolute file names are named relative to: absolute, standardized,
    /// without a trailing slash (`/` itself is the empty string).
    let root: String
    /// Names already worked out, by the file's name as read (many entries share a file).
    private var named: [String: String] = [:]

    // MARK: - Initializers

    /// - Parameters:
    ///   - root: the token folder, absolute or relative to the working directory; `nil` for
    ///     the folder that holds every one of `files` named by an absolute path.
    ///   - files: the source files the page names, as read.
    init(root: String?, files: some Sequence<String>) {
        let workingDirectory = Self.standardized(FileManager.default.currentDirectoryPath, in: "")
        self.root = root.map { Self.standardized($0, in: workingDirectory) }
            ?? Self.commonFolder(ofAbsolute: files.filter { $0.hasPrefix("/") }.map { Self.standardized($0, in: "") })
        for file in files where named[file] == nil {
            named[file] = name(of: file)
        }
    }

    // MARK: - Naming

    /// `file` as the page names it: a relative name as the user wrote it (it is relative to
    /// the working directory of the run), an absolute one relative to ``root``, with `..`
    /// steps when it lies outside it.
    func name(of file: String) -> String {
        if let name = named[file] { return name }
        guard file.hasPrefix("/") else { return file }
        let parts = Self.components(Self.standardized(file, in: ""))
        let base = Self.components(root)
        let shared = zip(parts, base).prefix { $0 == $1 }.count
        let steps = Array(repeating: "..", count: base.count - shared) + parts.dropFirst(shared)
        return steps.isEmpty ? "." : steps.joined(separator: "/")
    }

    /// The deepest folder that holds every one of `paths` (absolute or relative to the
    /// working directory): a folder is itself, a file its parent. The working directory
    /// when they share no folder but `/`, or when there are none.
    package static func commonFolder(of paths: [String]) -> String {
        let workingDirectory = standardized(FileManager.default.currentDirectoryPath, in: "")
        let folders = paths.map { path in
            let absolute = standardized(path, in: workingDirectory)
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder)
            return exists && isFolder.boolValue ? absolute + "/" : absolute
        }
        let common = commonFolder(ofAbsolute: folders)
        return common.isEmpty ? workingDirectory : common
    }

    // MARK: - Private

    /// The folder that holds every one of `paths` (absolute, standardized; a folder's ends
    /// with `/`, a file's with its name).
    private static func commonFolder(ofAbsolute paths: [String]) -> String {
        var shared: [Substring]?
        for path in paths {
            let folders = path.split(separator: "/").dropLast(path.hasSuffix("/") ? 0 : 1)
            shared = Array(zip(shared ?? Array(folders), folders).prefix { $0 == $1 }.map(\.0))
        }
        return (shared ?? []).map { "/" + $0 }.joined()
    }

    /// `path` absolute (relative ones joined to `folder`), without `.` and `..` steps or a
    /// trailing slash.
    private static func standardized(_ path: String, in folder: String) -> String {
        let absolute = path.hasPrefix("/") ? path : folder + "/" + path
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return parts.map { "/" + $0 }.joined()
    }

    private static func components(_ path: String) -> [Substring] {
        path.split(separator: "/")
    }
}
