import Foundation
import Render
import TokenModel

extension Label {
    // MARK: - Optical centre

    /// How far to move a one-line label from its line box's centre so that the middle of
    /// its capitals (the cap-height band) sits where the box's centre was: add it to the
    /// `centerY` constraint that sets the label beside an icon,
    /// `make.centerY.equalTo(icon).offset(try title.opticalCenterYOffset())`, as iOS
    /// designers centre a title on an icon. The button centres its title this way by itself.
    /// Positive moves the label down. 0 when the font inks no "H".
    public func opticalCenterYOffset() throws -> CGFloat {
        var style = try makeLayout(theme: .defaults).style
        style.numberOfLines = 1
        guard let capMiddle = try style.capHeightBandMiddle() else { return 0 }
        let lineHeight = try TextLayout(text: "H", style: style).size(fittingWidth: nil).height
        return lineHeight / 2 - capMiddle
    }
}
