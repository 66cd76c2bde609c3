import Foundation

/// The times of the frames of one shimmer loop.
public enum SkeletonFrames {
    // MARK: - Properties

    /// The most frames a sequence may have: a minute at 60 frames a second.
    public static let maximumFrameCount = 3_600
    /// The most bytes of pixels the distinct frames of one sequence may hold together
    /// (1 GiB): frames are kept in memory until the strip or APNG is written, so a long
    /// loop of a large view is an error rather than memory running out.
    public static let maximumSequenceBytes = 1 << 30

    // MARK: - Times

    /// The times `i / framesPerSecond` for the `round(T · framesPerSecond)` frames of a
    /// loop of `T` seconds (at least one, so a loop of 0 s is a single still frame). A
    /// frame rate of 0 or less is ``SkeletonError/invalidFrameRate(_:)``; more than
    /// ``maximumFrameCount`` frames (an endless loop) is ``SkeletonError/tooManyFrames(_:)``.
    public static func times(loopDuration: TimeInterval, framesPerSecond: Int) throws(SkeletonError) -> [TimeInterval] {
        guard framesPerSecond > 0 else { throw .invalidFrameRate(Double(framesPerSecond)) }
        let exact = max(loopDuration, 0) * Double(framesPerSecond)
        guard exact.isFinite, exact <= Double(maximumFrameCount) else { throw .tooManyFrames(exact) }
        let count = max(1, Int(exact.rounded()))
        return (0..<count).map { Double($0) / Double(framesPerSecond) }
    }

    /// `count` times evenly spread over a loop of `loopDuration` seconds: `i · T / count`.
    /// A count of 0 or less is ``SkeletonError/invalidFrameRate(_:)``; more than
    /// ``maximumFrameCount`` is ``SkeletonError/tooManyFrames(_:)``; an infinite loop
    /// gives every frame time 0.
    public static func times(loopDuration: TimeInterval, count: Int) throws(SkeletonError) -> [TimeInterval] {
        guard count > 0 else { throw .invalidFrameRate(Double(count)) }
        guard count <= maximumFrameCount else { throw .tooManyFrames(Double(count)) }
        let period = loopDuration.isFinite ? max(loopDuration, 0) : 0
        return (0..<count).map { Double($0) * period / Double(count) }
    }

    // MARK: - Memory

    /// Throws ``SkeletonError/sequenceTooLarge(frames:bytesPerFrame:)`` when
    /// `distinctFrames` frames of `bytesPerFrame` bytes each would hold more than
    /// ``maximumSequenceBytes``.
    public static func checkSequenceSize(distinctFrames: Int, bytesPerFrame: Int) throws(SkeletonError) {
        guard bytesPerFrame > 0, distinctFrames > maximumSequenceBytes / bytesPerFrame else { return }
        throw .sequenceTooLarge(frames: distinctFrames, bytesPerFrame: bytesPerFrame)
    }
}
