import CCairoPango
import Foundation

/// The Pango context and layout of a ``TextLayout`` on one thread's ``FontMap``. Made,
/// used and released on that thread only (see ``FontMap/release(_:)``).
final class PangoLayoutState {
    // MARK: - Properties

    let fontMap: FontMap
    let context: OpaquePointer
    let layout: OpaquePointer
    /// The UTF-8 bytes Pango lays out: the text, or its start and an ellipsis.
    private(set) var laidOutText: [UInt8]
    /// Where the text was cut to end the last shown line with an ellipsis, when lines of
    /// later paragraphs are hidden; `nil` when Pango lays out the whole text.
    private(set) var cutByte: Int?

    private let text: AttributedText
    private let style: TextStyle

    // MARK: - Initializers

    init(fontMap: FontMap, text: AttributedText, style: TextStyle, width: CGFloat?) {
        self.fontMap = fontMap
        self.text = text
        self.style = style
        laidOutText = Array(text.string.utf8)
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
        truncateAcrossParagraphs()
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
        setText(laidOutText)
    }

    private func setText(_ bytes: [UInt8]) {
        laidOutText = bytes
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { pango_layout_set_text(layout, $0.baseAddress, Int32($0.count)) }
        }
    }

    /// Pango ellipsizes the last allowed line of a paragraph only, so when later
    /// paragraphs are hidden the tail mode would end without an ellipsis. The text is
    /// then cut after the last shown line and ends in `…` (Pango ellipsizes that line
    /// again if the ellipsis does not fit).
    private func truncateAcrossParagraphs() {
        guard style.lineBreakMode == .byTruncatingTail, style.numberOfLines > 0 else { return }
        if cutByte != nil {
            setText(Array(text.string.utf8))
            cutByte = nil
        }
        let limit = style.numberOfLines
        guard Int(pango_layout_get_line_count(layout)) > limit,
              let line = pango_layout_get_line_readonly(layout, Int32(limit - 1))
        else { return }
        var cut = Int(line.pointee.start_index + line.pointee.length)
        let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        while cut > Int(line.pointee.start_index), whitespace.contains(laidOutText[cut - 1]) { cut -= 1 }
        setText(Array(laidOutText[..<cut]) + Array("…".utf8))
        cutByte = cut
    }
}
