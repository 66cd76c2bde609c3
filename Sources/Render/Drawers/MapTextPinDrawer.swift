import Foundation
import TokenValues

/// Draws map annotation images: a text in a rounded bubble with an arrow underneath whose
/// tip marks the place (COMPONENTS.md, "MapTextPinDrawer"). Images are cached by text and
/// selection; changing any part of ``configuration`` empties the cache.
///
/// `Sendable`: the configuration and the cache sit behind a lock, and drawing happens
/// outside it, so tasks may ask for pins in parallel. An image drawn with a configuration
/// that changed meanwhile is returned to its caller but not cached.
public final class MapTextPinDrawer: @unchecked Sendable {
    // MARK: - Nested types

    /// What the cache is keyed by (step 6).
    private struct CacheKey: Hashable {
        let text: String
        let selected: Bool
    }

    // MARK: - Properties

    /// The anchor of every pin image, as a fraction of its size: the arrow's tip.
    public static let anchor = CGPoint(x: 0.5, y: 1.0)

    /// The most images kept; past it the cache starts again empty, so a map that shows
    /// ever new texts does not grow without bound.
    public let cacheLimit: Int

    private let lock = NSLock()
    private var storedConfiguration: Configuration
    private var cache: [CacheKey: MapTextPinImage] = [:]
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

    /// A drawer of pins as `configuration` describes them, keeping at most `cacheLimit`
    /// images (at least 1).
    public init(configuration: Configuration = Configuration(), cacheLimit: Int = 512) {
        self.storedConfiguration = configuration
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

    /// The pin for `text`, from the cache or drawn now.
    ///
    /// Throws ``RenderError/invalidSize(width:height:)`` when the pin would be larger than
    /// a canvas may be (a text of thousands of characters), ``RenderError/invalidScale(_:)``
    /// for a scale other than 1, 2 or 3, and the text layout's errors (a text over 1 MiB,
    /// a typography with no family).
    public func image(for text: String, selected: Bool = false) throws(RenderError) -> MapTextPinImage {
        let key = CacheKey(text: text, selected: selected)
        let (configuration, generation, cached) = lock.withLock { (storedConfiguration, self.generation, cache[key]) }
        if let cached { return cached }
        let pin = try Self.draw(text, selected: selected, configuration: configuration)
        lock.withLock {
            guard generation == self.generation else { return }
            if cache.count >= cacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[key] = pin
        }
        return pin
    }

    /// Where the parts of the pin for `text` go, without drawing it (a view's intrinsic
    /// size). Throws the text layout's errors.
    public func geometry(for text: String) throws(RenderError) -> MapTextPinGeometry {
        try Self.geometry(for: text, configuration: configuration)
    }

    /// Where the parts of the pin for `text` go with `configuration`, without drawing it
    /// or touching a cache. Colors and scale do not change it. A text with nothing to see
    /// (empty, or only spaces) is ``MapTextPinGeometry/none``.
    public static func geometry(for text: String, configuration: Configuration) throws(RenderError) -> MapTextPinGeometry {
        guard !text.allSatisfy(\.isWhitespace) else { return .none }
        return geometry(of: try layout(text, configuration: configuration), configuration: configuration)
    }

    // MARK: - Private

    /// Draws one pin, steps 1–5: measure, shape, one fill, the text centred at `top`. A
    /// text with nothing to see (empty, or only spaces) draws no bubble (step 8): an empty
    /// image, never a blank bubble.
    private static func draw(_ text: String, selected: Bool, configuration: Configuration) throws(RenderError) -> MapTextPinImage {
        guard !text.allSatisfy(\.isWhitespace) else {
            return MapTextPinImage(image: try PixelImage(width: 0, height: 0, scale: configuration.scale, pixels: []), geometry: .none)
        }
        let layout = try layout(text, configuration: configuration)
        let geometry = geometry(of: layout, configuration: configuration)
        let canvas = try Canvas(size: geometry.imageSize, scale: configuration.scale)
        canvas.fill(geometry.path, color: selected ? configuration.bubbleColorSelected : configuration.bubbleColorNormal)
        canvas.draw(layout, at: geometry.textOrigin)
        return MapTextPinImage(image: try canvas.makeImage(), geometry: geometry)
    }

    /// The geometry around the measured text, centred by its ink.
    private static func geometry(of layout: TextLayout, configuration: Configuration) -> MapTextPinGeometry {
        MapTextPinGeometry(textSize: layout.size(fittingWidth: nil), insets: configuration.edgeInsets,
                           arrowSize: configuration.arrowSize, cornerRadius: configuration.cornerRadius, textInk: layout.inkBounds)
    }

    /// The text on one line with no width limit (step 1). Line breaks in the text are
    /// not followed: a pin is one line. Truncation never happens without a width limit.
    private static func layout(_ text: String, configuration: Configuration) throws(RenderError) -> TextLayout {
        let style = TextStyle(typography: configuration.font, color: configuration.textColor, alignment: .left,
                              numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        return try TextLayout(text: text, style: style)
    }

}
