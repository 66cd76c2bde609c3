import ImageDiff
import Render

// MARK: - Images

extension Snapshotting where Value == PixelImage {
    /// The image as it is, compared as `ComparisonOptions.default` says:
    /// `Snapshots/<suite>/<name>@<scale>x.png`.
    public static var image: Snapshotting<PixelImage> { image() }

    /// The image as it is, passing while no more pixels than `tolerance` differ by more than
    /// the YIQ `threshold` (0 to 1; anti-aliasing is ignored).
    public static func image(
        tolerance: ComparisonTolerance = ComparisonOptions.default.tolerance,
        threshold: Double = ComparisonOptions.default.threshold
    ) -> Snapshotting<PixelImage> {
        Snapshotting(options: options(tolerance: tolerance, threshold: threshold)) { $0 }
    }
}

// MARK: - Frame sequences

extension Snapshotting where Value == [PixelImage] {
    /// Each frame against its own reference, `Snapshots/<suite>/<name>.<index>@<scale>x.png`
    /// (index from 0), compared as `ComparisonOptions.default` says. One file a frame keeps
    /// each reference small, and a failure names the frame.
    public static var frames: Snapshotting<[PixelImage]> { frames() }

    /// Each frame against its own reference, as ``frames``, with `tolerance` and `threshold`
    /// as ``Snapshotting/image(tolerance:threshold:)`` takes them (for each frame).
    public static func frames(
        tolerance: ComparisonTolerance = ComparisonOptions.default.tolerance,
        threshold: Double = ComparisonOptions.default.threshold
    ) -> Snapshotting<[PixelImage]> {
        Snapshotting(options: options(tolerance: tolerance, threshold: threshold)) { frames in
            frames.enumerated().map { SnapshotImage($0.element, suffix: ".\($0.offset)") }
        }
    }
}
