import CCairoPango
import Foundation
import TokenValues

/// A text set by Pango in a ``TextStyle``: measured for a width limit, and drawn on a
/// ``Canvas``. Sizes are points, the same at every scale.
///
/// Not `Sendable`: a layout belongs to the task that made it. A task may still resume on
/// another thread; the layout then sets itself again on that thread's font map, so Pango
/// objects are only ever used on the thread whose font map made them.
public final class TextLayout {
    // MARK: - Properties

    /// The longest text laid out, in UTF-8 bytes.
    public static let maximumTextBytes = 1 << 20

    /// The characters laid out.
    public let text: String
    /// The characters and their runs of attributes.
    public let attributedText: AttributedText
    /// The typography, color, alignment and line limits the text is set in.
    public let style: TextStyle

    private let configuration: FontConfiguration
    private let doubleStrikes: [PangoAttributeList.DoubleStrike]
    private var state: PangoLayoutState
    private var widthLimit: CGFloat?

    // MARK: - Initializers

    /// Lays out `text` in `style`, with no width limit yet.
    ///
    /// Throws ``RenderError/textTooLong(bytes:)`` past ``maximumTextBytes`` and
    /// ``RenderError/emptyFontList`` when the typography names no family. Font sizes are
    /// clamped to 1…4096 pt (NaN is 1 pt); a line height that is not a positive finite
    /// multiple uses the font's own.
    public convenience init(text: String, style: TextStyle) throws(RenderError) {
        try self.init(attributedText: AttributedText(text), style: style)
    }

    /// Lays out `attributedText` in `style`: each run's attributes override the style's.
    /// Throws as ``init(text:style:)``, and for a run whose font list is empty.
    public init(attributedText: AttributedText, style: TextStyle) throws(RenderError) {
        let bytes = attributedText.string.utf8.count
        guard bytes <= Self.maximumTextBytes else { throw .textTooLong(bytes: bytes) }
        _ = try FontCatalog.validatedFamilies(style.typography.fontFamily)
        for segment in attributedText.segments {
            if let families = segment.attributes.fontFamily { _ = try FontCatalog.validatedFamilies(families) }
        }
        configuration = try FontConfiguration.shared.get()
        text = attributedText.string
        self.attributedText = attributedText
        self.style = style
        doubleStrikes = PangoAttributeList.doubleStrikes(in: attributedText, style: style)
        state = PangoLayoutState(fontMap: FontMap.current(configuration: configuration), text: attributedText, style: style, width: nil)
    }

    // MARK: - Width

    /// Lays the text out `width` wide (alignment needs a width), for drawing; `nil`, not
    /// finite or not positive: no limit.
    public func setWidthLimit(_ width: CGFloat?) {
        guard width != widthLimit else { return }
        widthLimit = width
        if state.fontMap.isCurrent {
            state.setWidth(width)
        } else {
            rebuildState()
        }
    }

    // MARK: - Measuring

    /// The size the text takes when lines may be at most `width` wide (`nil`: no limit),
    /// over the lines shown, rounded up to whole points as UIKit rounds a label's
    /// intrinsic size. Zero for an empty text, as UILabel.
    ///
    /// Measuring has no side effect, as UIKit's `sizeThatFits`: the lines drawn and
    /// reported stay those of the width set with ``setWidthLimit(_:)``.
    public func size(fittingWidth width: CGFloat?) -> CGSize {
        guard !text.isEmpty else { return .zero }
        let drawingWidth = widthLimit
        setWidthLimit(width)
        defer { setWidthLimit(drawingWidth) }
        let lines = visibleLines()
        let lineWidth = lines.map(\.logical.width).max() ?? 0
        let bottom = lines.last.map { TextMetricsPolicy.sum($0.logical.y, $0.logical.height) } ?? 0
        return CGSize(
            width: TextMetricsPolicy.points(lineWidth).rounded(.up),
            height: TextMetricsPolicy.points(bottom).rounded(.up)
        )
    }

