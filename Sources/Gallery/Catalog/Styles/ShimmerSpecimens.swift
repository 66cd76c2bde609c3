import Builders
import Foundation
import Render
import TokenModel

/// The skeleton and loading specimens: a profile card's placeholders under a skeleton, a
/// feed's blocks under a loading view (``SkeletonRecipes``, ``LoadingRecipes``), each as an
/// animated PNG of one loop and as a strip of frames of its sweep (the page shows the
/// motion; the strip shows it on paper and in the contact sheet). The strip is a recipe
/// with a snapshot reference, drawn by its own rule; the animation is the gallery's alone.
enum ShimmerSpecimens {
    // MARK: - Properties

    /// Frames of one loop in the animation; runs of equal frames are written once.
    static let animationFrames = 16
    /// Frames of the sweep in the strip, in rows of `stripColumns`.
    static let stripFrames = 8
    static let stripColumns = 2
    static let stripSpacing: CGFloat = 8
    /// The page around each frame of the strip, in points: the strip's own rule, not the
    /// gallery's padding, so that its reference holds whatever the gallery is asked for.
    static let stripFramePadding: CGFloat = 8

    // MARK: - Pictures

    /// The animation of the view `make` builds, with the gallery's padding around it.
    static func animatedPicture(
        of subject: StyleEntries.Subject,
        specimen: String,
        make: @escaping @Sendable () -> any View & ShimmerAnimated
    ) -> GalleryPicture {
        let padding = subject.options.padding
        return subject.picture("animated", detail: "\(specimen) frames \(animationFrames) padding \(padding)") { renderer in
            try animation(of: make(), renderer: renderer, padding: padding)
        }
    }

    // MARK: - Sweep strips

    /// The strip of the sweep of the view `make` builds (at its frame), `reference` its
    /// snapshot: ``stripFrames`` moments of ``sweepTimes(of:count:)``, each with
    /// ``stripFramePadding`` points of page around it and its moment under it, in rows of
    /// ``stripColumns`` ``stripSpacing`` points apart on the renderer's background.
    static func sweepStrip(_ reference: SnapshotReference, make: @escaping @Sendable () -> any View & ShimmerAnimated) -> SnapshotRecipe {
        let rule = "sweep strip \(stripFrames)×\(stripColumns) spacing \(stripSpacing) frame padding \(stripFramePadding)"
        return SnapshotRecipe(reference, rule: rule) { renderer in
            let view = make()
            let times = sweepTimes(of: view, count: stripFrames)
            let frames = try times.map { try view.frame(at: $0, renderer: renderer, padding: stripFramePadding) }
            return try StyleSpecimen.labelledStrip(frames, labels: times.map(StyleSpecimen.timeLabel), columns: stripColumns,
                                                   spacing: stripSpacing, background: renderer.background?.resolved(in: renderer.theme))
        }
    }

    /// The labels ``sweepStrip(_:make:)`` draws under the frames of `view`'s sweep, for the
    /// page to say them too.
    static func sweepLabels(of view: some ShimmerAnimated) -> [String] {
        sweepTimes(of: view, count: stripFrames).map(StyleSpecimen.timeLabel)
    }

    /// `count` moments evenly spread over the sweep, from time 0 to just before the band
    /// comes to rest: a strip of the whole loop would be mostly the rest between sweeps.
    /// The sweep's end is found from the band's stops, so it holds for any shimmer view.
    static func sweepTimes(of view: some ShimmerAnimated, count: Int) -> [TimeInterval] {
        let loop = view.loopDuration
        guard loop.isFinite, loop > 0, count > 0 else { return [0] }
        let steps = 240
        let rest = view.bandStops(at: loop * Double(steps - 1) / Double(steps))
        let lastMoving = (0..<steps).last { view.bandStops(at: loop * Double($0) / Double(steps)) != rest } ?? 0
        let sweep = loop * Double(lastMoving + 1) / Double(steps)
        return (0..<count).map { sweep * Double($0) / Double(count) }
    }

    // MARK: - Animations

    /// One loop as an animated PNG; a still frame when nothing moves (a loop of no length,
    /// or not finite).
    static func animation(of view: some View & ShimmerAnimated, renderer: Renderer, padding: CGFloat) throws -> GalleryRendering {
        let loop = view.loopDuration
        guard loop.isFinite, loop > 0 else { return .still(try view.frame(at: 0, renderer: renderer, padding: padding)) }
        return .animated(try view.animatedPNG(frameCount: animationFrames, renderer: renderer, padding: padding))
    }
}
