import Foundation
import OutputFiles

/// The gallery's folder on disk: which folders may be written, its marker, and the removal
/// of what the gallery no longer uses. Its files are staged and committed through
/// `OutputTransaction`, as the build's are.
enum GalleryFolder {
    // MARK: - Checking and marking

    /// Only a missing folder, an empty one, or an earlier gallery may be written; never the
    /// working directory or a folder above it.
    static func checkReplaceable(_ directory: URL) throws {
        let fileManager = FileManager.default
        let current = URL(fileURLWithPath: fileManager.currentDirectoryPath).standardizedFileURL.resolvingSymlinksInPath().path
        let target = directory.resolvingSymlinksInPath().path
        if current == target || current.hasPrefix(target.hasSuffix("/") ? target : target + "/") {
            throw GalleryWriter.WriteError.holdsTheWorkingDirectory(directory)
        }
        var isFolder: ObjCBool = false
        if fileManager.fileExists(atPath: directory.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw GalleryWriter.WriteError.notAFolder(directory)
        }
        guard fileManager.fileExists(atPath: directory.path) else { return }
        let contents: [String]
        do {
            contents = try fileManager.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw GalleryWriter.WriteError.cannotWrite(path: directory.path, reason: FileSystemFailure.reason(of: error))
        }
        guard !contents.isEmpty else { return }
        guard contents.contains(GalleryManifest.fileName) || holdsOnlyPictures(directory, contents: contents) else {
            throw GalleryWriter.WriteError.notAGallery(directory)
        }
    }

    /// Marks `directory` as a gallery before any picture is written into it: creates it and,
    /// when it has no manifest yet, an empty one. A first run killed while drawing then
    /// leaves a folder the next run accepts, cleans and completes. The marker is created in
    /// place (no temporary file beside it), so another first run never sees the folder
    /// holding something that is not yet marked; a marker cut short reads as an empty
    /// manifest, which is what it stands for.
    static func mark(_ directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let marker = directory.appendingPathComponent(GalleryManifest.fileName).path
        guard !FileManager.default.fileExists(atPath: marker) else { return }
        WriteStepHook.step("mark \(marker)")
        let descriptor = open(marker, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            if errno == EEXIST { return }
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        defer { close(descriptor) }
        let data = try GalleryManifest().data()
        let written = data.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
        guard written == data.count else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    // MARK: - Writing

    /// Makes `directory/name` a real folder of the gallery's own: a symbolic link or a file
    /// there (which no gallery writes) is removed first (the link itself, never what it
    /// points to), so pictures never land in, and clean-up never empties, someone else's
    /// folder.
    static func ownFolder(_ name: String, in directory: URL) throws {
        let url = directory.appendingPathComponent(name)
        let type = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType
        if let type, type != .typeDirectory {
            try FileManager.default.removeItem(at: url)
        }
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    // MARK: - Cleaning

    /// Removes every file and folder of `directory` that `kept` (paths relative to it, at
    /// most one folder deep: `index.html`, `images/…`) does not name. Runs after the new page
    /// is in place, so an interrupted run leaves files over, never a page with missing
    /// pictures. Two folder listings, however big the gallery.
    /// - Returns: what could not be removed, each with its path and cause (`cannot remove
    ///   …: permission denied`); the gallery stands, with files over.
    static func removeEverything(in directory: URL, except kept: Set<String>) -> [String] {
        let fileManager = FileManager.default
        var keptInFolders: [String: Set<String>] = [:]
        for path in kept {
            let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
            if parts.count == 2 { keptInFolders[parts[0], default: []].insert(parts[1]) }
        }
        var failures: [String] = []
        func remove(_ url: URL) {
            WriteStepHook.step("remove \(url.path)")
            do {
                try fileManager.removeItem(at: url)
            } catch {
                failures.append("cannot remove \(url.path): \(FileSystemFailure.reason(of: error))")
            }
        }
        for name in (try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? [] where !kept.contains(name) {
            let url = directory.appendingPathComponent(name)
            // A link is removed as a link: what it points to is not the gallery's.
            let isFolder = (try? fileManager.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType == .typeDirectory
            guard isFolder, let keptInside = keptInFolders[name] else {
                remove(url)
                continue
            }
            for inside in (try? fileManager.contentsOfDirectory(atPath: url.path)) ?? [] where !keptInside.contains(inside) {
                remove(url.appendingPathComponent(inside))
            }
        }
        return failures
    }

    // MARK: - Private

    /// Whether `contents` is only `images/` holding only pictures named by their content
    /// key (and the temporary files of their writing): what a first run of a dscompile from
    /// before the marker left when it was killed. Such a folder is a gallery.
    private static func holdsOnlyPictures(_ directory: URL, contents: [String]) -> Bool {
        guard contents == [GalleryDrawing.imageFolder],
              let pictures = try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(GalleryDrawing.imageFolder).path)
        else { return false }
        return pictures.allSatisfy { name in
            let key = name.drop { $0 == "." }.prefix { $0 != "." }
            return key.count == StableHash.hexLength && key.allSatisfy(\.isHexDigit) && name.contains(".png")
        }
    }
}
