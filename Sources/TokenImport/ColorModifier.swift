import Foundation
import TokenModel

/// A Tokens Studio color modifier (`$extensions["studio.tokens"].modify`): `lighten`,
/// `darken`, `mix` or `alpha` by an amount, in a color space. Computed as sd-transforms'
/// `ts/color/modifiers` computes it: in `srgb` and `p3` lighten moves each channel toward 1,
/// darken toward 0, mix interpolates the channels; in `hsl` lighten and darken move the
/// lightness; in `lch` they move the lightness and take the same share off the chroma;
/// in `hsl` and `lch` mix interpolates each coordinate, the hue along the shorter arc;
/// `alpha` sets the alpha. The result is in the modifier's space, as sd-transforms writes
/// it (`hsl` as the same color in `srgb`). Unknown spaces are refused.
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
    /// The output format sd-transforms writes (`hex` rounds each channel to 8 bits); the
    /// other formats write the same color.
    var format: String?

    // MARK: - Applying

    /// A modified color, in the space the modifier works in.
    enum Result: Equatable {
        case srgb(CSSValues.RGB)
        case displayP3(ColorSpaceMath.Vector, alpha: Double)
        case lch(ColorSpaceMath.Vector, alpha: Double)
    }

    /// `color` modified, as sd-transforms prints it: colorjs.io writes 5 significant digits
    /// of each coordinate in the modifier's space (sRGB as percentages), and the format
    /// `hex` rounds an sRGB or HSL result to 8 bits a channel.
    func apply(to color: CSSValues.RGB) throws(Failure) -> Result {
        switch try exact(color) {
        case .srgb(var rgb):
            if space == "srgb" {
                rgb = Self.rgb(Vector3(rgb.red, rgb.green, rgb.blue).rounded(percent: true), alpha: Self.significant(rgb.alpha))
            }
            if format == "hex" {
                func byte(_ value: Double) -> Double { (min(1, max(0, value)) * 255).rounded() / 255 }
                rgb = Self.rgb(Vector3(byte(rgb.red), byte(rgb.green), byte(rgb.blue)), alpha: rgb.alpha == 1 ? 1 : byte(rgb.alpha))
            }
            return .srgb(rgb)
        case .displayP3(let components, let alpha):
            return .displayP3(components.rounded(percent: false), alpha: Self.significant(alpha))
        case .lch(let components, let alpha):
            return .lch(components.rounded(percent: false), alpha: Self.significant(alpha))
        }
    }

    /// `x` to 5 significant digits, as colorjs.io prints a coordinate.
    static func significant(_ x: Double) -> Double {
        guard x != 0, x.isFinite else { return x }
        let scale = pow(10, 5 - (log10(abs(x)).rounded(.down) + 1))
        return (x * scale).rounded() / scale
    }

    /// `color` modified, unrounded.
    private func exact(_ color: CSSValues.RGB) throws(Failure) -> Result {
        let amount = min(1, max(0, self.amount))
        let rgb = ColorSpaceMath.Vector(color.red, color.green, color.blue)
        func lighten(_ channel: Double) -> Double { min(1, channel + amount * (1 - channel)) }
        func darken(_ channel: Double) -> Double { max(0, channel - amount * channel) }
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
        let alpha = kind == .alpha ? amount : color.alpha
        switch (kind, space) {
        case (.alpha, "srgb"), (.alpha, "hsl"):
            var result = color
            result.alpha = amount
            return .srgb(result)
        case (.lighten, "srgb"), (.darken, "srgb"):
            let move = kind == .lighten ? lighten : darken
            return .srgb(Self.rgb(Vector3(move(color.red), move(color.green), move(color.blue)), alpha: alpha))
        case (.mix, "srgb"):
            let other = try mixed()
            return .srgb(Self.rgb(Vector3(mix(color.red, other.red), mix(color.green, other.green), mix(color.blue, other.blue)),
                                  alpha: mix(color.alpha, other.alpha)))
        case (.lighten, "hsl"), (.darken, "hsl"):
            var hsl = Self.hsl(of: color)
            hsl.lightness = kind == .lighten ? lighten(hsl.lightness) : darken(hsl.lightness)
            let (red, green, blue) = Self.printedHSL(hue: hsl.hue, saturation: hsl.saturation, lightness: hsl.lightness)
            return .srgb(Self.rgb(Vector3(red, green, blue), alpha: alpha))
        case (_, "p3") where kind != .mix:
            let p3 = ColorSpaceMath.displayP3(fromSRGB: rgb)
            let move: (Double) -> Double = kind == .lighten ? lighten : kind == .darken ? darken : { $0 }
            return .displayP3(Vector3(move(p3[0]), move(p3[1]), move(p3[2])), alpha: alpha)
        case (.mix, "p3"):
            let other = try mixed()
            let p3 = ColorSpaceMath.displayP3(fromSRGB: rgb), otherP3 = ColorSpaceMath.displayP3(fromSRGB: Vector3(other.red, other.green, other.blue))
            return .displayP3(Vector3(mix(p3[0], otherP3[0]), mix(p3[1], otherP3[1]), mix(p3[2], otherP3[2])), alpha: mix(color.alpha, other.alpha))
        case (.mix, "hsl"):
            let other = try mixed()
            let (first, second) = (Self.hsl(of: color), Self.hsl(of: other))
            let hue = Self.mixHue(first.saturation == 0 ? nil : first.hue, second.saturation == 0 ? nil : second.hue, amount)
            let (red, green, blue) = Self.printedHSL(hue: hue ?? 0, saturation: mix(first.saturation, second.saturation),
                                                     lightness: mix(first.lightness, second.lightness))
            return .srgb(Self.rgb(Vector3(red, green, blue), alpha: mix(color.alpha, other.alpha)))
        case (.mix, "lch"):
            let other = try mixed()
            let first = ColorSpaceMath.lch(fromSRGB: rgb), second = ColorSpaceMath.lch(fromSRGB: Vector3(other.red, other.green, other.blue))
            let hue = Self.mixHue(first[1] < Self.achromaticChroma ? nil : first[2], second[1] < Self.achromaticChroma ? nil : second[2], amount)
            return .lch(Vector3(mix(first[0], second[0]), mix(first[1], second[1]), hue ?? 0), alpha: mix(color.alpha, other.alpha))
        case (_, "lch") where kind != .mix:
            var lch = ColorSpaceMath.lch(fromSRGB: rgb)
            if kind != .alpha {
                lch[0] = kind == .lighten ? min(100, lch[0] + (100 - lch[0]) * amount) : max(0, lch[0] - lch[0] * amount)
                lch[1] = max(0, lch[1] - amount * lch[1])
            }
            return .lch(lch, alpha: alpha)
        default:
            throw Failure(message: "its color modifier \(kind.rawValue) in the space '\(space)' is not one convert computes exactly (it computes lighten, darken, mix and alpha in srgb, hsl, p3 and lch)")
        }
    }

    private typealias Vector3 = ColorSpaceMath.Vector

    /// The sRGB of an HSL color as colorjs.io prints it (5 significant digits of the hue and
    /// of the saturation and lightness percentages).
    private static func printedHSL(hue: Double, saturation: Double, lightness: Double) -> (Double, Double, Double) {
        CSSValues.hslToRGB(hue: significant(hue), saturation: significant(saturation * 100) / 100, lightness: significant(lightness * 100) / 100)
    }

    /// Below this LCH chroma a color has no hue (colorjs.io's "none"), so mixing takes the
    /// other color's hue.
    private static let achromaticChroma = 0.02

    /// Two hues mixed along the shorter arc, as CSS Color 4 interpolates them; a missing
    /// hue takes the other's.
    private static func mixHue(_ first: Double?, _ second: Double?, _ amount: Double) -> Double? {
        guard var a = first else { return second }
        guard var b = second else { return a }
        if b - a > 180 { a += 360 } else if b - a < -180 { b += 360 }
        let hue = (a + (b - a) * amount).truncatingRemainder(dividingBy: 360)
        return hue < 0 ? hue + 360 : hue
    }

    private func mixed() throws(Failure) -> CSSValues.RGB {
        guard let mixColor else { throw Failure(message: "the mix modifier has no color to mix with") }
        return mixColor
    }

    private static func rgb(_ channels: Vector3, alpha: Double) -> CSSValues.RGB {
        CSSValues.RGB(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha,
                      isEightBit: (0..<3).allSatisfy { (channels[$0] * 255).rounded() == channels[$0] * 255 })
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

private extension SIMD3<Double> {
    /// Each coordinate to 5 significant digits, of its percentage when `percent`.
    func rounded(percent: Bool) -> SIMD3<Double> {
        let factor = percent ? 100.0 : 1
        return SIMD3((0..<3).map { ColorModifier.significant(self[$0] * factor) / factor })
    }
}
