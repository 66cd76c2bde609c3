/// A color in sRGB with straight (not premultiplied) alpha, each component in 0…1.
///
/// Tokens written in other color spaces are converted to this when they are read; the
/// renderer draws it as it is. A `display-p3` token also keeps what was written in
/// ``authored`` (it takes part in equality: two colors written differently are different
/// values, even where sRGB clips them to one).
public struct Color: Sendable, Hashable, CustomStringConvertible {
    // MARK: - Properties

    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    /// The space and components the token was written in, when kept (see ``AuthoredColor``).
    public var authored: AuthoredColor?

    // MARK: - Initializers

    /// A color from sRGB components in 0…1; values outside are clipped.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clip(red)
        self.green = Self.clip(green)
        self.blue = Self.clip(blue)
        self.alpha = Self.clip(alpha)
    }

    /// A color from a 24-bit `0xRRGGBB` value, as designers write hex colors.
    public init(srgbHex hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            alpha: alpha
        )
    }

    /// A color from `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`; `nil` for anything else.
    public init?(hexString: String) {
        var digits = Substring(hexString)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
        if digits.count <= 4 { digits = Substring(digits.flatMap { [$0, $0] }) }
        guard let value = UInt64(digits, radix: 16) else { return nil }
        if digits.count == 8 {
            self.init(srgbHex: UInt32(value >> 8), alpha: Double(value & 0xFF) / 255)
        } else {
            self.init(srgbHex: UInt32(value))
        }
    }

    // MARK: - Derived values

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque; components rounded to 8 bits.
    public var hexString: String {
        let bytes = [red, green, blue] + (alpha < 1 ? [alpha] : [])
        return "#" + bytes.map { component in
            let byte = Int((component * 255).rounded())
            return (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }.joined()
    }

    /// This color with another alpha (and the same ``authored`` components).
    public func withAlpha(_ alpha: Double) -> Color {
        var color = Color(red: red, green: green, blue: blue, alpha: alpha)
        color.authored = authored
        return color
    }

    /// This color, remembering that it was written as `authored`.
    public func authored(as authored: AuthoredColor) -> Color {
        var color = self
        color.authored = authored
        return color
    }

    public var description: String { hexString }

    // MARK: - Private

    private static func clip(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
