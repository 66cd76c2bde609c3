import Foundation
import Render
import TokenValues

extension MapPinDrawer {
    /// Everything that decides how a pin looks, and the one list of a pin's properties:
    /// ``MapPinView`` holds one (its `font`, `textColor`, … are this type's fields) and
    /// ``MapPinBuilder`` sets it. Changing any of it empties a drawer's cache. The defaults
    /// are COMPONENTS.md's: the system font, Medium 14, white text on the `mainColor` bubble
    /// (`accent` when selected), 6-point insets, a 10 × 5 arrow, 8-point corners. A design
    /// system sets its own font through a style (`mapPin.default` names `{mapPins.font}`).
    ///
    /// Colors are themed, as the original's `UIColor`s are dynamic; a drawer resolves them in
    /// the theme it is asked to draw in. The scale is the drawer's, not the look's.
    public struct Configuration: Sendable, Hashable {
        // MARK: - Properties

        /// The font of the text; drawn on one line.
        public var font: Typography
        /// The color of the text.
        public var textColor: Themed<Color>
        /// The bubble's color when the pin is not selected.
        public var bubbleColorNormal: Themed<Color>
        /// The bubble's color when the pin is selected.
        public var bubbleColorSelected: Themed<Color>
        /// The space between the text and the bubble's edges.
        public var edgeInsets: EdgeInsets
        /// The arrow's base width and height.
        public var arrowSize: CGSize
        /// The radius of the bubble's corners, the style sheet's `bubbleCornerRadius` (a
        /// view's own ``View/cornerRadius`` rounds its background, not the bubble).
        public var bubbleCornerRadius: CGFloat

        /// The system font (``Typography/systemBody``'s family) at Medium 14, as a `UILabel`
        /// is set in the system font until told otherwise. The original's Roboto is not
        /// kept: a family of its own in code drew pins in a face the design system never
        /// named.
        public static let defaultFont = Typography(fontFamily: Typography.systemBody.fontFamily, fontSize: 14, fontWeight: .medium)

        // MARK: - Initializers

        /// A configuration; every default is COMPONENTS.md's.
        public init(
            font: Typography = Configuration.defaultFont,
            textColor: Themed<Color> = Themed(Color(srgbHex: 0xFFFFFF)),
            bubbleColorNormal: Themed<Color> = Themed(Color(srgbHex: 0x1F6FEB)),
            bubbleColorSelected: Themed<Color> = Themed(Color(srgbHex: 0xF97316)),
            edgeInsets: EdgeInsets = EdgeInsets(all: 6),
            arrowSize: CGSize = CGSize(width: 10, height: 5),
            bubbleCornerRadius: CGFloat = 8
        ) {
            self.font = font
            self.textColor = textColor
            self.bubbleColorNormal = bubbleColorNormal
            self.bubbleColorSelected = bubbleColorSelected
            self.edgeInsets = edgeInsets
            self.arrowSize = arrowSize
            self.bubbleCornerRadius = bubbleCornerRadius
        }
    }
}
