import Foundation

/// What a gallery folder holds, saved beside it as `.dscompile-gallery`: it marks the folder
/// as a gallery (only galleries are ever cleaned), and lists the pictures already drawn so a
/// second run draws only what changed.
struct GalleryManifest: Codable, Sendable, Equatable {
    // MARK: - Properties

    /// The manifest's format; another version is read as empty.
    var version: Int = Self.currentVersion
    /// Drawn pictures by content key.
    var images: [String: GalleryImage] = [:]
    /// The content key of `gallery.png`; `nil` when there is none.
    var contactSheetKey: String?

    /// 2: pictures keep their drawn text's contrast problems; those of version 1 were never
    /// rated, so they are drawn again.
    static let currentVersion = 2
    static let fileName = ".dscompile-gallery"

    // MARK: - Reading and writing

    /// The manifest in `directory`; an empty one when it is missing, unreadable, of another
    /// version, or from before manifests (such a gallery is redrawn whole).
    static func read(in directory: URL) -> GalleryManifest {
        guard let data = try? Data(contentsOf: directory.appendingPathComponent(fileName)),
              let manifest = try? JSONDecoder().decode(GalleryManifest.self, from: data),
              manifest.version == currentVersion else { return GalleryManifest() }
        return manifest
    }

    func data() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
