import Foundation

extension URL {
    /// The path for a message: relative to the current folder when inside it (as a user
    /// typically named it), otherwise absolute.
    var displayPath: String {
        let path = standardizedFileURL.path
        let current = FileManager.default.currentDirectoryPath
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return path.hasPrefix(prefix) && path.count > prefix.count ? String(path.dropFirst(prefix.count)) : path
    }

    /// Whether something is at this path, and whether it is a folder (symbolic links followed).
    var fileKind: FileKind {
        var status = stat()
        guard stat(path, &status) == 0 else { return .missing }
        return (status.st_mode & S_IFMT) == S_IFDIR ? .folder : .other
    }

    /// What ``fileKind`` finds.
    enum FileKind {
        case missing, folder, other
    }
}