    /// The box of the glyphs' ink of the lines shown, in points from the layout's top-left
    /// corner as ``Canvas/draw(_:at:)`` draws them; `nil` when nothing is inked (an empty
    /// text, spaces). Unlike ``size(fittingWidth:)``, it leaves out the side bearings and
    /// the line's space above and below the letters: what the eye sees as the text.
    public var inkBounds: CGRect? {
        var bounds: CGRect?
        for info in visibleLines() {
            var ink = PangoRectangle()
            pango_layout_line_get_extents(info.line, &ink, nil)
            guard ink.width > 0, ink.height > 0 else { continue }
            let rect = CGRect(x: TextMetricsPolicy.points(TextMetricsPolicy.sum(info.logical.x, ink.x)),
                              y: TextMetricsPolicy.points(TextMetricsPolicy.sum(info.baseline, ink.y)),
                              width: TextMetricsPolicy.points(ink.width), height: TextMetricsPolicy.points(ink.height))
            bounds = bounds.map { $0.union(rect) } ?? rect
        }
        return bounds
    }

    /// The distance from the top of the layout to the first line's baseline.
    public var firstBaseline: CGFloat {
        visibleLines().first.map { TextMetricsPolicy.points($0.baseline) }
            ?? TextMetricsPolicy.points(pango_layout_get_baseline(currentState.layout))
    }

    /// The distance from the top of the layout to the last shown line's baseline.
    public var lastBaseline: CGFloat {
        visibleLines().last.map { TextMetricsPolicy.points($0.baseline) } ?? firstBaseline
    }

    /// How many lines are shown: every line, or at most `numberOfLines`.
    public var lineCount: Int {
        visibleLines().count
    }

    /// Whether text is hidden: ellipsized, or on lines past `numberOfLines`.
    public var isTruncated: Bool {
        guard !text.isEmpty else { return false }
        let state = currentState
        return pango_layout_is_ellipsized(state.layout) != 0 || state.cutByte != nil
            || visibleLines().count < Int(pango_layout_get_line_count(state.layout))
    }

    /// The lines shown, top to bottom.
    public var lines: [TextLine] {
        let state = currentState
        let laidOut = state.laidOut
        let textEnd = attributedText.string.utf8.count
        let cut = state.cutByte ?? Int.max
        /// A range of the laid-out bytes in ``text``: the ellipsis after a cut stands for the rest.
        func original(_ bytes: Range<Int>) -> Range<String.Index> {
            let lower = min(laidOut.original(bytes.lowerBound), textEnd)
            let upper = bytes.upperBound > cut ? textEnd : min(laidOut.original(bytes.upperBound), textEnd)
            return attributedText.index(atByte: lower)..<attributedText.index(atByte: max(lower, upper))
        }
        return visibleLines().map { info in
            let shown = info.bytes
            var ellipsized: Range<Int>?
            var pieces: [(offset: Int, text: String)] = []
            forEachRun(of: info.line) { item in
                let bytes = Int(item.pointee.offset)..<Int(item.pointee.offset + item.pointee.length)
                if Int32(item.pointee.analysis.flags) & PANGO_ANALYSIS_FLAG_IS_ELLIPSIS != 0 {
                    ellipsized = bytes
                    pieces.append((bytes.lowerBound, "…"))
                } else {
                    if bytes.upperBound > cut { ellipsized = cut..<bytes.upperBound }
                    let visible = bytes.clamped(to: shown)
                    guard !visible.isEmpty else { return }
                    pieces.append((visible.lowerBound, String(decoding: state.laidOutText[visible], as: UTF8.self)))
                }
            }
            return TextLine(
                rect: CGRect(
                    x: TextMetricsPolicy.points(info.logical.x), y: TextMetricsPolicy.points(info.logical.y),
                    width: TextMetricsPolicy.points(info.logical.width), height: TextMetricsPolicy.points(info.logical.height)
                ),
                baseline: TextMetricsPolicy.points(info.baseline),
                range: original(shown),
                ellipsizedRange: ellipsized.map(original),
                displayedText: pieces.sorted { $0.offset < $1.offset }.map(\.text).joined()
            )
        }
    }

