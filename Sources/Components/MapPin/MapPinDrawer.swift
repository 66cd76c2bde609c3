import Foundation
import Render
import TokenValues

/// Draws map annotation images: a text in a rounded bubble with an arrow underneath whose
/// tip marks the place, as SurfUtils' `MapTextPinDrawer` (COMPONENTS.md, "Map pin"). Images
/// are cached by text, selection and theme; changing any part of ``configuration`` empties
/// the cache.
///
/// `Sendable`: the configuration and the cache sit behind a lock, and drawing happens
/// outside it, so tasks may ask for pins in parallel. An image drawn with a configuration
/// that changed meanwhile is returned to its caller but not cached.
public final class MapPinDrawer: @unchecked Sendable {
    // MARK: - Nested types

    /// What the cache is keyed by (step 6).
    private struct CacheKey: Hashable {
        let text: String
        let selected: Bool
        let theme: Theme
    }

    // MARK: - Properties

    /// The anchor of every pin image, as a fraction of its size: the arrow's tip.
    public static let anchor = CGPoint(x: 0.5, y: 1.0)

    /// The most images kept; past it the cache starts again empty, so a map that shows
    /// ever new texts does not grow without bound.
    public let cacheLimit: Int
    /// Pixels per point of the images: 1, 2 or 3.
    public let scale: Int

    private let lock = NSLock()
    private var storedConfiguration: Configuration
    private var cache: [CacheKey: MapPinImage] = [:]
    /// Counts configuration changes, so an image drawn under an older one is not cached.
    private var generation = 0

    /// How pins look. Setting a different value empties the cache; setting an equal one
    /// keeps it.
    public var configuration: Configuration {
        get { lock.withLock { storedConfiguration } }
        set { update { $0 = newValue } }
    }

    /// How many images the cache holds.
    public var cachedImageCount: Int {
        lock.withLock { cache.count }
    }

    // MARK: - Initializers

    /// A drawer of pins as `configuration` describes them at `scale`, keeping at most
    /// `cacheLimit` images (at least 1).
    public init(configuration: Configuration = Configuration(), scale: Int = 2, cacheLimit: Int = 512) {
        self.storedConfiguration = configuration
        self.scale = scale
        self.cacheLimit = max(1, cacheLimit)
    }

    // MARK: - Configuring

    /// Changes the configuration in one step; the cache is emptied when it differs after.
    public func update(_ change: (inout Configuration) -> Void) {
        lock.withLock {
            var configuration = storedConfiguration
            change(&configuration)
            guard configuration != storedConfiguration else { return }
            storedConfiguration = configuration
            cache.removeAll()
            generation += 1
        }
    }

    // MARK: - Drawing

    /// The pin for `text` with the colors of `theme`, from the cache or drawn now.
    ///
    /// Throws ``RenderError/invalidSize(width:height:)`` when the pin would be larger than
    /// a canvas may be (a text of thousands of characters), ``RenderError/invalidScale(_:)``
    /// for a scale other than 1, 2 or 3, and the text layout's errors (a text over 1 MiB,
    /// a typography with no family).
    public func image(for text: String, selected: Bool = false, in theme: Theme = .defaults) throws(RenderError) -> MapPinImage {
        let key = CacheKey(text: text, selected: selected, theme: theme)
        let (configuration, generation, cached) = lock.withLock { (storedConfiguration, self.generation, cache[key]) }
        if let cached { return cached }
        let pin = try Self.draw(text, selected: selected, theme: theme, scale: scale, configuration: configuration)
        lock.withLock {
            guard generation == self.generation else { return }
            if cache.count >= cacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[key] = pin
        }
        return pin
    }

    /// Where the parts of the pin for `text` go, without drawing it (a view's intrinsic
    /// size). Throws the text layout's errors.
    public func geometry(for text: String) throws(RenderError) -> MapPinGeometry {
        try Self.geometry(for: text, configuration: configuration)
    }

    /// Where the parts of the pin for `text` go with `configuration`, without drawing it
    /// or touching a cache. Colors, theme and scale do not change it. A text with nothing
    /// to see (empty, or only spaces) is ``MapPinGeometry/none``.
    public static func geometry(for text: String, configuration: Configuration) throws(RenderError) -> MapPinGeometry {
        guard !text.allSatisfy(\.isWhitespace) else { return .none }
        return geometry(of: try layout(text, color: configuration.textColor.defaultValue, configuration: configuration),
                        configuration: configuration)
    }

    // MARK: - Private

    /// Draws one pin, steps 1–5: measure, shape, one fill, the text centred at `top`. A
    /// text with nothing to see (empty, or only spaces) draws no bubble (step 8): an empty
    /// image, never a blank bubble.
    private static func draw(_ text: String, selected: Bool, theme: Theme, scale: Int,
                             configuration: Configuration) throws(RenderError) -> MapPinImage {
        guard !text.allSatisfy(\.isWhitespace) else {
            return MapPinImage(image: try PixelImage(width: 0, height: 0, scale: scale, pixels: []), geometry: .none)
        }
        let layout = try layout(text, color: configuration.textColor.resolved(in: theme), configuration: configuration)
        let geometry = geometry(of: layout, configuration: configuration)
        let canvas = try Canvas(size: geometry.imageSize, scale: scale)
        let bubble = selected ? configuration.bubbleColorSelected : configuration.bubbleColorNormal
        canvas.fill(geometry.path, color: bubble.resolved(in: theme))
        canvas.draw(layout, at: geometry.textOrigin)
        return MapPinImage(image: try canvas.makeImage(), geometry: geometry)
    }

    /// The geometry around the measured text, centred by its ink.
    private static func geometry(of layout: TextLayout, configuration: Configuration) -> MapPinGeometry {
        MapPinGeometry(textSize: layout.size(fittingWidth: nil), insets: configuration.edgeInsets,
                       arrowSize: configuration.arrowSize, cornerRadius: configuration.bubbleCornerRadius, textInk: layout.inkBounds)
    }

    /// The text on one line with no width limit (step 1). Line breaks in the text are
    /// not followed: a pin is one line. Truncation never happens without a width limit.
    private static func layout(_ text: String, color: Color, configuration: Configuration) throws(RenderError) -> TextLayout {
        let style = TextStyle(typography: configuration.font, color: color, alignment: .left,
                              numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        return try TextLayout(text: text, style: style)
    }
}
