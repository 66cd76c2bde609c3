import Foundation

/// A Tokens Studio color modifier (`$extensions["studio.tokens"].modify`): `lighten`,
/// `darken`, `mix` or `alpha` by an amount, in a color space. Computed as sd-transforms'
/// `ts/color/modifiers` computes it, for the spaces whose arithmetic needs no color-science
/// library: `srgb` (lighten moves each channel toward 1, darken toward 0, mix interpolates
/// the channels) and `hsl` (lighten and darken move the lightness); `alpha` sets the alpha in
/// any space. Other combinations (`lch`, `p3`, mixing in `hsl`) are refused, never guessed.
struct ColorModifier {
    // MARK: - Nested types

    enum Kind: String {
        case lighten, darken, mix, alpha
    }

    /// Why a modifier cannot be applied.
    struct Failure: Error {
        var message: String
    }

    // MARK: - Properties

    var kind: Kind
    /// The amount, from 0 to 1 once clamped.
    var amount: Double
    /// The color space it works in (`srgb`, `hsl`, `lch`, `p3`).
    var space: String
    /// The color `mix` mixes with.
    var mixColor: CSSValues.RGB?

    // MARK: - Applying

    /// `color` modified.
    func apply(to color: CSSValues.RGB) throws(Failure) -> CSSValues.RGB {
        let amount = min(1, max(0, self.amount))
        var result = color
        switch (kind, space) {
        case (.alpha, _):
            result.alpha = amount
        case (.lighten, "srgb"), (.darken, "srgb"):
            let move: (Double) -> Double = kind == .lighten ? { min(1, $0 + amount * (1 - $0)) } : { max(0, $0 - amount * $0) }
            result.red = move(color.red)
            result.green = move(color.green)
            result.blue = move(color.blue)
        case (.mix, "srgb"):
            guard let other = mixColor else { throw Failure(message: "the mix modifier has no color to mix with") }
            func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
            result = CSSValues.RGB(red: mix(color.red, other.red), green: mix(color.green, other.green), blue: mix(color.blue, other.blue),
                                   alpha: mix(color.alpha, other.alpha), isEightBit: false)
        case (.lighten, "hsl"), (.darken, "hsl"):
            var hsl = Self.hsl(of: color)
            hsl.lightness = kind == .lighten ? min(1, hsl.lightness + (1 - hsl.lightness) * amount) : max(0, hsl.lightness - hsl.lightness * amount)
            let (red, green, blue) = CSSValues.hslToRGB(hue: hsl.hue, saturation: hsl.saturation, lightness: hsl.lightness)
            result = CSSValues.RGB(red: red, green: green, blue: blue, alpha: color.alpha, isEightBit: false)
        default:
            throw Failure(message: "its color modifier \(kind.rawValue) in the space '\(space)' is computed by Tokens Studio with a color-science library convert does not reproduce exactly (convert computes lighten, darken and mix in srgb, lighten and darken in hsl, and alpha)")
        }
        result.isEightBit = [result.red, result.green, result.blue].allSatisfy { ($0 * 255).rounded() == $0 * 255 }
        return result
    }

    // MARK: - Private

    /// CSS Color 4's sRGB to HSL: hue in degrees, saturation and lightness from 0 to 1.
    private static func hsl(of color: CSSValues.RGB) -> (hue: Double, saturation: Double, lightness: Double) {
        let high = max(color.red, color.green, color.blue), low = min(color.red, color.green, color.blue)
        let lightness = (high + low) / 2
        let delta = high - low
        guard delta > 0 else { return (0, 0, lightness) }
        let saturation = lightness == 0 || lightness == 1 ? 0 : (high - lightness) / min(lightness, 1 - lightness)
        var hue: Double
        switch high {
        case color.red: hue = (color.green - color.blue) / delta + (color.green < color.blue ? 6 : 0)
        case color.green: hue = (color.blue - color.red) / delta + 2
        default: hue = (color.red - color.green) / delta + 4
        }
        hue *= 60
        return (hue, saturation, lightness)
    }
}
