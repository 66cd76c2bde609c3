import Foundation
import Render
import TokenModel
import ViewKit

/// A map annotation: a text in a bubble with an arrow underneath, drawn by Render's
/// ``MapTextPinDrawer``. Its intrinsic size is the pin image's, and the arrow's tip is at
/// ``anchorPoint`` `(0.5, 1.0)` of the view, where a map puts the coordinate.
///
/// Colors are themed and resolved when the view draws; the view keeps one drawer per
/// theme, so redrawing a pin in the same theme comes from that drawer's cache.
open class MapTextPinView: View {
    // MARK: - Properties

    /// The text in the bubble, on one line; an empty text draws no pin (zero size).
    public var text = ""
    /// Whether the bubble has the selected color.
    public var isSelected = false
    /// The font of the text (Roboto Medium 14 by default).
    public var font: Typography = MapTextPinDrawer.Configuration.defaultFont
    /// The color of the text.
    public var textColor = Themed(Color(srgbHex: 0xFFFFFF))
    /// The bubble's color when not selected.
    public var bubbleColorNormal = Themed(Color(srgbHex: 0x1F6FEB))
    /// The bubble's color when selected.
    public var bubbleColorSelected = Themed(Color(srgbHex: 0xF97316))
    /// The space between the text and the bubble's edges.
    public var edgeInsets = EdgeInsets(all: 6)
    /// The arrow's base width and height.
    public var arrowSize = CGSize(width: 10, height: 5)
    /// The radius of the bubble's corners (the view's own ``View/cornerRadius`` still
    /// rounds its background and clipping).
    public var bubbleCornerRadius: CGFloat = 8

    /// Where the map's coordinate goes, as a fraction of the view's size: the arrow's tip.
    public var anchorPoint: CGPoint { MapTextPinDrawer.anchor }

    private var drawers: [Theme: MapTextPinDrawer] = [:]

    // MARK: - Initializers

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentHuggingPriority = .labelHugging
    }

    /// No view from a nib: there are none on Linux (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Configuration

    /// The drawer's configuration in `theme` at `scale`.
    public func configuration(in theme: Theme, scale: Int) -> MapTextPinDrawer.Configuration {
        MapTextPinDrawer.Configuration(
            font: font,
            textColor: textColor.resolved(in: theme),
            bubbleColorNormal: bubbleColorNormal.resolved(in: theme),
            bubbleColorSelected: bubbleColorSelected.resolved(in: theme),
            edgeInsets: edgeInsets,
            arrowSize: arrowSize,
            cornerRadius: bubbleCornerRadius,
            scale: scale
        )
    }

    /// The pin image in `theme` at `scale`, from the theme's drawer.
    public func pinImage(in theme: Theme, scale: Int) throws -> MapTextPinImage {
        let configuration = configuration(in: theme, scale: scale)
        let drawer = drawers[theme] ?? MapTextPinDrawer(configuration: configuration, cacheLimit: 64)
        drawers[theme] = drawer
        // Equal values keep the cache; a changed property empties it.
        drawer.configuration = configuration
        return try drawer.image(for: text, selected: isSelected)
    }

    // MARK: - Layout

    /// The pin image's size in points.
    open override func intrinsicContentSize(fittingWidth width: CGFloat?) throws -> CGSize? {
        try MapTextPinDrawer.geometry(for: text, configuration: configuration(in: .defaults, scale: 1)).imageSize
    }

    // MARK: - Drawing

    /// Draws the pin unscaled with its tip at the middle of the bottom edge, so the
    /// anchor stays `(0.5, 1.0)` of the view in any frame. An empty text draws nothing.
    open override func draw(in context: RenderContext) throws {
        let pin = try pinImage(in: context.theme, scale: context.canvas.scale)
        guard !pin.geometry.isNone else { return }
        let origin = CGPoint(x: bounds.midX - pin.size.width / 2, y: bounds.maxY - pin.size.height)
        context.canvas.draw(pin.image, in: CGRect(origin: origin, size: pin.size))
    }
}
