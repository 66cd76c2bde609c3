import Foundation
import TokenModel

// MARK: - Perceptual interpolation

/// A color in OKLCH (CSS Color 4): perceptual lightness `l` (0…1), chroma `c` (≥ 0) and
/// hue `h` in degrees, with straight alpha. The touchable control mixes its normal and
/// pressed colors here, so the halfway color of two saturated colors stays saturated
/// instead of dipping to grey as an sRGB mix of near-opposite hues does.
struct OKLCH: Equatable {
    // MARK: - Properties

    /// Perceptual lightness, 0 black … 1 white.
    var l: Double
    /// Chroma, 0 on the grey axis.
    var c: Double
    /// Hue angle in degrees, 0 ≤ h < 360; meaningless (powerless, in CSS terms) when `c` is about 0.
    var h: Double
    /// Straight alpha, 0…1.
    var alpha: Double

    /// Chroma below this counts as grey: its hue is powerless and takes the other end's.
    static let achromaticChroma = 1e-4

    // MARK: - Initializers

    /// `color`'s sRGB components as OKLCH: sRGB decoded to linear light, taken to the LMS
    /// cone space, cube-rooted and taken to OKLab, whose (a, b) become chroma and hue.
    init(_ color: Color) {
        let r = Self.linear(color.red), g = Self.linear(color.green), b = Self.linear(color.blue)
        let lms = (0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b,
                   0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b,
                   0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        let lc = cbrt(lms.0), mc = cbrt(lms.1), sc = cbrt(lms.2)
        let lightness = 0.2104542553 * lc + 0.7936177850 * mc - 0.0040720468 * sc
        let a = 1.9779984951 * lc - 2.4285922050 * mc + 0.4505937099 * sc
        let bb = 0.0259040371 * lc + 0.7827717662 * mc - 0.8086757660 * sc
        let hue = atan2(bb, a) * 180 / .pi
        self.init(l: lightness, c: (a * a + bb * bb).squareRoot(), h: hue < 0 ? hue + 360 : hue, alpha: color.alpha)
    }

    /// The OKLCH color with these components.
    init(l: Double, c: Double, h: Double, alpha: Double) {
        self.l = l
        self.c = c
        self.h = h
        self.alpha = alpha
    }

    // MARK: - Methods

    /// This color mixed with `other` at `fraction` (0 this, 1 other): lightness, chroma and
    /// alpha linearly, hue along the shorter arc; a grey end takes the other end's hue.
    func mixed(with other: OKLCH, fraction f: Double) -> OKLCH {
        var h0 = h, h1 = other.h
        if c < Self.achromaticChroma { h0 = h1 }
        if other.c < Self.achromaticChroma { h1 = h0 }
        var delta = h1 - h0
        if delta > 180 { delta -= 360 } else if delta < -180 { delta += 360 }
        var hue = (h0 + delta * f).truncatingRemainder(dividingBy: 360)
        if hue < 0 { hue += 360 }
        return OKLCH(l: l + (other.l - l) * f, c: c + (other.c - c) * f, h: hue, alpha: alpha + (other.alpha - alpha) * f)
    }

    /// The sRGB color: this one if it is inside the sRGB gamut, else the one of the same
    /// lightness and hue with the largest chroma that is (CSS Color 4 maps chroma down, not
    /// components clamped, so the hue does not shift).
    var srgb: Color {
        if let inGamut = Self.srgbComponents(l: l, c: c, h: h) { return Self.color(inGamut, alpha: alpha) }
        var low = 0.0, high = c
        for _ in 0..<40 {
            let mid = (low + high) / 2
            if Self.srgbComponents(l: l, c: mid, h: h) != nil { low = mid } else { high = mid }
        }
        let components = Self.srgbComponents(l: min(max(l, 0), 1), c: low, h: h)
            ?? Self.rawComponents(l: l, c: low, h: h).map { min(max($0, 0), 1) }
        return Self.color(components, alpha: alpha)
    }

    // MARK: - Private

    /// The gamma-encoded sRGB components of (l, c, h), or nil if any is outside 0…1 by
    /// more than rounding.
    private static func srgbComponents(l: Double, c: Double, h: Double) -> [Double]? {
        let raw = rawComponents(l: l, c: c, h: h)
        let tolerance = 1e-6
        guard raw.allSatisfy({ $0 >= -tolerance && $0 <= 1 + tolerance }) else { return nil }
        return raw.map { min(max($0, 0), 1) }
    }

    /// The gamma-encoded sRGB components of (l, c, h), unclamped.
    private static func rawComponents(l: Double, c: Double, h: Double) -> [Double] {
        let radians = h * .pi / 180
        let a = c * cos(radians), b = c * sin(radians)
        let lc = l + 0.3963377774 * a + 0.2158037573 * b
        let mc = l - 0.1055613458 * a - 0.0638541728 * b
        let sc = l - 0.0894841775 * a - 1.2914855480 * b
        let lms = (lc * lc * lc, mc * mc * mc, sc * sc * sc)
        let r = 4.0767416621 * lms.0 - 3.3077115913 * lms.1 + 0.2309699292 * lms.2
        let g = -1.2684380046 * lms.0 + 2.6097574011 * lms.1 - 0.3413193965 * lms.2
        let bl = -0.0041960863 * lms.0 - 0.7034186147 * lms.1 + 1.7076147010 * lms.2
        return [encoded(r), encoded(g), encoded(bl)]
    }

    /// A color from three gamma-encoded components.
    private static func color(_ components: [Double], alpha: Double) -> Color {
        Color(red: components[0], green: components[1], blue: components[2], alpha: alpha)
    }

    /// The sRGB transfer function decoded: a gamma-encoded component to linear light.
    private static func linear(_ value: Double) -> Double {
        let magnitude = abs(value)
        let decoded = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -decoded : decoded
    }

    /// The sRGB transfer function: a linear-light component to gamma-encoded.
    private static func encoded(_ value: Double) -> Double {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }
}
