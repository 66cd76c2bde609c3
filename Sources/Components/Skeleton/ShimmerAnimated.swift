import Foundation
import Render
import ViewKit

/// A view whose picture is a function of a ``time`` that loops every ``loopDuration``
/// (a ``SkeletonView``, a ``LoadingView``): it renders the frame at any time, the frames
/// of one loop at a frame rate or a count, a contact strip of them and an animated PNG.
public protocol ShimmerAnimated: View {
    /// The moment the ``Renderer`` draws the view at, in seconds.
    var time: TimeInterval { get set }
    /// How long one loop lasts, in seconds (0 when nothing moves).
    var loopDuration: TimeInterval { get }
    /// Where the band's stops are at `time`: two times with the same stops draw the same
    /// frame, so a sequence renders the rest between sweeps once.
    func bandStops(at time: TimeInterval) -> ShimmerBand.Stops
}

extension ShimmerAnimated {
    // MARK: - Frames

    /// The view rendered at `time` by `renderer` (scale, theme, background) at its current
    /// frame size, with `padding` points around it. ``time`` is left as it was. A NaN or
    /// infinite time is ``SkeletonError/nonFiniteTime(_:)``; an empty view is a
    /// `RenderError`.
    public func frame(at time: TimeInterval, renderer: Renderer = Renderer(), padding: CGFloat = 0) throws -> PixelImage {
        guard time.isFinite else { throw SkeletonError.nonFiniteTime(time) }
        let previous = self.time
        defer { self.time = previous }
        self.time = time
        return try renderer.render(self, padding: padding)
    }

    /// The frames of one loop at `framesPerSecond`, from time 0 (see
    /// ``SkeletonFrames/times(loopDuration:framesPerSecond:)``).
    public func frames(framesPerSecond: Int, renderer: Renderer = Renderer(), padding: CGFloat = 0) throws -> [PixelImage] {
        try frames(at: SkeletonFrames.times(loopDuration: loopDuration, framesPerSecond: framesPerSecond),
                   renderer: renderer, padding: padding)
    }

    /// `count` frames evenly spread over one loop, from time 0.
    public func frames(count: Int, renderer: Renderer = Renderer(), padding: CGFloat = 0) throws -> [PixelImage] {
        try frames(at: SkeletonFrames.times(loopDuration: loopDuration, count: count), renderer: renderer, padding: padding)
    }

    // MARK: - Contact strips

    /// `frameCount` frames of one loop side by side (in rows of `columns`, one row when
    /// `nil`), `spacing` points apart over `background`, as ``FrameStrip/compose(_:columns:spacing:background:)`` lays them out.
    public func contactStrip(frameCount: Int = 8, columns: Int? = nil, spacing: CGFloat = 4,
                             renderer: Renderer = Renderer(), padding: CGFloat = 0) throws -> PixelImage {
        let frames = try frames(count: frameCount, renderer: renderer, padding: padding)
        return try FrameStrip.compose(frames, columns: columns, spacing: spacing,
                                      background: renderer.background?.resolved(in: renderer.theme))
    }

    /// The frames at `times` side by side, as ``contactStrip(frameCount:columns:spacing:renderer:padding:)``
    /// lays them out: a strip of the sweep alone, say, without the frames of the rest.
    public func contactStrip(at times: [TimeInterval], columns: Int? = nil, spacing: CGFloat = 4,
                             renderer: Renderer = Renderer(), padding: CGFloat = 0) throws -> PixelImage {
        let frames = try times.map { try frame(at: $0, renderer: renderer, padding: padding) }
        return try FrameStrip.compose(frames, columns: columns, spacing: spacing,
                                      background: renderer.background?.resolved(in: renderer.theme))
    }

    // MARK: - Animated PNGs

    /// An animated PNG of one loop at `framesPerSecond`, playing forever. Consecutive
    /// frames that are the same (the whole rest between sweeps) are written once, shown for
    /// their combined time, unless `mergingRepeatedFrames` is `false`.
    public func animatedPNG(framesPerSecond: Int, mergingRepeatedFrames: Bool = true,
                            renderer: Renderer = Renderer(), padding: CGFloat = 0) throws -> Data {
        let frames = try frames(framesPerSecond: framesPerSecond, renderer: renderer, padding: padding)
        return try Self.animatedPNG(frames, frameDuration: 1 / Double(framesPerSecond), merging: mergingRepeatedFrames)
    }

    /// An animated PNG of one loop in `count` frames, each shown for `loopDuration / count`,
    /// playing forever; repeated frames are merged as in ``animatedPNG(framesPerSecond:mergingRepeatedFrames:renderer:padding:)``.
    public func animatedPNG(frameCount count: Int, mergingRepeatedFrames: Bool = true,
                            renderer: Renderer = Renderer(), padding: CGFloat = 0) throws -> Data {
        let frames = try frames(count: count, renderer: renderer, padding: padding)
        return try Self.animatedPNG(frames, frameDuration: loopDuration / Double(count), merging: mergingRepeatedFrames)
    }

    // MARK: - Private

    /// The frames at `times`, rendering a frame again only when the band has moved.
    private func frames(at times: [TimeInterval], renderer: Renderer, padding: CGFloat) throws -> [PixelImage] {
        var frames: [PixelImage] = []
        var previous: (stops: ShimmerBand.Stops, image: PixelImage)?
        var distinct = 0
        for time in times {
            let stops = bandStops(at: time)
            if let previous, previous.stops == stops {
                frames.append(previous.image)
                continue
            }
            let image = try frame(at: time, renderer: renderer, padding: padding)
            distinct += 1
            try SkeletonFrames.checkSequenceSize(distinctFrames: distinct, bytesPerFrame: image.width * image.height * 4)
            previous = (stops, image)
            frames.append(image)
        }
        return frames
    }

    /// The APNG of `frames`, each shown for `frameDuration` seconds, runs of equal frames
    /// written once when `merging`.
    private static func animatedPNG(_ frames: [PixelImage], frameDuration: TimeInterval, merging: Bool) throws -> Data {
        var unique: [PixelImage] = []
        var repeats: [Int] = []
        for frame in frames {
            if merging, let last = unique.last, last == frame {
                repeats[repeats.count - 1] += 1
            } else {
                unique.append(frame)
                repeats.append(1)
            }
        }
        let delays = repeats.map { count in
            // An endless loop holds each frame as long as APNG allows (65,535 s).
            let seconds = frameDuration * Double(count)
            return APNGFrameDelay(.seconds(seconds.isFinite ? min(max(seconds, 0), 65_535) : 65_535))
        }
        return try APNGWriter().data(frames: unique, delays: delays)
    }
}
