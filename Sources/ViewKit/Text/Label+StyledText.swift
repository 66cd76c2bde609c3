import Foundation
import Render
import TokenModel

extension Label {
    // MARK: - Styled text

    /// Shows `text`: its runs over a typography of its font (the label's own when the
    /// global attributes give none) with its line height, and its alignment and line break
    /// mode and paragraph spacing where it gives them. The color of runs without one stays
    /// ``textColor``; a part's color that differs between themes is drawn as it is in the
    /// theme of the render.
    public func setStyledText(_ text: StyledText) {
        typography = text.typography(over: typography)
        if let alignment = text.paragraph.alignment { self.alignment = alignment }
        if let mode = text.paragraph.lineBreakMode { lineBreakMode = mode }
        if let spacing = text.paragraph.paragraphSpacing { paragraphSpacing = spacing.asLength }
        setRuns(text)
    }
}
