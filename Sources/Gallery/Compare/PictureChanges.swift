import Foundation
import OrderedCollections
import Render
import TokenModel

/// Matches the pictures of two catalogs by ``PictureKey`` and keeps those a reviewer must
/// see: a picture whose recipe is the same on both sides has the same pixels and is neither
/// drawn nor written; the others are drawn (each recipe once, on every core) and compared.
struct PictureChanges {
    // MARK: - Properties

    /// Every picture that changed, was added or was removed, in the new page's order (then the
    /// removed ones in the old page's), the themes where it is the same change together.
    var changes: [PictureChange] = []
    /// The PNGs the changes show, by their paths in the review folder.
    var files: [String: Data] = [:]
    /// How many distinct pictures were drawn to find them.
    var drawnCount = 0

    /// The review folder's picture folder.
    static let imageFolder = "images"

    // MARK: - Detecting

    /// The picture changes from `before` to `after`, drawn at `scale`.
    static func detect(before: GalleryCatalog, after: GalleryCatalog, scale: Int,
                       progress: @Sendable (Int, Int) -> Void = { _, _ in }) -> PictureChanges {
        let old = before.keyedPictures(), new = after.keyedPictures()
        var keys = OrderedSet(new.keys)
        keys.append(contentsOf: old.keys)
        let candidates = keys.compactMap { key -> (key: PictureKey, before: KeyedPicture?, after: KeyedPicture?)? in
            let was = old[key], now = new[key]
            return was?.picture.recipe == now?.picture.recipe ? nil : (key, was, now)
        }

        var toDraw: [String: GalleryPicture] = [:]
        for candidate in candidates {
            for side in [candidate.before, candidate.after].compactMap({ $0 }) { toDraw[side.picture.recipe] = side.picture }
        }
        let drawn = ComparisonDrawing.draw(Array(toDraw.values), scale: scale, progress: progress)

        var result = PictureChanges(drawnCount: toDraw.count)
        var verdicts: [RecipePair: ComparisonDrawing.Verdict] = [:]
        var indexByChange: [ChangeIdentity: Int] = [:]
        for candidate in candidates {
            let pair = RecipePair(before: candidate.before?.picture.recipe, after: candidate.after?.picture.recipe)
            let identity = ChangeIdentity(entry: candidate.key.entry, caption: candidate.key.caption,
                                          occurrence: candidate.key.occurrence, recipes: pair)
            if let index = indexByChange[identity] {
                result.changes[index].themes.append(candidate.key.theme)
                continue
            }
            let was = pair.before.flatMap { drawn[$0] }, now = pair.after.flatMap { drawn[$0] }
            let kind: PictureChange.Kind
            var summary: String
            var diff: PixelImage?
            switch (was, now) {
            case (let was?, let now?):
                let verdict = verdicts[pair] ?? ComparisonDrawing.compare(was, now)
                verdicts[pair] = verdict
                guard verdict.isChanged else { continue }
                (kind, summary, diff) = (.changed, verdict.summary, verdict.diff)
            case (nil, _?): (kind, summary) = (.added, "new")
            case (_?, nil): (kind, summary) = (.removed, "removed")
            case (nil, nil): continue
            }
            let beforeImage = Self.zip(was, pair.before).map { result.file(of: $0, recipe: $1, scale: scale) }
            let afterImage = Self.zip(now, pair.after).map { result.file(of: $0, recipe: $1, scale: scale) }
            let diffName = "\(StableHash.hex(pair.before ?? "", pair.after ?? ""))-diff"
            var diffImage: GalleryImage?
            if let diff {
                // Said on the page, never dropped: the figure then reads "no diff" with the cause.
                do { diffImage = try result.file(of: diff, named: diffName) } catch { summary += "; its diff image could not be encoded (\(error))" }
            }
            let entry = candidate.after ?? candidate.before
            let change = PictureChange(
                kind: kind, key: candidate.key, themes: [candidate.key.theme], entryName: entry?.entryName ?? candidate.key.entry,
                before: beforeImage, after: afterImage, diff: diffImage,
                summary: summary, beforeSource: candidate.before?.entrySource, afterSource: candidate.after?.entrySource)
            indexByChange[identity] = result.changes.count
            result.changes.append(change)
        }
        return result
    }

    // MARK: - Private

    /// Both values, when both are there.
    private static func zip<First, Second>(_ first: First?, _ second: Second?) -> (First, Second)? {
        guard let first, let second else { return nil }
        return (first, second)
    }

    private struct RecipePair: Hashable {
        var before: String?
        var after: String?
    }

    /// What makes two keys' changes one: the same picture of an entry changed the same way.
    private struct ChangeIdentity: Hashable {
        var entry: String
        var caption: String?
        var occurrence: Int
        var recipes: RecipePair
    }

    /// The drawn picture as a file of the review folder, named by its recipe's content key as
    /// the gallery names it; a failure stays a message.
    private mutating func file(of drawn: Result<ComparisonDrawing.Drawn, DrawingFailure>, recipe: String, scale: Int) -> GalleryImageResult {
        switch drawn {
        case .failure(let failure):
            return .failed(failure.message)
        case .success(let picture):
            let path = "\(Self.imageFolder)/\(StableHash.hex(GalleryWriter.drawingVersion, "scale \(scale)", recipe)).png"
            files[path] = picture.data
            return .image(GalleryImage(path: path, pixelWidth: picture.still.width, pixelHeight: picture.still.height,
                                       scale: picture.still.scale, isAnimated: picture.isAnimated))
        }
    }

    /// `image` as `images/<name>.png`.
    /// - Throws: what encoding it as PNG throws.
    private mutating func file(of image: PixelImage, named name: String) throws -> GalleryImage {
        let data = try image.pngData()
        let path = "\(Self.imageFolder)/\(name).png"
        files[path] = data
        return GalleryImage(path: path, pixelWidth: image.width, pixelHeight: image.height, scale: image.scale, isAnimated: false)
    }
}
