import CCairoPango
import Foundation
import TokenModel

/// A text set by Pango in a ``TextStyle``: measured for a width limit, and drawn on a
/// ``Canvas``. Sizes are points, the same at every scale.
///
/// Not `Sendable`: a layout belongs to the task that made it.
public final class TextLayout {
    // MARK: - Properties

    /// The longest text laid out, in UTF-8 bytes.
    public static let maximumTextBytes = 1 << 20

    public let text: String
    public let style: TextStyle

    private let context: OpaquePointer
    private let layout: OpaquePointer
    private var widthLimit: CGFloat?

    // MARK: - Initializers

    /// Lays out `text` in `style`, with no width limit yet.
    public init(text: String, style: TextStyle) throws(RenderError) {
        guard text.utf8.count <= Self.maximumTextBytes else { throw .textTooLong(bytes: text.utf8.count) }
        let fontMap = try FontMap.current()
        self.text = text
        self.style = style
        context = fontMap.makeContext()
        layout = pango_layout_new(context)
        configure()
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    // MARK: - Measuring

    /// The size the text takes when lines may be at most `width` wide (`nil`: no limit),
    /// rounded up to whole points as UIKit rounds a label's intrinsic size.
    public func size(fittingWidth width: CGFloat?) -> CGSize {
        setWidthLimit(width)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return CGSize(
            width: (CGFloat(logical.width) / CGFloat(PANGO_SCALE)).rounded(.up),
            height: (CGFloat(logical.height) / CGFloat(PANGO_SCALE)).rounded(.up)
        )
    }

    /// The distance from the top of the layout to the first line's baseline.
    public var firstBaseline: CGFloat {
        CGFloat(pango_layout_get_baseline(layout)) / CGFloat(PANGO_SCALE)
    }

    /// The families of the fonts Pango actually chose for the text, in order of first use:
    /// `["Inter"]` when the first family is installed and has every glyph.
    public var usedFontFamilies: [String] {
        var families: [String] = []
        guard let iterator = pango_layout_get_iter(layout) else { return families }
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator),
                  let font = run.pointee.item.pointee.analysis.font,
                  let description = pango_font_describe(font)
            else { continue }
            defer { pango_font_description_free(description) }
            if let family = pango_font_description_get_family(description).map({ String(cString: $0) }),
               !families.contains(family) {
                families.append(family)
            }
        } while pango_layout_iter_next_run(iterator) != 0
        return families
    }

    // MARK: - Drawing

    /// Lays the text out `width` wide (alignment needs a width), for drawing.
    public func setWidthLimit(_ width: CGFloat?) {
        guard width != widthLimit else { return }
        widthLimit = width
        if let width, width.isFinite, width > 0 {
            pango_layout_set_width(layout, Self.pangoUnits(Double(width)))
        } else {
            pango_layout_set_width(layout, -1)
        }
    }

    func draw(in cairo: OpaquePointer, at origin: CGPoint) {
        cairo_save(cairo)
        let color = style.color
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_move_to(cairo, Double(origin.x), Double(origin.y))
        pango_cairo_show_layout(cairo, layout)
        cairo_restore(cairo)
    }

    // MARK: - Private

    /// Points in Pango units (1/1024 pt), clamped to what Pango's 32-bit fields hold, so
    /// no typography value can trap the conversion.
    private static func pangoUnits(_ points: Double, minimum: Int32 = Int32.min / 2) -> Int32 {
        guard points.isFinite else { return minimum }
        let units = (points * Double(PANGO_SCALE)).rounded()
        return Int32(min(max(units, Double(minimum)), Double(Int32.max / 2)))
    }

    private func configure() {
        let typography = style.typography
        let description = pango_font_description_new()!
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, typography.fontFamily.joined(separator: ","))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(typography.fontWeight.value)))
        pango_font_description_set_absolute_size(description, Double(Self.pangoUnits(Double(typography.fontSize), minimum: PANGO_SCALE)))
        pango_layout_set_font_description(layout, description)

        let attributes = pango_attr_list_new()!
        defer { pango_attr_list_unref(attributes) }
        if typography.letterSpacing != 0 {
            pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(Self.pangoUnits(Double(typography.letterSpacing))))
        }
        if let lineHeight = typography.lineHeight, lineHeight > 0, typography.fontSize > 0 {
            // A multiple of the font size, as in CSS and DTCG; Pango's relative line height
            // would multiply the font's own line height instead.
            let points = lineHeight * Double(typography.fontSize)
            pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute(Self.pangoUnits(points)))
        }
        pango_layout_set_attributes(layout, attributes)

        switch style.alignment {
        case .left, .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        }
        pango_layout_set_auto_dir(layout, style.alignment == .natural ? 1 : 0)

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
            // A negative height is a line count for Pango.
            pango_layout_set_height(layout, -Int32(min(style.numberOfLines, Int(Int32.max))))
        }
        pango_layout_set_text(layout, text, Int32(text.utf8.count))
    }
}