    // MARK: - Fonts

    /// The families of the fonts Pango actually chose for the text, in order of first use:
    /// `["Inter"]` when the first family is installed and has every glyph.
    public var usedFontFamilies: [String] {
        var families: [String] = []
        guard let iterator = pango_layout_get_iter(currentState.layout) else { return families }
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

    /// The requested families (the style's, then the runs') that are not installed, and
    /// so fall back: what `dscompile validate` reports. See ``FontCatalog``.
    public var missingFontFamilies: [String] {
        var requested = style.typography.fontFamily
        for segment in attributedText.segments {
            requested += segment.attributes.fontFamily ?? []
        }
        return (try? FontCatalog.missingFamilies(in: requested)) ?? []
    }

    // MARK: - Drawing

    /// The width of the clip of a `.byClipping` layout with no width limit, in points.
    static let unlimitedClipWidth = 1_000_000.0

    func draw(in cairo: OpaquePointer, at origin: CGPoint) {
        let lines = visibleLines()
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        setSource(style.color, on: cairo)
        if style.lineBreakMode == .byClipping, let last = lines.last {
            // Clipping cuts the text at the layout's box, with no ellipsis. Without a width
            // limit only the bottom cuts: the box is a million points wide, as Cairo's
            // fixed-point coordinates end near 8 million device units (a wider one drew nothing).
            let width = widthLimit.flatMap { $0.isFinite && $0 > 0 ? Double($0) : nil } ?? Self.unlimitedClipWidth
            cairo_rectangle(cairo, Double(origin.x), Double(origin.y), width, Double(TextMetricsPolicy.points(TextMetricsPolicy.sum(last.logical.y, last.logical.height))))
            cairo_clip(cairo)
        }
        for info in lines {
            cairo_move_to(cairo, Double(origin.x + TextMetricsPolicy.points(info.logical.x)), Double(origin.y + TextMetricsPolicy.points(info.baseline)))
            pango_cairo_show_layout_line(cairo, info.line)
            drawDoubleStrikes(on: info, in: cairo, at: origin)
        }
    }

    // MARK: - Private

    /// A laid-out line with its extents and baseline from the top of the layout, placed
    /// as UIKit places it (see ``visibleLines()``).
    private struct LineInfo {
        var line: UnsafeMutablePointer<PangoLayoutLine>
        /// The line box: Pango's, widened by the trailing letter spacing and moved to its
        /// alignment.
        var logical: PangoRectangle
        var baseline: Int32
        /// How far the line was moved right from where Pango put it.
        var shift: Int32
        /// The laid-out bytes the line shows (a paragraph end joined in is not shown).
        var bytes: Range<Int>
    }

    /// The Pango state on this thread's font map, set up again if the layout moved thread.
    private var currentState: PangoLayoutState {
        if !state.fontMap.isCurrent { rebuildState() }
        return state
    }

    /// Sets the text up on this thread's font map; the old state goes back to its thread.
    private func rebuildState() {
        state = PangoLayoutState(fontMap: FontMap.current(configuration: configuration), text: attributedText, style: style, width: widthLimit)
    }

    /// The lines shown: every line, or the first `numberOfLines`. Pango limits lines per
    /// paragraph only, and only when it ellipsizes, so the limit is applied here. Each line
    /// is then set as UIKit sets it (see ``place(_:in:)``).
    private func visibleLines() -> [LineInfo] {
        guard !text.isEmpty else { return [] }
        let state = currentState
        let limit = style.numberOfLines > 0 ? style.numberOfLines : Int.max
        var lines: [LineInfo] = []
        guard let iterator = pango_layout_get_iter(state.layout) else { return lines }
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard lines.count < limit, let line = pango_layout_iter_get_line_readonly(iterator) else { break }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let start = Int(line.pointee.start_index)
            var end = start + Int(line.pointee.length)
            end -= state.laidOut.insertedBreakLength(endingAt: end)
            lines.append(LineInfo(line: line, logical: logical, baseline: pango_layout_iter_get_baseline(iterator), shift: 0, bytes: start..<max(start, end)))
        } while pango_layout_iter_next_line(iterator) != 0
        place(&lines, in: state)
        spaceParagraphs(&lines)
        return lines
    }

