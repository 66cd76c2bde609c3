import Foundation
import TokenValues

extension MapTextPinDrawer {
    /// Everything that decides how a pin looks; changing any of it empties the drawer's
    /// cache. The defaults are COMPONENTS.md's: Roboto Medium 14, white text on the
    /// `mainColor` bubble (`accent` when selected), 6-point insets, a 10 × 5 arrow, 8-point
    /// corners, at scale 2.
    public struct Configuration: Sendable, Hashable {
        // MARK: - Properties

        /// The font of the text; drawn on one line.
        public var font: Typography
        /// The color of the text.
        public var textColor: Color
        /// The bubble's color when the pin is not selected.
        public var bubbleColorNormal: Color
        /// The bubble's color when the pin is selected.
        public var bubbleColorSelected: Color
        /// The space between the text and the bubble's edges.
        public var edgeInsets: EdgeInsets
        /// The arrow's base width and height.
        public var arrowSize: CGSize
        /// The radius of the bubble's corners.
        public var cornerRadius: CGFloat
        /// Pixels per point of the images: 1, 2 or 3.
        public var scale: Int

        /// Roboto Medium 14, the original's font (DejaVu Sans where Roboto is missing).
        public static let defaultFont = Typography(fontFamily: ["Roboto", "DejaVu Sans"], fontSize: 14, fontWeight: .medium)

        // MARK: - Initializers

        /// A configuration; every default is COMPONENTS.md's.
        public init(
            font: Typography = Configuration.defaultFont,
            textColor: Color = Color(srgbHex: 0xFFFFFF),
            bubbleColorNormal: Color = Color(srgbHex: 0x1F6FEB),
            bubbleColorSelected: Color = Color(srgbHex: 0xF97316),
            edgeInsets: EdgeInsets = EdgeInsets(all: 6),
            arrowSize: CGSize = CGSize(width: 10, height: 5),
            cornerRadius: CGFloat = 8,
            scale: Int = 2
        ) {
            self.font = font
            self.textColor = textColor
            self.bubbleColorNormal = bubbleColorNormal
            self.bubbleColorSelected = bubbleColorSelected
            self.edgeInsets = edgeInsets
            self.arrowSize = arrowSize
            self.cornerRadius = cornerRadius
            self.scale = scale
        }
    }
}
