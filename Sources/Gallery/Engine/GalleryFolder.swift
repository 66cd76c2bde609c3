import Foundation

/// The gallery's folder on disk: which folders may be written, atomic writes that leave an
/// unchanged file alone, and the removal of what the gallery no longer uses.
enum GalleryFolder {
    // MARK: - Checking

    /// Only a missing folder, an empty one, or an earlier gallery may be written; never the
    /// working directory or a folder above it.
    static func checkReplaceable(_ directory: URL) throws {
        let fileManager = FileManager.default
        let current = URL(fileURLWithPath: fileManager.currentDirectoryPath).standardizedFileURL.resolvingSymlinksInPath().path
        let target = directory.resolvingSymlinksInPath().path
        if current == target || current.hasPrefix(target.hasSuffix("/") ? target : target + "/") {
            throw GalleryWriter.WriteError.notAGallery(directory)
        }
        guard let contents = try? fileManager.contentsOfDirectory(atPath: directory.path), !contents.isEmpty else { return }
        guard contents.contains(GalleryManifest.fileName) else { throw GalleryWriter.WriteError.notAGallery(directory) }
    }

    // MARK: - Writing

    /// Writes `data` to `url` through a temporary file and a rename, unless the file already
    /// holds exactly `data` (its modification time then stays).
    /// - Returns: whether the file was written.
    @discardableResult
    static func write(_ data: Data, to url: URL) throws -> Bool {
        if let existing = try? Data(contentsOf: url), existing == data { return false }
        try data.write(to: url, options: .atomic)
        return true
    }

    // MARK: - Cleaning

    /// Removes every file and folder of `directory` that `kept` (paths relative to it) does
    /// not name, and the folders left empty. Runs after the new page is in place, so an
    /// interrupted run leaves files over, never a page with missing pictures.
    static func removeEverything(in directory: URL, except kept: Set<String>) {
        let fileManager = FileManager.default
        guard let enumerator = fileManager.enumerator(at: directory, includingPropertiesForKeys: [.isDirectoryKey]) else { return }
        var folders: [URL] = []
        let prefix = directory.standardizedFileURL.path + "/"
        for case let url as URL in enumerator {
            let relative = String(url.standardizedFileURL.path.dropFirst(prefix.count))
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                folders.append(url)
            } else if !kept.contains(relative) {
                try? fileManager.removeItem(at: url)
            }
        }
        for folder in folders.reversed() where (try? fileManager.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
            try? fileManager.removeItem(at: folder)
        }
    }
}