    /// Moves every line of a paragraph after the first down by ``TextStyle/paragraphSpacing``
    /// for each paragraph before it; Pango has no paragraph spacing of its own.
    private func spaceParagraphs(_ lines: inout [LineInfo]) {
        let spacing = style.paragraphSpacing
        guard spacing.isFinite, spacing > 0 else { return }
        // In 64 bits and clamped: many paragraphs of a huge spacing must not overflow.
        let step = Int64(TextMetricsPolicy.pangoUnits(spacing))
        var offset: Int64 = 0
        for index in lines.indices {
            if index > 0, lines[index].line.pointee.is_paragraph_start != 0 { offset = min(offset + step, Int64(Int32.max / 4)) }
            lines[index].logical.y = Int32(clamping: Int64(lines[index].logical.y) + offset)
            lines[index].baseline = Int32(clamping: Int64(lines[index].baseline) + offset)
        }
    }

    /// Sets Pango's lines as UIKit sets them:
    /// - Letter spacing is UIKit's kern, added after every character, the last of a line
    ///   too: Pango adds it between characters only, so each line box is one spacing (the
    ///   last character's) wider, and the line moves left by that much times its alignment
    ///   (0 at the left, ½ centred, 1 at the right). Justified lines are not widened.
    /// - Left and right are physical sides whatever the paragraph's direction, as
    ///   `NSTextAlignment`; Pango mirrors them in a right-to-left paragraph.
    /// - Extra line height goes above the glyphs, as a paragraph style's minimum and
    ///   maximum line height: the baseline is the line's descent above its bottom. Pango
    ///   shares it above and below.
    private func place(_ lines: inout [LineInfo], in state: PangoLayoutState) {
        let pangoWidth = pango_layout_get_width(state.layout)
        let spacings = lines.map { style.alignment == .justified ? 0 : trailingSpacing(of: $0, in: state) }
        let width = pangoWidth > 0 ? pangoWidth : zip(lines, spacings).map { TextMetricsPolicy.sum($0.logical.width, $1) }.max() ?? 0
        let setsLineHeight = TextMetricsPolicy.lineHeight(multiple: style.typography.lineHeight, fontSize: 1) != nil
        for index in lines.indices {
            var info = lines[index]
            let pangoX = info.logical.x
            info.logical.width = TextMetricsPolicy.sum(info.logical.width, spacings[index])
            let rightToLeft = info.line.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue
            let free = TextMetricsPolicy.sum(width, 0, minus: info.logical.width)
            switch style.alignment {
            case .left: info.logical.x = 0
            case .right: info.logical.x = free
            case .center: info.logical.x = free / 2
            case .natural, .justified:
                if pangoWidth <= 0 || spacings[index] != 0 { info.logical.x = rightToLeft ? free : 0 }
            }
            info.shift = TextMetricsPolicy.sum(info.logical.x, 0, minus: pangoX)
            if setsLineHeight, let descent = naturalDescent(of: info.line) {
                info.baseline = TextMetricsPolicy.sum(info.logical.y, info.logical.height, minus: descent)
            }
            lines[index] = info
        }
    }

