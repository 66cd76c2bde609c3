import Dispatch
import Foundation
import ImageDiff
import Render
import Synchronization

/// Draws the pictures a review needs, on every core and in memory, and compares two of them
/// with the snapshot tests' comparison (``ImageComparison``, exact but for proven
/// anti-aliasing).
struct ComparisonDrawing: Sendable {
    // MARK: - Nested types

    /// A picture drawn: the image compared, and its PNG (an animation's is animated).
    struct Drawn: Sendable {
        var still: PixelImage
        var data: Data
        var isAnimated: Bool
    }

    /// What comparing two sides gave.
    struct Verdict: Sendable {
        /// Whether a reviewer must look at it.
        var isChanged: Bool
        var summary: String
        /// The middle of ``ImageDiff``'s expected | diff | actual image.
        var diff: PixelImage?
    }

    // MARK: - Drawing

    /// Draws each of `pictures` (by recipe, at `scale`) in parallel; a picture that cannot be drawn is a
    /// failure message, not an error.
    static func draw(_ pictures: [GalleryPicture], scale: Int, progress: @Sendable (Int, Int) -> Void) -> [String: Result<Drawn, DrawingFailure>] {
        let results = Mutex((done: 0, byRecipe: [String: Result<Drawn, DrawingFailure>]()))
        DispatchQueue.concurrentPerform(iterations: pictures.count) { index in
            let picture = pictures[index]
            let result = Result { () throws(DrawingFailure) -> Drawn in
                do {
                    let rendering = try picture.draw()
                    switch rendering {
                    case .still(let image): return Drawn(still: image, data: try image.pngData(), isAnimated: false)
                    case .animated(let data): return Drawn(still: try rendering.stillImage(scale: scale), data: data, isAnimated: true)
                    }
                } catch {
                    throw DrawingFailure(message: "\(error)")
                }
            }
            results.withLock { state in
                state.byRecipe[picture.recipe] = result
                state.done += 1
                progress(state.done, pictures.count)
            }
        }
        return results.withLock { $0.byRecipe }
    }

    // MARK: - Comparing

    /// Compares what two sides drew of one picture.
    static func compare(_ before: Result<Drawn, DrawingFailure>, _ after: Result<Drawn, DrawingFailure>) -> Verdict {
        switch (before, after) {
        case (.failure(let old), .failure(let new)):
            return Verdict(isChanged: old != new, summary: "not drawn on either side: \(new.message)")
        case (.failure(let old), .success):
            return Verdict(isChanged: true, summary: "drawn now; before it could not be: \(old.message)")
        case (.success, .failure(let new)):
            return Verdict(isChanged: true, summary: "cannot be drawn now: \(new.message)")
        case (.success(let old), .success(let new)):
            let outcome = ImageComparison().compare(expected: old.still, actual: new.still, makingDiffImage: true)
            if outcome.passes {
                // An animation whose first frame is the same may still move differently.
                let moves = (old.isAnimated || new.isAnimated) && old.data != new.data
                return Verdict(isChanged: moves, summary: moves ? "the first frame is the same; later frames differ" : outcome.message)
            }
            return Verdict(isChanged: true, summary: outcome.message, diff: outcome.difference?.diffImage.flatMap(middleThird))
        }
    }

    // MARK: - Private

    /// The diff panel of an expected | diff | actual image.
    private static func middleThird(of image: PixelImage) -> PixelImage? {
        let width = image.width / 3
        guard width > 0 else { return nil }
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * image.height)
        for row in 0..<image.height {
            let start = row * image.width + width
            pixels.append(contentsOf: image.pixels[start..<(start + width)])
        }
        return try? PixelImage(width: width, height: image.height, scale: image.scale, pixels: pixels)
    }
}

/// Why a picture could not be drawn, in words.
struct DrawingFailure: Error, Sendable, Hashable {
    var message: String
}
