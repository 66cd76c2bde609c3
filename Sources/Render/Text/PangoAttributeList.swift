import CCairoPango
import Foundation
import TokenValues

/// The Pango attributes of an ``AttributedText`` in a ``TextStyle``, indexed by UTF-8
/// byte, and what Pango cannot draw itself (a double strikethrough).
struct PangoAttributeList {
    // MARK: - Nested types

    /// A range struck through with two lines, drawn by ``TextLayout`` after Pango.
    struct DoubleStrike {
        var bytes: Range<Int>
        var color: Color
        /// The run's baseline offset in points, up positive.
        var rise: Double
    }

    // MARK: - Properties

    /// A new `PangoAttrList`; the owner unrefs it.
    let pointer: OpaquePointer

    // MARK: - Initializers

    /// The attributes of `text` in `style`, indexed by the bytes of `laidOut`.
    init(text: AttributedText, style: TextStyle, laidOut: LaidOutText) {
        let list = pango_attr_list_new()!
        // UIKit breaks a word without a hyphen; Pango would add one. Pango 1.50 also
        // justifies a hyphenated line differently from run to run when several threads
        // lay out at once, which the concurrent render test caught.
        pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0))
        let typography = style.typography
        let baseSize = TextMetricsPolicy.fontSize(typography.fontSize)
        let letterSpacing = TextMetricsPolicy.offset(typography.letterSpacing)
        if letterSpacing != 0 {
            pango_attr_list_insert(list, pango_attr_letter_spacing_new(TextMetricsPolicy.pangoUnits(letterSpacing)))
        }
        // A multiple of the font size, as in CSS and DTCG; Pango's relative line height
        // would multiply the font's own line height instead.
        let lineHeightMultiple = typography.lineHeight
        if let lineHeight = TextMetricsPolicy.lineHeight(multiple: lineHeightMultiple, fontSize: baseSize) {
            pango_attr_list_insert(list, pango_attr_line_height_new_absolute(TextMetricsPolicy.pangoUnits(lineHeight)))
        }

        for segment in text.segments {
            let attributes = segment.attributes
            let range = laidOut.laidOut(segment.bytes.lowerBound)..<laidOut.laidOut(segment.bytes.upperBound)
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = UInt32(range.lowerBound)
                attribute.pointee.end_index = UInt32(range.upperBound)
                pango_attr_list_insert(list, attribute)
            }
            if attributes.fontFamily != nil || attributes.fontSize != nil || attributes.fontWeight != nil || attributes.fontStyle != nil {
                let description = Self.fontDescription(family: attributes.fontFamily, size: attributes.fontSize,
                                                       weight: attributes.fontWeight, style: attributes.fontStyle)
                insert(pango_attr_font_desc_new(description))
                pango_font_description_free(description)
            }
            if let size = attributes.fontSize,
               let lineHeight = TextMetricsPolicy.lineHeight(multiple: lineHeightMultiple, fontSize: TextMetricsPolicy.fontSize(size)) {
                insert(pango_attr_line_height_new_absolute(TextMetricsPolicy.pangoUnits(lineHeight)))
            }
            if let color = attributes.color {
                insert(pango_attr_foreground_new(
                    TextMetricsPolicy.colorComponent(color.red),
                    TextMetricsPolicy.colorComponent(color.green),
                    TextMetricsPolicy.colorComponent(color.blue)
                ))
                insert(pango_attr_foreground_alpha_new(max(1, TextMetricsPolicy.colorComponent(color.alpha))))
            }
            if let spacing = attributes.letterSpacing {
                insert(pango_attr_letter_spacing_new(TextMetricsPolicy.pangoUnits(TextMetricsPolicy.offset(spacing))))
            }
            switch attributes.underline {
            case .single: insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
            case .double: insert(pango_attr_underline_new(PANGO_UNDERLINE_DOUBLE))
            case nil: break
            }
            let rise = attributes.baselineOffset.map(TextMetricsPolicy.offset) ?? 0
            if rise != 0 {
                insert(pango_attr_rise_new(TextMetricsPolicy.pangoUnits(rise)))
            }
            if attributes.strikethrough == .single {
                insert(pango_attr_strikethrough_new(1))
            }
        }
        pointer = list
    }

    /// The ranges of `text` struck through twice, which ``TextLayout`` draws itself.
    static func doubleStrikes(in text: AttributedText, style: TextStyle) -> [DoubleStrike] {
        text.segments.compactMap { segment in
            guard segment.attributes.strikethrough == .double else { return nil }
            return DoubleStrike(
                bytes: segment.bytes,
                color: segment.attributes.color ?? style.color,
                rise: segment.attributes.baselineOffset.map(TextMetricsPolicy.offset) ?? 0
            )
        }
    }

    // MARK: - Fonts

    /// A font description with what is given set; the caller frees it.
    ///
    /// Pango takes a family list as one comma-separated string and has no way to quote a
    /// comma, so a name with a comma would be read as two families (`"Foo, Inter"` would
    /// draw in Inter and hide the miss). Such a name is left out: it falls back, and
    /// ``FontCatalog`` reports it as not installed.
    ///
    /// An italic style asks fontconfig for the family's italic face; one without it draws
    /// upright, since `Fonts/fonts.conf` enables no synthetic slant.
    static func fontDescription(family: [String]?, size: CGFloat?, weight: FontWeight?, style: FontStyle?) -> OpaquePointer {
        let description = pango_font_description_new()!
        if let family {
            // Searching the bytes: Foundation's `contains` goes through NSString, on every layout.
            let names = FontCatalog.namedFamilies(family).filter { !$0.utf8.contains(UInt8(ascii: ",")) }
            // No name left: fontconfig's default, as for a list of names none installed.
            pango_font_description_set_family(description, names.isEmpty ? "dscompile-no-family" : names.joined(separator: ","))
        }
        if let size {
            pango_font_description_set_absolute_size(description, Double(TextMetricsPolicy.pangoUnits(TextMetricsPolicy.fontSize(size))))
        }
        if let weight {
            pango_font_description_set_weight(description, TextMetricsPolicy.weight(weight.value))
        }
        switch style {
        case .italic: pango_font_description_set_style(description, PANGO_STYLE_ITALIC)
        case .normal: pango_font_description_set_style(description, PANGO_STYLE_NORMAL)
        case nil: break
        }
        return description
    }
}