    /// The letter spacing after the last character `info` shows, in Pango units.
    private func trailingSpacing(of info: LineInfo, in state: PangoLayoutState) -> Int32 {
        guard !info.bytes.isEmpty else { return 0 }
        let last = min(state.laidOut.original(info.bytes.upperBound - 1), state.cutByte.map { state.laidOut.original($0) - 1 } ?? .max)
        let spacing = attributedText.segments.first { $0.bytes.contains(last) }?.attributes.letterSpacing ?? style.typography.letterSpacing
        return TextMetricsPolicy.pangoUnits(TextMetricsPolicy.offset(spacing))
    }

    /// The largest descent of the fonts of `line`, without line height, or `nil` for a
    /// line with no runs.
    private func naturalDescent(of line: UnsafeMutablePointer<PangoLayoutLine>) -> Int32? {
        var descent: Int32?
        var node = line.pointee.runs
        while let current = node {
            if let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
               let font = run.pointee.item.pointee.analysis.font {
                var logical = PangoRectangle()
                pango_glyph_string_extents(run.pointee.glyphs, font, nil, &logical)
                descent = max(descent ?? .min, TextMetricsPolicy.sum(logical.y, logical.height))
            }
            node = current.pointee.next
        }
        return descent
    }

    private func forEachRun(of line: UnsafeMutablePointer<PangoLayoutLine>, _ body: (UnsafeMutablePointer<PangoItem>) -> Void) {
        var node = line.pointee.runs
        while let current = node {
            if let data = current.pointee.data {
                body(data.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item)
            }
            node = current.pointee.next
        }
    }

    /// Pango has no double strikethrough: two lines of the font's strikethrough thickness,
    /// one thickness apart, centred where Pango centres its single line.
    private func drawDoubleStrikes(on info: LineInfo, in cairo: OpaquePointer, at origin: CGPoint) {
        guard !doubleStrikes.isEmpty else { return }
        let lineBytes = info.bytes
        let laidOut = currentState.laidOut
        forEachRun(of: info.line) { item in
            guard Int32(item.pointee.analysis.flags) & PANGO_ANALYSIS_FLAG_IS_ELLIPSIS == 0,
                  let font = item.pointee.analysis.font else { return }
            let runBytes = Int(item.pointee.offset)..<Int(item.pointee.offset + item.pointee.length)
            for strike in doubleStrikes {
                let bytes = laidOut.laidOut(strike.bytes.lowerBound)..<laidOut.laidOut(strike.bytes.upperBound)
                let overlap = bytes.clamped(to: runBytes).clamped(to: lineBytes)
                guard !overlap.isEmpty, let metrics = pango_font_get_metrics(font, nil) else { continue }
                let position = TextMetricsPolicy.points(pango_font_metrics_get_strikethrough_position(metrics))
                let thickness = TextMetricsPolicy.points(pango_font_metrics_get_strikethrough_thickness(metrics))
                pango_font_metrics_unref(metrics)
                var ranges: UnsafeMutablePointer<Int32>?
                var count: Int32 = 0
                pango_layout_line_get_x_ranges(info.line, Int32(overlap.lowerBound), Int32(overlap.upperBound), &ranges, &count)
                defer { g_free(ranges) }
                guard let ranges else { continue }
                let top = origin.y + TextMetricsPolicy.points(info.baseline) - CGFloat(strike.rise) - position
                setSource(strike.color, on: cairo)
                for index in 0..<Int(count) {
                    let x0 = origin.x + TextMetricsPolicy.points(TextMetricsPolicy.sum(ranges[2 * index], info.shift))
                    let x1 = origin.x + TextMetricsPolicy.points(TextMetricsPolicy.sum(ranges[2 * index + 1], info.shift))
                    for y in [top - thickness, top + thickness] {
                        cairo_rectangle(cairo, Double(x0), Double(y), Double(x1 - x0), Double(thickness))
                    }
                }
                cairo_fill(cairo)
            }
        }
        setSource(style.color, on: cairo)
    }
}
