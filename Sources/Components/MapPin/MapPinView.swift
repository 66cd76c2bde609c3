import Foundation
import Render
import TokenValues
import ViewKit

/// A map annotation: a text in a bubble with an arrow underneath, drawn by
/// ``MapPinDrawer``. Its intrinsic size is the pin image's, and the arrow's tip is at
/// ``anchorPoint`` `(0.5, 1.0)` of the view, where a map puts the coordinate.
///
/// How it looks is one ``MapPinDrawer/Configuration``, ``configuration``, whose fields read
/// and write as the view's own (`pin.font`, `pin.textColor`, `pin.bubbleColorNormal`,
/// `pin.bubbleColorSelected`, `pin.edgeInsets`, `pin.arrowSize`, `pin.bubbleCornerRadius`),
/// so a property of the pin is declared once, in the configuration. Colors are themed and
/// resolved when the view draws; the view keeps one drawer per scale, so redrawing a pin in
/// a theme it was drawn in comes from that drawer's cache.
@dynamicMemberLookup
open class MapPinView: View {
    // MARK: - Properties

    /// The text in the bubble, on one line; an empty text draws no pin (zero size).
    public var text = ""
    /// Whether the bubble has the selected color.
    public var isSelected = false
    /// How the pin looks (every default is COMPONENTS.md's).
    public var configuration = MapPinDrawer.Configuration()

    /// Where the map's coordinate goes, as a fraction of the view's size: the arrow's tip.
    public var anchorPoint: CGPoint { MapPinDrawer.anchor }

    /// Whether the pin draws anything: `false` for a text with nothing to see (empty, or
    /// only spaces), which has no bubble and so no tip. Whatever marks the pin's anchor
    /// (a map's ring, a specimen's marker) draws only for a pin that shows, so an empty pin
    /// leaves nothing behind rather than an anchor ring on its own.
    public var showsPin: Bool { !text.allSatisfy(\.isWhitespace) }

    /// The arrow's tip in the view's bounds (``anchorPoint`` of its size), where a map puts
    /// the coordinate; `nil` when the pin draws nothing (``showsPin``): nothing to anchor.
    public var anchorLocation: CGPoint? {
        guard showsPin else { return nil }
        return CGPoint(x: bounds.minX + bounds.width * anchorPoint.x, y: bounds.minY + bounds.height * anchorPoint.y)
    }

    private var drawers: [Int: MapPinDrawer] = [:]

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

    /// A field of ``configuration``, read and written as the view's own property.
    public subscript<Value>(dynamicMember field: WritableKeyPath<MapPinDrawer.Configuration, Value>) -> Value {
        get { configuration[keyPath: field] }
        set { configuration[keyPath: field] = newValue }
    }

    /// The pin image in `theme` at `scale`, from the scale's drawer.
    public func pinImage(in theme: Theme, scale: Int) throws -> MapPinImage {
        let drawer = drawers[scale] ?? MapPinDrawer(configuration: configuration, scale: scale, cacheLimit: 64)
        drawers[scale] = drawer
        // Equal values keep the cache; a changed property empties it.
        drawer.configuration = configuration
        return try drawer.image(for: text, selected: isSelected, in: theme)
    }

    // MARK: - Layout

    /// The pin image's size in points.
    open override func intrinsicContentSize(fittingWidth width: CGFloat?) throws -> CGSize? {
        try MapPinDrawer.geometry(for: text, configuration: configuration).imageSize
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

// MARK: - TextDrawing

extension MapPinView: TextDrawing {
    /// The pin's text, in its color on the bubble of the current selection state.
    public func drawnTexts(in theme: Theme) throws -> [DrawnText] {
        guard showsPin else { return [] }
        let bubble = isSelected ? configuration.bubbleColorSelected : configuration.bubbleColorNormal
        return [DrawnText(text, color: configuration.textColor.resolved(in: theme), typography: configuration.font,
                          surface: bubble.resolved(in: theme))]
    }
}
