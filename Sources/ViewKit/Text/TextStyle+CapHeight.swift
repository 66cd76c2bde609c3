import Foundation
import Render
import TokenModel

extension TextStyle {
    // MARK: - Cap height

    /// The middle of the cap-height band (from the top of a capital "H" to the baseline)
    /// in points from the top of a one-line layout in this style, measured from the ink of
    /// "H" in the font Pango picks. iOS designers set a title beside an icon with this
    /// point, not the line box's middle, on the icon's centre: the line box holds the
    /// ascender space above the capitals and the descender space below the baseline, so
    /// its middle sits below what the eye takes for the text's middle. `nil` when "H"
    /// inks nothing (no font with the letter).
    package func capHeightBandMiddle() throws(RenderError) -> CGFloat? {
        var style = self
        style.numberOfLines = 1
        let layout = try TextLayout(text: "H", style: style)
        guard let ink = layout.inkBounds, ink.height > 0 else { return nil }
        return (ink.minY + layout.firstBaseline) / 2
    }
}
