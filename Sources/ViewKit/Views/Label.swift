import Foundation
import Render
import TokenModel

/// A view that shows text, as `UILabel`: the text is centered vertically in the bounds and,
/// as in UILabel, starts at the label's edges, under a border the layer draws. A label that
/// draws a box sets ``textInsets`` (what a padded UILabel subclass does on a device), so
/// that a snapshot shows what the device shows.
open class Label: View {
    // MARK: - Properties

    /// The plain text; setting it replaces ``attributedText``.
    public var text: String {
        get { storedText }
        set {
            storedText = newValue
            storedStyledText = nil
            measuredSizes = [:]
        }
    }

    /// Text with per-run attributes over the label's style, as `UILabel.attributedText`
    /// (`label.attributedText = builder.value` with a ``StringBuilder``): setting it sets
    /// ``text`` to its string and, as UIKit takes the font and paragraph style from an
    /// attributed string, the typography, alignment, line break mode and paragraph spacing
    /// the text gives (``setStyledText(_:)``). `nil` when the text is plain; setting `nil`
    /// empties the label.
    public var attributedText: StyledText? {
        get { storedStyledText }
        set {
            if let newValue { setStyledText(newValue) } else { text = "" }
        }
    }

    public var typography: Typography = .systemBody {
        didSet { measuredSizes = [:] }
    }
    /// UIKit's name for ``typography``.
    public var font: Typography {
        get { typography }
        set { typography = newValue }
    }
    public var textColor: Themed<Color> = Themed(Color(red: 0, green: 0, blue: 0))
    public var alignment: TextAlignment = .natural {
        didSet { measuredSizes = [:] }
    }
    /// The most lines shown; 0 shows every line. UIKit's default is 1.
    public var numberOfLines: Int = 1 {
        didSet { measuredSizes = [:] }
    }
    public var lineBreakMode: TextStyle.LineBreakMode = .byTruncatingTail {
        didSet { measuredSizes = [:] }
    }
    /// Points between paragraphs (`NSParagraphStyle.paragraphSpacing`); 0 by default.
    public var paragraphSpacing: CGFloat = 0 {
        didSet { measuredSizes = [:] }
    }
    /// The width multi-line text wraps at to report its intrinsic size; 0 (the default)
    /// lets the layout pass wrap it at the width it solves for the label.
    public var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { measuredSizes = [:] }
    }

    /// The space between the label's edges and its text, in its size and its drawing, as a
    /// padded UILabel subclass (`drawText(in:)` and `intrinsicContentSize` inset) gives it on a
    /// device; `nil` (the default) is none, as UILabel. Never added on its own: a snapshot
    /// that inset a framed label's text would show what no device shows.
    public var textInsets: EdgeInsets?

    /// ``textInsets`` with negative insets as 0; zero when there are none.
    public var effectiveTextInsets: EdgeInsets {
        textInsets?.clampedToZero ?? .zero
    }

    private var storedText = ""
    /// The styled text shown, its parts whose color differs between themes recolored in
    /// the theme drawn; `nil` for plain text.
    private var storedStyledText: StyledText?
    /// The sizes measured for the current text and style, by wrapping width (`nil`: none),
    /// so that laying the same label out again does not lay its text out again; emptied
    /// whenever the text or anything but the color of its style changes.
    private var measuredSizes: [CGFloat?: CGSize] = [:]

    // MARK: - Initializers

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentHuggingPriority = .labelHugging
    }

    /// No view from a nib: there are none on Linux (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A label showing `text`.
    public convenience init(text: String) {
        self.init()
        self.text = text
    }

    // MARK: - Layout

    open override func intrinsicContentSize(fittingWidth width: CGFloat?) throws -> CGSize? {
        guard !text.isEmpty else { return .zero }
        let insets = effectiveTextInsets
        let limit = Self.textWidth(measuringLimit(fittingWidth: width), insets: insets)
        let size: CGSize
        if let known = knownSize(at: limit) {
            size = known
        } else {
            let key = measurementKey(width: limit)
            // Labels of one pass with the same text and style share a measurement.
            size = try LayoutPassState.running(over: self)?.measurements.size(for: key) ?? key.measure()
            measuredSizes[limit] = size
        }
        return CGSize(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
    }

    /// What ``intrinsicContentSize(fittingWidth:)`` at `width` would lay out, for measuring
    /// ahead of it; `nil` when it would not lay out text (empty, or measured already).
    func pendingMeasurement(fittingWidth width: CGFloat?) -> TextMeasurements.Key? {
        let limit = Self.textWidth(measuringLimit(fittingWidth: width), insets: effectiveTextInsets)
        guard !text.isEmpty, knownSize(at: limit) == nil else { return nil }
        return measurementKey(width: limit)
    }

    /// The size measured at `limit`, or the one measured with no limit when that is no
    /// wider than `limit`: every line fits, so Pango breaks none and the size is the same.
    /// Not for justified text, whose lines before a forced line break stretch to the limit.
    private func knownSize(at limit: CGFloat?) -> CGSize? {
        if let known = measuredSizes[limit] { return known }
        guard let limit, alignment != .justified, let unlimited = measuredSizes[CGFloat?.none], unlimited.width <= limit else {
            return nil
        }
        return unlimited
    }

    /// The width the text wraps at when measured for `width`: the preferred width stands
    /// in for no limit.
    private func measuringLimit(fittingWidth width: CGFloat?) -> CGFloat? {
        width ?? (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil)
    }

    /// The width the text wraps at in a label `width` wide with `insets` (`nil`: no limit).
    private static func textWidth(_ width: CGFloat?, insets: EdgeInsets) -> CGFloat? {
        width.map { max(0, $0 - insets.left - insets.right) }
    }

    /// Shows `text`'s characters and runs (the style is ``setStyledText(_:)``'s).
    func setRuns(_ text: StyledText) {
        storedStyledText = text
        storedText = text.string
        measuredSizes = [:]
    }

    /// What decides the label's measured size at `width`: all but the color.
    private func measurementKey(width: CGFloat?) -> TextMeasurements.Key {
        let style = TextStyle(typography: typography, color: .clear, alignment: alignment,
                              numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, paragraphSpacing: paragraphSpacing)
        return TextMeasurements.Key(text: text, attributedText: storedStyledText?.attributedText, style: style, width: width)
    }

    /// Whether the label wraps without a preferred width: more than one line allowed.
    open override var hasWidthDependentIntrinsicSize: Bool {
        numberOfLines != 1 && preferredMaxLayoutWidth <= 0
    }

    open override func baselineMetrics(forWidth width: CGFloat) throws -> BaselineMetrics? {
        let layout = try makeLayout(theme: .defaults)
        let insets = effectiveTextInsets
        let textWidth = Self.textWidth(width, insets: insets)
        layout.setWidthLimit(textWidth)
        // The text is centred between the top and bottom insets: off the bounds' centre by half their difference.
        let shift = (insets.top - insets.bottom) / 2
        return BaselineMetrics(firstBaseline: layout.firstBaseline + shift, lastBaseline: layout.lastBaseline + shift,
                               contentHeight: text.isEmpty ? 0 : layout.size(fittingWidth: textWidth).height)
    }

    // MARK: - Drawing

    /// Draws the lines that fit in the bounds less ``effectiveTextInsets``, centred
    /// vertically between the insets. As UILabel, a label too
    /// short for its text shows fewer lines, the last one ended by its line break mode
    /// (an ellipsis when truncating), rather than drawing lines past its bottom edge.
    open override func draw(in context: RenderContext) throws {
        let area = effectiveTextInsets.inset(bounds)
        var layout = try makeLayout(theme: context.theme)
        layout.setWidthLimit(area.width)
        let lines = layout.lines
        let fitting = Self.linesFitting(area.height, in: lines)
        if fitting < lines.count {
            layout = try makeLayout(theme: context.theme, numberOfLines: fitting)
            layout.setWidthLimit(area.width)
        }
        let contentHeight = layout.size(fittingWidth: area.width).height
        context.canvas.draw(layout, at: CGPoint(x: area.minX, y: area.minY + max(0, (area.height - contentHeight) / 2)))
    }

    /// How many of `lines`, from the top, end within `height` (half a point of slack for
    /// rounding); at least one, as UILabel always shows its first line.
    static func linesFitting(_ height: CGFloat, in lines: [TextLine]) -> Int {
        max(1, lines.prefix { $0.rect.maxY <= height + 0.5 }.count)
    }

    /// The text laid out in the label's style, with its color taken in `theme`.
    public func makeLayout(theme: Theme) throws -> TextLayout {
        try makeLayout(theme: theme, numberOfLines: numberOfLines)
    }

    /// The text laid out as ``makeLayout(theme:)`` does, at most `numberOfLines` lines.
    private func makeLayout(theme: Theme, numberOfLines: Int) throws -> TextLayout {
        let style = TextStyle(
            typography: typography,
            color: textColor.resolved(in: theme),
            alignment: alignment,
            numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode,
            paragraphSpacing: paragraphSpacing
        )
        if let storedStyledText {
            return try TextLayout(attributedText: storedStyledText.attributedText(in: theme), style: style)
        }
        return try TextLayout(text: text, style: style)
    }
}
