import Foundation
import Render
import TokenModel
import ViewKit

/// A switch that adapts to any size, with rounding, insets, gradients, a spring
/// transition and a thumb shadow (SurfUtils' `CustomSwitch`). Disabled, it ignores taps
/// and dims (``Control``).
///
/// For a `W × H` switch the thumb is a square of side `H − 2·spacing` at `y = spacing`,
/// at `x = padding` when off and `W − side − padding` when on, rounded by
/// `side × thumb.cornerRatio`. From the bottom up it draws the track in the off color
/// (radius `H × cornerRatio`), an overlay in the on color with the same radius, opaque
/// when on and transparent when off, and the thumb with its shadow, which the track does
/// not clip.
///
/// Headless, a transition is a picture at a moment: ``transitionProgress`` places the
/// thumb and the overlay's opacity by the spring curve of ``animationsConfiguration``.
public final class CustomSwitch: Control {
    // MARK: - Properties

    /// UIKit's switch size, reported as the intrinsic size so that a switch placed by
    /// constraints without a size looks like a `UISwitch`.
    public static let defaultSize = CGSize(width: 51, height: 31)

    /// Whether the switch is on (the default, as in SurfUtils).
    public var isOn = true
    /// Called with the new value when ``setOn(_:animated:)`` or ``toggle()`` changes it,
    /// as UIKit's `valueChanged` event (SurfUtils' switch sends it).
    public var valueChanged: ((Bool) -> Void)?
    /// The progress, 0 to 1, of the transition that ends in ``isOn``; `nil` (the default)
    /// at rest. Values are clamped; NaN counts as 0.
    public var transitionProgress: Double?

    /// The thumb's insets and the track's rounding.
    public var layoutConfiguration = LayoutConfiguration()
    /// The thumb's rounding and shadow.
    public var thumbConfiguration = ThumbConfiguration()
    /// The colors or gradients of the track, the on overlay and the thumb.
    public var colorsConfiguration = ColorsConfiguration()
    /// The spring transition's timing.
    public var animationsConfiguration = AnimationsConfiguration()

    // MARK: - State

    /// Turns the switch on or off; `animated` starts the transition at progress 0 (draw
    /// it at later moments by setting ``transitionProgress``), otherwise it is at rest.
    public func setOn(_ on: Bool, animated: Bool) {
        let changed = on != isOn
        isOn = on
        transitionProgress = animated ? 0 : nil
        if changed { valueChanged?(on) }
    }

    /// Flips ``isOn``, animated, as a tap does, and calls ``valueChanged``; a disabled
    /// switch stays as it is, as a tap on one does.
    public func toggle() {
        guard isEnabled else { return }
        setOn(!isOn, animated: true)
    }

    // MARK: - Geometry

    /// The thumb's side: the height less the spacing above and below it; 0 when that is
    /// negative or not finite.
    public var thumbSide: CGFloat {
        (bounds.height - 2 * Self.finite(layoutConfiguration.spacing)).asLength
    }

    /// The thumb's frame at rest in state `on`.
    public func thumbFrame(on: Bool) -> CGRect {
        let side = thumbSide, padding = Self.finite(layoutConfiguration.padding)
        let x = on ? bounds.width - side - padding : padding
        return CGRect(x: Self.finite(x), y: Self.finite(layoutConfiguration.spacing), width: side, height: side)
    }

    /// How far along its way from the other state the switch is: the spring curve's value
    /// at ``transitionProgress`` (above 1 while the spring overshoots), 1 at rest.
    public var springValue: Double {
        guard let progress = transitionProgress else { return 1 }
        return animationsConfiguration.curve.value(atProgress: progress)
    }

    /// The thumb's frame now: at rest in ``isOn``'s place, during a transition between the
    /// two places by the spring curve (beyond the end while it overshoots).
    public var thumbFrame: CGRect {
        let from = thumbFrame(on: !isOn), to = thumbFrame(on: isOn)
        guard transitionProgress != nil else { return to }
        let x = from.minX + (to.minX - from.minX) * CGFloat(springValue)
        return CGRect(x: x, y: to.minY, width: to.width, height: to.height)
    }

    /// The on-color overlay's opacity now: 1 on, 0 off, in between by the spring curve
    /// during a transition (clamped to 0…1 where the spring overshoots).
    public var overlayAlpha: Double {
        let value = min(max(springValue, 0), 1)
        return isOn ? value : 1 - value
    }

    /// The track's corner radius: the height times ``LayoutConfiguration/cornerRatio``, at
    /// most half the shorter side.
    public var trackCornerRadius: CGFloat {
        min((bounds.height * Self.finite(layoutConfiguration.cornerRatio)).asLength, (min(bounds.width, bounds.height) / 2).asLength)
    }

    /// The thumb's corner radius: its side times ``ThumbConfiguration/cornerRatio``, at most
    /// half the side.
    public var thumbCornerRadius: CGFloat {
        let side = thumbSide
        return min((side * Self.finite(thumbConfiguration.cornerRatio)).asLength, side / 2)
    }

    // MARK: - Layout

    /// UIKit's switch size, ``defaultSize``.
    public override func intrinsicContentSize(fittingWidth width: CGFloat?) throws -> CGSize? {
        Self.defaultSize
    }

    // MARK: - Drawing

    /// Draws the track, the on overlay and the thumb with its shadow. A switch with no
    /// area (zero, negative or non-finite size) draws nothing.
    public override func draw(in context: RenderContext) throws {
        let bounds = self.bounds
        guard bounds.width.isFinite, bounds.height.isFinite, bounds.width > 0, bounds.height > 0 else { return }
        let canvas = context.canvas, theme = context.theme
        let track = Path(roundedRect: bounds, cornerRadius: trackCornerRadius)
        canvas.fill(track, with: colorsConfiguration.off.fill(for: bounds, in: theme))
        let alpha = overlayAlpha
        if alpha >= 1 {
            canvas.fill(track, with: colorsConfiguration.on.fill(for: bounds, in: theme))
        } else if alpha > 0 {
            canvas.withOpacity(alpha) { canvas.fill(track, with: colorsConfiguration.on.fill(for: bounds, in: theme)) }
        }
        let thumb = thumbFrame
        guard thumb.width > 0, thumb.minX.isFinite else { return }
        let radius = thumbCornerRadius
        if let shadows = thumbConfiguration.shadow?.resolved(in: theme), !shadows.isEmpty {
            canvas.drawShadows(shadows, forRoundedRect: thumb, cornerRadii: CornerRadii(radius))
        }
        canvas.fill(Path(roundedRect: thumb, cornerRadius: radius), with: colorsConfiguration.thumb.fill(for: thumb, in: theme))
    }

    // MARK: - Private

    private static func finite(_ value: CGFloat) -> CGFloat {
        value.isFinite ? value : 0
    }
}
