import CCairoPango
import Foundation

/// The Pango context and layout of a ``TextLayout`` on one thread's ``FontMap``. Made,
/// used and released on that thread only (see ``FontMap/release(_:)``).
final class PangoLayoutState {
    // MARK: - Properties

    let fontMap: FontMap
    let context: OpaquePointer
    let layout: OpaquePointer
    /// The bytes Pango lays out and their map to the text's: the text (NULs as U+FFFD), its
    /// start and an ellipsis, or the text with its hidden paragraphs joined.
    private(set) var laidOut: LaidOutText
    /// Where the text was cut to end the last shown line with an ellipsis, when lines of
    /// later paragraphs are hidden; `nil` when Pango lays out the whole text.
    private(set) var cutByte: Int?

    private let text: AttributedText
    private let style: TextStyle
    /// The whole text as laid out when nothing is cut or joined.
    private let fullText: LaidOutText

    /// The laid-out bytes.
    var laidOutText: [UInt8] { laidOut.bytes }

    // MARK: - Initializers

    init(fontMap: FontMap, text: AttributedText, style: TextStyle, width: CGFloat?) {
        self.fontMap = fontMap
        self.text = text
        self.style = style
        fullText = LaidOutText(text.string)
        laidOut = fullText
        context = fontMap.makeContext()
        layout = pango_layout_new(context)
        configure(style: style)
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
        if laidOut != fullText || cutByte != nil {
            setText(fullText)
            cutByte = nil
        }
        truncateAcrossParagraphs()
    }

    // MARK: - Private

    private func configure(style: TextStyle) {
        let typography = style.typography
        let description = PangoAttributeList.fontDescription(family: typography.fontFamily, size: typography.fontSize,
                                                           weight: typography.fontWeight, style: typography.fontStyle)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)

        // Every paragraph keeps its own writing direction, as in UIKit. Natural and
        // justified follow it (Pango mirrors left for a right-to-left paragraph); TextLayout
        // places the lines of left and right alignment at the physical side named.
        switch style.alignment {
        case .left, .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        }
        pango_layout_set_auto_dir(layout, 1)

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
        setText(laidOut, attributes: true)
    }

    /// Lays out `new`; the attributes are set again when its offsets map differently.
    private func setText(_ new: LaidOutText, attributes: Bool = false) {
        let remap = attributes || new.edits != laidOut.edits
        laidOut = new
        new.bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { pango_layout_set_text(layout, $0.baseAddress, Int32($0.count)) }
        }
        if remap {
            let list = PangoAttributeList(text: text, style: style, laidOut: new)
            pango_layout_set_attributes(layout, list.pointer)
            pango_attr_list_unref(list.pointer)
        }
    }

    /// Pango ellipsizes the last allowed line of a paragraph only, so when later
    /// paragraphs are hidden no ellipsis would show.
    ///
    /// Tail: the text is cut after the last shown line and ends in `…` (Pango ellipsizes
    /// that line again if the ellipsis does not fit). Head and middle: the hidden
    /// paragraphs are joined into the last shown line, which Pango then ellipsizes at its
    /// start or middle when it does not fit, as UILabel truncates its last line.
    private func truncateAcrossParagraphs() {
        let limit = style.numberOfLines
        guard limit > 0, Int(pango_layout_get_line_count(layout)) > limit,
              let line = pango_layout_get_line_readonly(layout, Int32(limit - 1))
        else { return }
        switch style.lineBreakMode {
        case .byTruncatingTail:
            var cut = Int(line.pointee.start_index + line.pointee.length)
            while cut > Int(line.pointee.start_index) {
                let blank = LaidOutText.trailingBlankLength(in: laidOut.bytes, before: cut)
                guard blank > 0 else { break }
                cut -= blank
            }
            setText(laidOut.truncated(at: cut, appending: Array("…".utf8)))
            cutByte = cut
        case .byTruncatingHead, .byTruncatingMiddle:
            let join = laidOut.original(Int(line.pointee.start_index))
            setText(LaidOutText(text.string, joiningLinesFrom: join))
        default:
            break
        }
    }
}
