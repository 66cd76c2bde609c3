import Builders
import Foundation
import ImageDiff
import Render
import TokenValues

// MARK: - Views

extension Snapshotting where Value: View {
    /// The view at its fitting size (`LayoutSize.compressed`), at scale 2 in the default
    /// theme, on a transparent background.
    public static var image: Snapshotting<Value> { image() }

    /// The view laid out at `size` and drawn by a `Renderer`.
    ///
    /// - Parameters:
    ///   - size: the layout size: `.fixed(CGSize(width: 320, height: 480))`, or fitting
    ///     per axis (`.fitting(width: .atMost(288))`); by default the fitting size.
    ///   - scale: pixels a point, 1 to 3; the reference is `<name>@<scale>x.png`.
    ///   - theme: the theme every `Themed` value resolves in; a theme other than
    ///     `Theme.defaults` appends `.<theme>` to the reference's name (`card.dark@2x.png`).
    ///   - padding: background around the view, in points.
    ///   - background: what the picture is filled with before the view is drawn;
    ///     transparent when `nil`.
    ///   - tolerance: how many differing pixels (or what share) still pass.
    ///   - threshold: the YIQ color distance, 0 to 1, under which a pixel counts as equal
    ///     (pixelmatch's `threshold`); by default 0, exact but for proven anti-aliasing, so a
    ///     token color changed by one level fails. pixelmatch's 0.1 is perceptual and lets
    ///     such small changes pass.
    public static func image(
        size: LayoutSize = .compressed,
        scale: Int = 2,
        theme: Theme = .defaults,
        padding: CGFloat = 0,
        background: Themed<Color>? = nil,
        tolerance: ComparisonTolerance = ComparisonOptions.default.tolerance,
        threshold: Double = ComparisonOptions.default.threshold
    ) -> Snapshotting<Value> {
        let drawing = ViewDrawing(size: size, scale: scale, theme: theme, padding: padding, background: background)
        return Snapshotting(options: options(tolerance: tolerance, threshold: threshold)) { view in
            [SnapshotImage(try drawing.image(of: view), suffix: drawing.suffix)]
        }
    }

    /// The view laid out exactly `width` points wide and as high as it fits
    /// (`LayoutSize.fitting(width: .exactly(width))`): a phone-wide cell, say. The other
    /// parameters are ``image(size:scale:theme:padding:background:tolerance:threshold:)``'s.
    public static func image(
        width: CGFloat,
        scale: Int = 2,
        theme: Theme = .defaults,
        padding: CGFloat = 0,
        background: Themed<Color>? = nil,
        tolerance: ComparisonTolerance = ComparisonOptions.default.tolerance,
        threshold: Double = ComparisonOptions.default.threshold
    ) -> Snapshotting<Value> {
        image(size: .fitting(width: .exactly(width)), scale: scale, theme: theme, padding: padding,
              background: background, tolerance: tolerance, threshold: threshold)
    }
}

// MARK: - Animations

extension Snapshotting where Value: AnyObject {
    /// An animation's frames, each against its own reference,
    /// `<name>[<suffix>].<index>@<scale>x.png` (index from 0): for each time, `setTime` sets
    /// the value (a view, say) to that moment, and `strategy` draws it.
    ///
    /// ```swift
    /// let shimmer = Snapshotting<SkeletonView>.frames(at: .evenly(count: 8, over: card.loopDuration),
    ///                                                 as: .image(size: .fixed(cardSize), theme: DesignTokens.Themes.Theme.dark)) { card, time in
    ///     card.time = time
    /// }
    /// assertSnapshot(of: card, as: shimmer, named: "shimmer")   // shimmer.dark.0@2x.png … shimmer.dark.7@2x.png
    /// ```
    public static func frames(
        at times: FrameTimes,
        as strategy: Snapshotting<Value>,
        _ setTime: @escaping @Sendable (Value, Double) -> Void
    ) -> Snapshotting<Value> {
        let snapshot = strategy.snapshot
        var frames = Snapshotting(options: strategy.options) { value in
            try times.times.enumerated().flatMap { index, time in
                setTime(value, time)
                return try snapshot(value).map { SnapshotImage($0.image, suffix: "\($0.suffix).\(index)") }
            }
        }
        frames.checks = strategy.checks
        return frames
    }
}

/// The moments of an animation that ``Snapshotting/frames(at:as:_:)``
/// draws, in seconds: a list (`[0, 0.1, 0.25]`) or ``evenly(count:over:)``.
public struct FrameTimes: Sendable, Hashable, ExpressibleByArrayLiteral {
    // MARK: - Properties

    /// The times, in the order the frames are numbered.
    public var times: [Double]

    // MARK: - Initializers

    /// Frames at `times`.
    public init(_ times: [Double]) {
        self.times = times
    }

    public init(arrayLiteral times: Double...) {
        self.init(times)
    }

    /// `count` frames evenly spread over `duration` seconds from time 0, the last
    /// `duration / count` before the end, so a loop's frames do not repeat its first.
    public static func evenly(count: Int, over duration: Double) -> FrameTimes {
        FrameTimes((0..<max(count, 0)).map { Double($0) * duration / Double(count) })
    }
}

// MARK: - Drawing

/// How the view strategies lay out and draw a view, and the name suffix of its theme.
struct ViewDrawing: Sendable {
    let size: LayoutSize
    let scale: Int
    let theme: Theme
    let padding: CGFloat
    let background: Themed<Color>?

    /// `.<theme>` for a theme other than the default, else nothing.
    var suffix: String { theme == .defaults ? "" : ".\(theme.name)" }

    /// `view` laid out at ``size`` and drawn.
    ///
    /// - Throws: ``SnapshottingError/scale(_:)`` for a scale outside 1…3; layout and
    ///   drawing errors.
    func image(of view: View) throws -> PixelImage {
        guard (1...3).contains(scale) else { throw SnapshottingError.scale(scale) }
        return try Renderer(scale: scale, theme: theme, background: background).render(view, layingOutAt: size, padding: padding)
    }
}

/// A strategy was given what it cannot draw.
public enum SnapshottingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The scale is not 1, 2 or 3.
    case scale(Int)

    public var description: String {
        switch self {
        case .scale(let scale): "the scale is \(scale); use 1, 2 or 3"
        }
    }
}
