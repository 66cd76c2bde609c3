import CCairoPango
import Foundation

/// A Pango font map bound to ``FontConfiguration/shared``, one per thread: Pango's font
/// maps are not thread-safe, so each thread that renders gets its own.
final class FontMap {
    // MARK: - Properties

    private static let threadKey = "dscompile.Render.FontMap"

    let pointer: UnsafeMutablePointer<PangoFontMap>
    private let fontOptions: OpaquePointer

    // MARK: - Initializers

    private init(configuration: FontConfiguration) {
        pointer = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
        pango_fc_font_map_set_config(OpaquePointer(pointer), configuration.config)
        // Same pixels everywhere: grey antialiasing, no hinting, unhinted metrics.
        fontOptions = cairo_font_options_create()
        cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(fontOptions, CAIRO_SUBPIXEL_ORDER_DEFAULT)
    }

    deinit {
        cairo_font_options_destroy(fontOptions)
        g_object_unref(pointer)
    }

    // MARK: - Access

    /// This thread's font map, made on first use.
    static func current() throws(RenderError) -> FontMap {
        let dictionary = Thread.current.threadDictionary
        if let map = dictionary[threadKey] as? FontMap { return map }
        let map = FontMap(configuration: try FontConfiguration.shared.get())
        dictionary[threadKey] = map
        return map
    }

    /// A new Pango context on this map, with 1 pt = 1 unit of user space and glyph
    /// positions left unrounded. The caller owns the returned reference.
    func makeContext() -> OpaquePointer {
        let context = pango_font_map_create_context(pointer)!
        pango_cairo_context_set_resolution(context, 72)
        pango_cairo_context_set_font_options(context, fontOptions)
        pango_context_set_round_glyph_positions(context, 0)
        return context
    }
}
