import CCairoPango
import TokenValues

// MARK: - Cairo source

/// Sets `color` (straight alpha, components in 0…1) as the source of the Cairo `context`:
/// what it paints, fills, strokes and shows glyphs with next.
func setSource(_ color: Color, on context: OpaquePointer) {
    cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
}
