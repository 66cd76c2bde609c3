import Foundation
import Render
import TokenModel

/// An on/off switch as `UISwitch` draws its default look: a fixed 51 × 31 points, a stadium
/// track filled with ``onTintColor`` when on and a light grey when off, and a round thumb
/// 2 points inside the track, at the right end when on. For a switch of any size, shape
/// or colors, SurfUtils' ``CustomSwitch`` is the one to use.
///
/// The colors are the light appearance's of Apple's Human Interface Guidelines; a themed
/// ``onTintColor`` or ``thumbTintColor`` follows the theme. The thumb is drawn without
/// the small shadow a device gives it.
open class Switch: View {
    // MARK: - Constants

    /// `UISwitch`'s fixed size.
    public static let defaultSize = CGSize(width: 51, height: 31)
    /// The track when on, without an ``onTintColor``: the guidelines' system green.
    public static let defaultOnTintColor = Color(srgbHex: 0x34C759)
    /// The track when off: the guidelines' secondary system fill, `#787880` at 16 %.
    public static let offTrackColor = Color(srgbHex: 0x787880, alpha: 0.16)
    /// The gap between the thumb and the track's edges.
    public static let thumbInset: CGFloat = 2

    // MARK: - Properties

    /// Whether the switch is on; off by default, as `UISwitch`.
    public var isOn = false
    /// The track's color when on; `nil` for ``defaultOnTintColor``.
    public var onTintColor: UIColor?
    /// The thumb's color; `nil` for white.
    public var thumbTintColor: UIColor?

    // MARK: - Initializers

    /// A switch that holds on to its size, as `UISwitch`: content hugging 750
    /// (`.defaultHigh`) on both axes, so a label beside it takes the room left.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentHuggingPriority = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
    }

    /// No view from a nib: there are none on Linux (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - State

    /// Turns the switch on or off, as `setOn(_:animated:)`. A render is one moment, so the
    /// switch is drawn at rest in the new state either way.
    public func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    // MARK: - Layout

    /// ``defaultSize``, as a `UISwitch` sizes itself.
    open override func intrinsicContentSize(fittingWidth width: CGFloat?) throws -> CGSize? {
        Self.defaultSize
    }

    // MARK: - Drawing

    /// Draws the track and the thumb within the bounds; a switch with no area draws nothing.
    open override func draw(in context: RenderContext) throws {
        let bounds = self.bounds
        guard bounds.width.isFinite, bounds.height.isFinite, bounds.width > 0, bounds.height > 0 else { return }
        let canvas = context.canvas, theme = context.theme
        let trackColor = isOn ? onTintColor?.resolved(in: theme) ?? Self.defaultOnTintColor : Self.offTrackColor
        canvas.fill(Path(roundedRect: bounds, cornerRadius: bounds.height / 2), color: trackColor)
        let side = max(0, min(bounds.height, bounds.width) - 2 * Self.thumbInset)
        guard side > 0 else { return }
        let x = isOn ? bounds.width - Self.thumbInset - side : Self.thumbInset
        let thumb = CGRect(x: x, y: (bounds.height - side) / 2, width: side, height: side)
        canvas.fill(Path(roundedRect: thumb, cornerRadius: side / 2), color: thumbTintColor?.resolved(in: theme) ?? .white)
    }
}
