import TokenModel
import ViewKit

/// How an ``OTPField`` looks: its digits' style, and the color and font of the error
/// message under them.
public struct OTPFieldStyle: Sendable, Hashable {
    // MARK: - Properties

    /// How each digit looks.
    public var digitStyle: DigitFieldStyle
    /// The error message's color.
    public var errorTextColor: Themed<Color>
    /// The error message's font.
    public var errorFont: Typography

    // MARK: - Initializers

    /// A style; the defaults are SurfUtils': red text in the system font at 17 points.
    public init(digitStyle: DigitFieldStyle = DigitFieldStyle(), errorTextColor: Themed<Color> = .red,
                errorFont: Typography = .systemBody) {
        self.digitStyle = digitStyle
        self.errorTextColor = errorTextColor
        self.errorFont = errorFont
    }

}
