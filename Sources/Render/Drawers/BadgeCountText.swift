import Foundation
import TokenValues

/// The count a badge shows and how it is set: `String(count)` in white, letter spacing
/// −0.24, at 10 pt with the baseline 1 pt lower, or at 9 pt with the baseline 2 pt lower
/// when it has more than two characters (COMPONENTS.md).
public struct BadgeCountText: Sendable, Hashable {
    // MARK: - Properties

    /// The characters shown.
    public let text: String
    /// The font size: 10, or 9 for more than two characters.
    public let fontSize: CGFloat
    /// How far below its centered place the text is drawn: 1, or 2 for more than two
    /// characters.
    public let baselineDrop: CGFloat

    // MARK: - Initializers

    /// The text of `count`; with a `maximumCount`, a larger count shows as `"99+"` (the
    /// maximum and a plus), the optional capping. No maximum (the default) shows every
    /// count in full, as the original does.
    public init(count: Int, maximumCount: Int? = nil) {
        if let maximumCount, count > maximumCount {
            text = "\(maximumCount)+"
        } else {
            text = String(count)
        }
        let long = text.count > 2
        fontSize = long ? 9 : 10
        baselineDrop = long ? 2 : 1
    }

    // MARK: - Typography

    /// The system font at ``fontSize`` with the badge's letter spacing.
    public func typography(fontFamily: [String]) -> Typography {
        Typography(fontFamily: fontFamily, fontSize: fontSize, letterSpacing: PixelImage.initialsLetterSpacing)
    }
}
