import CCairoPango
import Foundation

/// The Pango context and layout of a ``TextLayout`` on one thread's ``FontMap``. Made,
/// used and released on that thread only (see ``FontMap/release(_:)``).
final class PangoLayoutState {
    // MARK: - Properties

    let fontMap: FontMap
    let context: OpaquePointer
    let layout: OpaquePointer

    // MARK: - Initializers

    init(fontMap: FontMap, text: AttributedText, style: TextStyle, width: CGFloat?) {
        self.fontMap = fontMap
        context = fontMap.makeContext()
        layout = pango_layout_new(context)
        configure(text: text, style: style)
        setWidth(width)
    }

    deinit {
        fontMap.release([UnsafeMutableRawPointer(layout), UnsafeMutableRawPointer(context)])
    }

    // MARK: - Width

    /// Wraps and aligns lines in `width` points; `nil`, not finite or not positive: no limit.
    func setWidth(_ width: CGFloat?) {
        if let width, width.isFinite, width > 0 {
            pango_layout_set_width(layout, TextMetricsPolicy.pangoUnits(Double(width)))
        } else {
            pango_layout_set_width(layout, -1)
        }
    }

    // MARK: - Private

    private func configure(text: AttributedText, style: TextStyle) {
        let typography = style.typography
        let description = PangoAttributeList.fontDescription(family: typography.fontFamily, size: typography.fontSize, weight: typography.fontWeight)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)

        let attributes = PangoAttributeList(text: text, style: style)
        pango_layout_set_attributes(layout, attributes.pointer)
        pango_attr_list_unref(attributes.pointer)

        // Natural and justified follow each paragraph's direction (Pango mirrors the left
        // alignment of a right-to-left paragraph); left, center and right are as named.
        switch style.alignment {
        case .left, .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        }
        pango_layout_set_auto_dir(layout, style.alignment == .natural || style.alignment == .justified ? 1 : 0)

        switch style.lineBreakMode {
        case .byCharWrapping: pango_layout_set_wrap(layout, PANGO_WRAP_CHAR)
        default: pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        let ellipsis: PangoEllipsizeMode = switch style.lineBreakMode {
        case .byTruncatingHead: PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
        case .byTruncatingTail: PANGO_ELLIPSIZE_END
        default: PANGO_ELLIPSIZE_NONE
        }
        if style.numberOfLines > 0 {
            pango_layout_set_ellipsize(layout, ellipsis)
            // A negative height is a line count per paragraph for Pango; TextLayout shows
            // at most numberOfLines lines of the whole text.
            pango_layout_set_height(layout, -Int32(min(style.numberOfLines, Int(Int32.max))))
        }
        pango_layout_set_text(layout, text.string, Int32(text.string.utf8.count))
    }
}
