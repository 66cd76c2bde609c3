import TokenModel
import ViewKit

/// How each digit of an ``OTPField`` looks: its font, and the colors of its text and its
/// bottom line when it holds a digit (active), when it is empty (inactive) and when the
/// field shows an error.
public struct DigitFieldStyle: Sendable, Hashable {
    // MARK: - Properties

    /// The font of the character.
    public var font: Typography
    /// The character's color in a digit that holds one.
    public var activeTextColor: Themed<Color>
    /// The text color of an empty digit.
    public var inactiveTextColor: Themed<Color>
    /// The character's color while the field shows an error.
    public var errorTextColor: Themed<Color>
    /// The bottom line's color under a digit that holds a character.
    public var activeBottomLineColor: Themed<Color>
    /// The bottom line's color under an empty digit.
    public var inactiveBottomLineColor: Themed<Color>
    /// The bottom lines' color while the field shows an error.
    public var errorBottomLineColor: Themed<Color>

    // MARK: - Initializers

    /// A style; the defaults are SurfUtils': the system font at 17 points, blue, black and
    /// red text, and lines of the same three colors.
    public init(font: Typography = .systemBody,
                activeTextColor: Themed<Color> = .blue, inactiveTextColor: Themed<Color> = .black,
                errorTextColor: Themed<Color> = .red,
                activeBottomLineColor: Themed<Color> = .blue, inactiveBottomLineColor: Themed<Color> = .black,
                errorBottomLineColor: Themed<Color> = .red) {
        self.font = font
        self.activeTextColor = activeTextColor
        self.inactiveTextColor = inactiveTextColor
        self.errorTextColor = errorTextColor
        self.activeBottomLineColor = activeBottomLineColor
        self.inactiveBottomLineColor = inactiveBottomLineColor
        self.errorBottomLineColor = errorBottomLineColor
    }

    // MARK: - Colors by state

    /// The text color of a digit in `state`.
    public func textColor(for state: DigitField.State) -> Themed<Color> {
        switch state {
        case .active: activeTextColor
        case .inactive: inactiveTextColor
        case .error: errorTextColor
        }
    }

    /// The bottom line's color of a digit in `state`.
    public func bottomLineColor(for state: DigitField.State) -> Themed<Color> {
        switch state {
        case .active: activeBottomLineColor
        case .inactive: inactiveBottomLineColor
        case .error: errorBottomLineColor
        }
    }
}
