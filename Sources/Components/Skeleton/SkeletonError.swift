import Foundation

/// Why a skeleton or loading view could not be configured or rendered. Bad input is one
/// of these, never a crash.
public enum SkeletonError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A masking view that is not a direct subview of the skeleton (SurfUtils allows only those).
    case maskingViewNotASubview(String)
    /// A frame time that is NaN or infinite.
    case nonFiniteTime(Double)
    /// A frame rate or frame count that is not a positive finite number.
    case invalidFrameRate(Double)
    /// A sequence longer than ``SkeletonFrames/maximumFrameCount`` frames.
    case tooManyFrames(Double)
    /// A masking view whose frame or corner radius is not finite.
    case nonFiniteGeometry(String)
    /// A sequence whose distinct frames would hold more than
    /// ``SkeletonFrames/maximumSequenceBytes`` bytes of pixels.
    case sequenceTooLarge(frames: Int, bytesPerFrame: Int)

    /// What went wrong, for messages.
    public var description: String {
        switch self {
        case .maskingViewNotASubview(let view):
            "masking view \(view) is not a direct subview of the skeleton view"
        case .nonFiniteTime(let time):
            "the frame time \(time) is not a finite number of seconds"
        case .invalidFrameRate(let rate):
            "\(rate) is not a positive, finite frame rate or frame count"
        case .tooManyFrames(let count):
            "\(count) frames is more than the \(SkeletonFrames.maximumFrameCount) a sequence may have"
        case .nonFiniteGeometry(let what):
            "\(what) is not finite"
        case .sequenceTooLarge(let frames, let bytes):
            "\(frames) distinct frames of \(bytes) bytes each are more than the \(SkeletonFrames.maximumSequenceBytes) bytes a sequence may hold; use fewer frames or a smaller view"
        }
    }
}
