import CCairoPango
import Foundation

/// A Pango font map bound to ``FontConfiguration/shared``, one per thread: Pango's font
/// maps are not thread-safe, so each thread that renders gets its own, and every Pango
/// object made on a map is used and released on that map's thread only.
///
/// An object released on another thread (a ``TextLayout`` that a task carried to another
/// thread and dropped there) waits in the map's queue and is unreferenced the next time
/// the map's own thread asks for it, or when the map itself goes. A thread that stays
/// alive but never renders again keeps its queue until it exits: at most the Pango
/// contexts and layouts of the text layouts dropped elsewhere, a few kilobytes each.
/// (Unreferencing them from another thread could race with the map's own thread.)
final class FontMap: @unchecked Sendable {
    // MARK: - Nested types

    /// A GObject reference that only crosses threads to be queued, never to be used.
    private struct QueuedReference: @unchecked Sendable {
        let pointer: UnsafeMutableRawPointer
    }

    // MARK: - Properties

    /// The thread-specific slot holding each thread's map, retained; the thread releases
    /// it when it exits. (A thread dictionary costs a hashed string lookup, and every
    /// text layout asks several times.)
    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<FontMap>.fromOpaque(pointer).release()
        }
        precondition(created == 0, "no thread-specific key left for the font map")
        return key
    }()

    let pointer: UnsafeMutablePointer<PangoFontMap>
    private let fontOptions: OpaquePointer
    private let queueLock = NSLock()
    private var queuedReleases: [QueuedReference] = []

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
        // The map goes on its own thread when that thread exits, or, when a
        // PangoLayoutState outlived the thread, on the thread that drops the last state.
        // Either way its thread has stopped using it and every other holder has released
        // its objects (queued above), so nothing else touches these Pango objects now.
        drainQueue()
        cairo_font_options_destroy(fontOptions)
        g_object_unref(pointer)
    }

    // MARK: - Access

    /// This thread's font map, made on first use.
    static func current() throws(RenderError) -> FontMap {
        current(configuration: try FontConfiguration.shared.get())
    }

    /// This thread's font map, made on first use with `configuration`.
    static func current(configuration: FontConfiguration) -> FontMap {
        if let pointer = pthread_getspecific(threadKey) {
            let map = Unmanaged<FontMap>.fromOpaque(pointer).takeUnretainedValue()
            map.drainQueue()
            return map
        }
        let map = FontMap(configuration: configuration)
        pthread_setspecific(threadKey, Unmanaged.passRetained(map).toOpaque())
        return map
    }

    /// Whether this map is the current thread's.
    var isCurrent: Bool {
        pthread_getspecific(Self.threadKey) == Unmanaged.passUnretained(self).toOpaque()
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

    // MARK: - Releasing

    /// Unreferences GObjects made on this map: now on its own thread, otherwise when its
    /// thread next asks for the map.
    func release(_ objects: [UnsafeMutableRawPointer]) {
        if isCurrent {
            objects.forEach { g_object_unref($0) }
        } else {
            let queued = objects.map(QueuedReference.init)
            queueLock.withLock { queuedReleases += queued }
        }
    }

    private func drainQueue() {
        let queued = queueLock.withLock {
            defer { queuedReleases = [] }
            return queuedReleases
        }
        queued.forEach { g_object_unref($0.pointer) }
    }
}
