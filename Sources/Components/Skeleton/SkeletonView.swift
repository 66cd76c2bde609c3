import Foundation
import Render
import TokenModel
import ViewKit

/// A container whose subviews become placeholder shapes while a light band sweeps across
/// them, as SurfUtils' `SkeletonView`: only inside the union of the masking views' rounded
/// rectangles is anything visible (the view's background, its subviews and, above them,
/// the horizontal gradient `[background, moving, background]`).
///
/// Headless, the animation is a function of ``time``: the ``Renderer`` draws the frame at
/// ``time``; ``ShimmerAnimated``'s methods render a frame at any time, a loop's frames,
/// a contact strip and an animated PNG.
public final class SkeletonView: View, LayerMasking, ShimmerAnimated {
    // MARK: - Properties

    /// SurfUtils' default band color, UIKit's `lightGray` at alpha 0.1.
    public static let defaultMovingColor = Themed(Color.lightGray.withAlpha(0.1))
    /// SurfUtils' default placeholder color, UIKit's `lightGray` at alpha 0.7.
    public static let defaultBackgroundColor = Themed(Color.lightGray.withAlpha(0.7))

    /// How long one sweep takes, in seconds (0.5); negative or NaN counts as 0.
    public var movingAnimationDuration: TimeInterval = 0.5
    /// The rest between sweeps, in seconds (1.0); the band waits at its start.
    public var delayBetweenAnimationLoops: TimeInterval = 1.0
    /// Which way the band sweeps (``ShimmerDirection/right``).
    public var direction: ShimmerDirection = .right
    /// The band's width as a fraction of the view's width, clamped to 0…1 when set (NaN
    /// becomes 0, no band).
    public var shimmerRatio: CGFloat = 1 {
        didSet { shimmerRatio = CGFloat(ShimmerBand(ratio: Double(shimmerRatio), direction: direction).ratio) }
    }
    /// The color the masked area shows outside the band.
    public var gradientBackgroundColor: Themed<Color> = SkeletonView.defaultBackgroundColor
    /// The color at the band's middle.
    public var gradientMovingColor: Themed<Color> = SkeletonView.defaultMovingColor
    /// The moment of the animation the view is drawn at, in seconds from the start of a loop.
    public var time: TimeInterval = 0
    /// Where the band and the background color are painted inside the mask: the whole mask
    /// (``ShimmerArea/mask``, SurfUtils'), or only the placeholder shapes in it.
    public var shimmerArea: ShimmerArea = .mask
    /// Whether the band runs, as SurfUtils' `shimmering`: when `false` the masked views show
    /// only ``gradientBackgroundColor``. `true` by default, unlike SurfUtils' view (which
    /// starts still until `shimmering = true`): a render is one moment of the animation at
    /// ``time``, and every skeleton here is drawn to show it.
    public var shimmering = true

    /// The views whose rounded frames make the mask: the ones chosen, else every direct
    /// subview. Views later removed from the skeleton are left out.
    ///
    /// Setting it is SurfUtils' `skeletonView.maskingViews = [view1, view2]`: as
    /// ``setMaskingViews(_:)``, but an assignment cannot throw, so a view that is not a
    /// direct subview makes the render fail with
    /// ``SkeletonError/maskingViewNotASubview(_:)`` (from ``maskPath()``) instead.
    public var maskingViews: [View] {
        get {
            guard let chosen = chosenMaskingViews else { return subviews }
            return chosen.compactMap(\.view).filter { $0.superview === self }
        }
        set {
            do {
                try setMaskingViews(newValue)
                rejectedMaskingView = nil
            } catch {
                rejectedMaskingView = error
            }
        }
    }

    /// When the band is where.
    public var timing: ShimmerTiming {
        ShimmerTiming(movingDuration: movingAnimationDuration, delay: delayBetweenAnimationLoops)
    }

    /// The band's ratio and direction.
    public var band: ShimmerBand {
        ShimmerBand(ratio: Double(shimmerRatio), direction: direction)
    }

    /// The stop locations at ``time``.
    public var currentStops: ShimmerBand.Stops { bandStops(at: time) }

    /// One loop, `movingAnimationDuration + delayBetweenAnimationLoops` (``ShimmerAnimated``).
    public var loopDuration: TimeInterval { timing.loopDuration }

