import Dispatch
import Foundation
import Render
import Synchronization

/// The contact sheet's thumbnails: each picture shrunk once to the sheet's tile, kept in
/// memory by content key, so a sheet drawn again (every run of `--watch`) decodes no PNG of a
/// picture it has shrunk before. Bounded by count; the oldest go first.
final class GalleryThumbnails: Sendable {
    // MARK: - Nested types

    private struct State {
        var images: [String: PixelImage] = [:]
        var order: [String] = []
    }

    // MARK: - Properties

    /// The process's thumbnails: runs of one process (`--watch`) share them.
    static let shared = GalleryThumbnails(limit: 8_192)

    /// The most thumbnails kept (most are at most 240 × 160 pixels, 150 KB; a device screen's half its size).
    let limit: Int
    private let state = Mutex(State())

    // MARK: - Initializers

    init(limit: Int) {
        self.limit = limit
    }

    // MARK: - Using

    /// `image` shrunk as ``GalleryContactSheet/thumbnailFactor(for:)`` says, at scale 1,
    /// never enlarged.
    static func shrink(_ image: PixelImage) throws -> PixelImage {
        let size = CGSize(width: CGFloat(image.width) / CGFloat(image.scale), height: CGFloat(image.height) / CGFloat(image.scale))
        let factor = GalleryContactSheet.thumbnailFactor(for: size)
        let fitted = CGSize(width: max((size.width * factor).rounded(), 1), height: max((size.height * factor).rounded(), 1))
        let canvas = try Canvas(size: fitted, scale: 1)
        canvas.draw(image, in: CGRect(origin: .zero, size: fitted), contentMode: .scaleToFill)
        return try canvas.makeImage()
    }

    /// Keeps the thumbnail of `image` under `key` and returns it.
    @discardableResult
    func store(_ image: PixelImage, for key: String) throws -> PixelImage {
        let thumbnail = try Self.shrink(image)
        state.withLock { state in
            guard state.images[key] == nil else { return }
            if state.order.count >= limit {
                state.images[state.order.removeFirst()] = nil
            }
            state.images[key] = thumbnail
            state.order.append(key)
        }
        return thumbnail
    }

    /// The thumbnails of `keys`: those kept, and the others shrunk from their PNGs in
    /// `directory` (`images` by key), read on every core. A PNG that cannot be read gives none.
    func thumbnails(for keys: Set<String>, images: [String: GalleryImage], in directory: URL) -> [String: PixelImage] {
        let (found, missing) = state.withLock { state in
            var found: [String: PixelImage] = [:]
            var missing: [String] = []
            for key in keys {
                if let image = state.images[key] { found[key] = image } else { missing.append(key) }
            }
            return (found, missing)
        }
        let read = Mutex<[String: PixelImage]>([:])
        DispatchQueue.concurrentPerform(iterations: missing.count) { index in
            let key = missing[index]
            guard let stored = images[key], let data = try? Data(contentsOf: directory.appendingPathComponent(stored.path)),
                  let image = try? PixelImage(pngData: data, scale: stored.scale), let thumbnail = try? store(image, for: key) else { return }
            read.withLock { $0[key] = thumbnail }
        }
        return found.merging(read.withLock { $0 }) { first, _ in first }
    }
}
