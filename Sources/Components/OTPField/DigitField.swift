import Foundation
import Render
import TokenModel
import ViewKit

/// One digit of an ``OTPField``: the character centred above a line 1 point
/// tall across the bottom edge. Its size comes from the field's constraints.
///
/// The digit draws its character and line itself rather than holding a label and a line
/// view: a field of many digits then lays out a handful of views, not three per digit,
/// and measures no text, since the box's size never depends on it.
public final class DigitField: View {
    // MARK: - Nested types

    /// What a digit shows: a character (active), nothing yet (inactive), or the field's
    /// error.
    public enum State: Sendable, Hashable, CaseIterable {
        /// The digit holds a character.
        case active
        /// The digit is empty.
        case inactive
        /// The field shows an error.
        case error
    }

    // MARK: - Properties

    /// The height of the bottom line, in points.
    public static let bottomLineHeight: CGFloat = 1

    /// The character shown; empty for a digit not entered yet.
    public var text = ""
    /// Whether the field shows an error, which colors every digit with the error colors.
    public var isError = false
    /// The font and colors.
    public var style = DigitFieldStyle()

    /// The state the digit is drawn in.
    public var state: State {
        if isError { return .error }
        return text.isEmpty ? .inactive : .active
    }

    /// The color the character is drawn in, for the current ``state``.
    public var textColor: Themed<Color> { style.textColor(for: state) }
    /// The color the bottom line is drawn in, for the current ``state``.
    public var bottomLineColor: Themed<Color> { style.bottomLineColor(for: state) }

    /// The bottom line's frame in the digit: across the bottom edge, 1 point tall (less in
    /// a digit not that tall).
    public var bottomLineFrame: CGRect {
        let height = min(Self.bottomLineHeight, max(0, bounds.height))
        return CGRect(x: 0, y: bounds.height - height, width: max(0, bounds.width), height: height)
    }

    // MARK: - Drawing

    /// Draws the bottom line, then the character centred across the box and optically in
    /// the space above the line, its baseline clear of it, on one line (cut at the box's width
    /// with an ellipsis, as a label would). A digit with no area draws
    /// nothing.
    public override func draw(in context: RenderContext) throws {
        let bounds = self.bounds
        guard bounds.width.isFinite, bounds.height.isFinite, bounds.width > 0, bounds.height > 0 else { return }
        context.canvas.fill(bottomLineFrame, color: bottomLineColor.resolved(in: context.theme))
        guard !text.isEmpty else { return }
        let layout = try TextLayout(text: text, style: TextStyle(typography: style.font, color: textColor.resolved(in: context.theme),
                                                                 alignment: .center))
        layout.setWidthLimit(bounds.width)
        context.canvas.draw(layout, at: CGPoint(x: 0, y: try textTop(of: layout)))
    }

    // MARK: - Text placement

    /// The least space between the character's baseline and the bottom line, in points.
    public static let minimumBaselineGap: CGFloat = 2

    /// The top of the character's layout: the middle of its cap-height band (digits have
    /// no descenders and stand on the baseline) on the middle of the space above the
    /// bottom line, and the baseline at least ``minimumBaselineGap`` above the line, so a
    /// font taller than the box moves up rather than sinking through its underline, as
    /// the box's centre put its line box.
    private func textTop(of layout: TextLayout) throws -> CGFloat {
        let lineTop = bottomLineFrame.minY
        let baseline = layout.firstBaseline
        guard let capMiddle = try layout.style.capHeightBandMiddle() else {
            return lineTop - Self.minimumBaselineGap - baseline
        }
        let centred = lineTop / 2 + (baseline - capMiddle)
        return min(centred, lineTop - Self.minimumBaselineGap) - baseline
    }
}

// MARK: - TextDrawing

extension DigitField: TextDrawing {
    /// The character, in its state's color and the digit font, over what is under the digit.
    public func drawnTexts(in theme: Theme) throws -> [DrawnText] {
        text.isEmpty ? [] : [DrawnText(text, color: textColor.resolved(in: theme), typography: style.font)]
    }
}
