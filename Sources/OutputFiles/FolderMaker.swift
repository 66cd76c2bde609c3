import Foundation

/// Creates a folder and its missing parents with mkdir(2), so a failure has its `errno`, and
/// remembers the folders it created, so a write that is given up leaves no empty folder behind.
struct FolderMaker {
    // MARK: - Properties

    /// The folders created, in the order they were made (parents first).
    private(set) var created: [URL] = []

    // MARK: - Methods

    /// Creates `folder` and every missing parent.
    /// - Throws: ``OutputFileError/cannotCreateFolder(path:reason:)`` naming the first folder
    ///   that could not be made, or the file standing where a folder should be.
    mutating func create(_ folder: URL) throws(OutputFileError) {
        var missing: [URL] = []
        var current = folder.standardizedFileURL
        search: while true {
            switch current.fileKind {
            case .folder:
                break search
            case .other:
                throw .cannotCreateFolder(path: folder.displayPath, reason: "\(current.displayPath) is a file, not a folder")
            case .missing:
                missing.append(current)
                let parent = current.deletingLastPathComponent()
                if parent.path == current.path { break search }
                current = parent
            }
        }
        for url in missing.reversed() {
            if mkdir(url.path, 0o777) == 0 {
                created.append(url)
            } else {
                let code = errno
                // Another process made it meanwhile: as good as made.
                guard code == EEXIST, url.fileKind == .folder else {
                    throw .cannotCreateFolder(path: url.displayPath, reason: FileSystemFailure.reason(errno: code))
                }
            }
        }
    }

    /// Removes the folders this maker created that are empty, deepest first.
    mutating func removeCreated() {
        for url in created.reversed() { rmdir(url.path) }
        created = []
    }

    /// Keeps the folders made: they hold outputs now.
    mutating func keepCreated() {
        created = []
    }
}