    /// The masking views chosen, held weakly as UIKit's mask paths do not keep views alive.
    private var chosenMaskingViews: [WeakView]?
    /// Why the last assignment to ``maskingViews`` was refused, thrown when the mask is made.
    private(set) var rejectedMaskingView: SkeletonError?

    // MARK: - Band

    /// The stop locations at `time` (``ShimmerAnimated``).
    public func bandStops(at time: TimeInterval) -> ShimmerBand.Stops {
        band.stops(at: time, timing: timing)
    }

    // MARK: - Masking views

    /// Makes the mask of `views` only (`nil`: every direct subview, the default). A view
    /// that is not a direct subview is ``SkeletonError/maskingViewNotASubview(_:)`` and
    /// leaves the choice as it was.
    public func setMaskingViews(_ views: [View]?) throws(SkeletonError) {
        rejectedMaskingView = nil
        guard let views else {
            chosenMaskingViews = nil
            return
        }
        if let stranger = views.first(where: { $0.superview !== self }) {
            throw .maskingViewNotASubview(View.describe(stranger))
        }
        chosenMaskingViews = views.map(WeakView.init)
    }

    /// The union of one rounded rectangle per masking view: its frame with its own corner
    /// radius at its masked corners. Views with an empty or negative size add nothing; a non-finite
    /// frame or radius is ``SkeletonError/nonFiniteGeometry(_:)``.
    public func maskPath() throws(SkeletonError) -> Path {
        if let rejectedMaskingView { throw rejectedMaskingView }
        var path = Path()
        for view in maskingViews {
            try Self.addShape(of: view, offset: .zero, to: &path)
        }
        return path
    }

    // MARK: - LayerMasking

    /// The union of the masking views' rounded rectangles (``maskPath()``).
    public func layerMask(in theme: Theme) throws -> Path? {
        try maskPath()
    }

    /// The horizontal gradient over the whole bounds at ``time``, inside the placeholder
    /// shapes only with ``ShimmerArea/placeholders``; Cairo's pad extend paints the
    /// background color outside `[l0, l2]`, as the spec's end colors extend.
    public func drawAboveSubviews(in context: RenderContext) throws {
        let bounds = self.bounds
        guard bounds.width > 0, bounds.height > 0 else { return }
        guard shimmerArea == .placeholders else { return drawBand(in: context) }
        let placeholders = try placeholderPath(in: context.theme)
        guard !placeholders.isEmpty else { return }
        context.canvas.withSavedState {
            context.canvas.clip(to: placeholders)
            drawBand(in: context)
        }
    }

    // MARK: - Private

    /// The band at ``time`` (or the background color alone when it does not run) over the
    /// bounds, in the clip the canvas has.
    private func drawBand(in context: RenderContext) {
        let bounds = self.bounds
        let background = gradientBackgroundColor.resolved(in: context.theme)
        let moving = gradientMovingColor.resolved(in: context.theme)
        let stops = currentStops
        guard shimmering, band.isVisible, stops.l2 > stops.l0 else {
            context.canvas.fill(bounds, color: background)
            return
        }
        let gradient = Gradient(stops: [
            .init(color: background, position: 0),
            .init(color: moving, position: (stops.l1 - stops.l0) / (stops.l2 - stops.l0)),
            .init(color: background, position: 1),
        ])
        let fill = Fill.linearGradient(gradient, start: CGPoint(x: stops.l0 * bounds.width, y: 0),
                                       end: CGPoint(x: stops.l2 * bounds.width, y: 0))
        context.canvas.fill(Path(rect: background.alpha == 0 ? bandRect(stops, in: bounds) : bounds), with: fill)
    }

    /// The part of `bounds` the band can paint when the background is transparent: from a
    /// whole point before the band's start to one past its end, so every pixel it leaves out
    /// would have had a transparent color drawn over it, which changes nothing. (The canvas
    /// draws the band from one row across the canvas, so the pixels inside stay the same.)
    private func bandRect(_ stops: ShimmerBand.Stops, in bounds: CGRect) -> CGRect {
        let left = max(bounds.minX, (stops.l0 * bounds.width).rounded(.down) - 1)
        let right = min(bounds.maxX, (stops.l2 * bounds.width).rounded(.up) + 1)
        guard right > left else { return .zero }
        return CGRect(x: left, y: bounds.minY, width: right - left, height: bounds.height)
    }
}
