import Foundation

/// A color space a DTCG color token may use (its `colorSpace` string).
///
/// These are the 14 spaces of the DTCG Color Module 2025.10. Each space knows which numbers its
/// three components may be and how to turn a color written in it into sRGB for drawing. The
/// conversions follow CSS Color Module Level 4: every space goes through CIE XYZ relative to D65
/// (with Bradford adaptation for the D50 spaces) to linear-light sRGB and then through the sRGB
/// transfer function, except HSL and HWB, which are sRGB written another way.
public enum ColorSpace: String, Sendable, Hashable, CaseIterable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl
    case hwb
    case lab
    case lch
    case oklab
    case oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"

    // MARK: - Validation

    /// Why `value` cannot be component `index` (0, 1 or 2) of this space, or nil when it can.
    ///
    /// The ranges are those of the DTCG Color Module 2025.10: RGB components in [0, 1], hues in
    /// [0, 360), HSL and HWB percentages in [0, 100], CIELAB lightness in [0, 100], OKLab
    /// lightness in [0, 1], chroma at least 0. The a and b of Lab and OKLab, which the module
    /// leaves unbounded, may be any finite number, and so may X, Y and Z: the module's prose says
    /// "between 0 and 1" for them, but that would rule out D65 white itself (Z ≈ 1.089), and CSS
    /// Color 4 bounds them nowhere. A value that is not finite is always a problem.
    /// Message style: "the hue must be at least 0 and less than 360, not 360".
    public func problem(withComponent index: Int, value: Double) -> String? {
        let ranges = componentRanges
        guard ranges.indices.contains(index) else {
            return "a \(rawValue) color has components 0, 1 and 2, not a component \(index)"
        }
        return ranges[index].problem(with: value)
    }

    // MARK: - Conversion to sRGB

    /// The color in sRGB. `components` has three entries; nil stands for the DTCG keyword "none"
    /// (a missing component, treated as 0 as CSS Color 4 does for conversion).
    /// `clipped` is true when the color lay outside the sRGB gamut and was clipped (any channel
    /// outside [0, 1] by more than 1e-5 before clipping: published colors are rounded to five
    /// or six digits, which puts #00FF00 written in display-p3 a few millionths outside).
    ///
    /// Missing entries (fewer than three) count as "none" and extra entries are ignored; a value
    /// that is not finite is also read as 0. Check components with
    /// ``problem(withComponent:value:)`` first: this converts whatever it is given. Hues outside
    /// [0, 360) are taken modulo 360. `alpha` is passed on to ``Color``, which clips it to 0…1.
    public func toSRGB(_ components: [Double?], alpha: Double) -> (color: Color, clipped: Bool) {
        let coordinates = SIMD3(
            Self.coordinate(components, at: 0),
            Self.coordinate(components, at: 1),
            Self.coordinate(components, at: 2)
        )
        let unclipped = gammaEncodedSRGB(from: coordinates)
        let tolerance = 1e-5
        let clipped = (0..<3).contains { channel in
            let value = unclipped[channel]
            return !value.isFinite || value < -tolerance || value > 1 + tolerance
        }
        let color = Color(red: unclipped.x, green: unclipped.y, blue: unclipped.z, alpha: alpha)
        return (color, clipped)
    }

    // MARK: - Private: component ranges

    /// Which numbers one component may be: at least `minimum` (when there is one) and at most,
    /// or below, `maximum` (when there is one).
    private struct ComponentRange: Sendable {
        let name: String
        let minimum: Double?
        let maximum: Double?
        let excludesMaximum: Bool

        static func closed(_ name: String, _ minimum: Double, _ maximum: Double) -> ComponentRange {
            ComponentRange(name: name, minimum: minimum, maximum: maximum, excludesMaximum: false)
        }

        static let hue = ComponentRange(name: "hue", minimum: 0, maximum: 360, excludesMaximum: true)

        static func atLeastZero(_ name: String) -> ComponentRange {
            ComponentRange(name: name, minimum: 0, maximum: nil, excludesMaximum: false)
        }

        static func unbounded(_ name: String) -> ComponentRange {
            ComponentRange(name: name, minimum: nil, maximum: nil, excludesMaximum: false)
        }

        func problem(with value: Double) -> String? {
            guard value.isFinite else {
                return "the \(name) must be a finite number, not \(ColorSpace.text(for: value))"
            }
            let tooLow = minimum.map { value < $0 } ?? false
            let tooHigh = maximum.map { excludesMaximum ? value >= $0 : value > $0 } ?? false
            guard tooLow || tooHigh else { return nil }
            return "the \(name) must be \(allowedDescription), not \(ColorSpace.text(for: value))"
        }

        private var allowedDescription: String {
            var parts: [String] = []
            if let minimum { parts.append("at least \(ColorSpace.text(for: minimum))") }
            if let maximum {
                parts.append("\(excludesMaximum ? "less than" : "at most") \(ColorSpace.text(for: maximum))")
            }
            return parts.joined(separator: " and ")
        }
    }

    private static let unitRGBRanges: [ComponentRange] = [
        .closed("red", 0, 1), .closed("green", 0, 1), .closed("blue", 0, 1),
    ]
    private static let hslRanges: [ComponentRange] = [
        .hue, .closed("saturation", 0, 100), .closed("lightness", 0, 100),
    ]
    private static let hwbRanges: [ComponentRange] = [
        .hue, .closed("whiteness", 0, 100), .closed("blackness", 0, 100),
    ]
    private static let labRanges: [ComponentRange] = [
        .closed("lightness", 0, 100), .unbounded("a"), .unbounded("b"),
    ]
    private static let lchRanges: [ComponentRange] = [
        .closed("lightness", 0, 100), .atLeastZero("chroma"), .hue,
    ]
    private static let oklabRanges: [ComponentRange] = [
        .closed("lightness", 0, 1), .unbounded("a"), .unbounded("b"),
    ]
    private static let oklchRanges: [ComponentRange] = [
        .closed("lightness", 0, 1), .atLeastZero("chroma"), .hue,
    ]
    private static let xyzRanges: [ComponentRange] = [
        .unbounded("x"), .unbounded("y"), .unbounded("z"),
    ]

    private var componentRanges: [ComponentRange] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: Self.unitRGBRanges
        case .hsl: Self.hslRanges
        case .hwb: Self.hwbRanges
        case .lab: Self.labRanges
        case .lch: Self.lchRanges
        case .oklab: Self.oklabRanges
        case .oklch: Self.oklchRanges
        case .xyzD65, .xyzD50: Self.xyzRanges
        }
    }

    /// A number as a message shows it: `360`, `-0.1`, `NaN`, `infinity`.
    private static func text(for value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-infinity" : "infinity" }
        if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    // MARK: - Private: the conversion path

    /// Entry `index` of `components`, with "none", a missing entry and a non-finite number as 0.
    private static func coordinate(_ components: [Double?], at index: Int) -> Double {
        guard components.indices.contains(index), let value = components[index], value.isFinite else { return 0 }
        return value
    }

    /// The color as gamma-encoded sRGB, not yet clipped to [0, 1].
    private func gammaEncodedSRGB(from coordinates: SIMD3<Double>) -> SIMD3<Double> {
        let xyzD65: SIMD3<Double>
        switch self {
        case .srgb:
            return coordinates
        case .srgbLinear:
            return Self.map(coordinates, Self.encodeSRGB)
        case .hsl:
            return Self.srgb(hue: coordinates.x, saturation: coordinates.y, lightness: coordinates.z)
        case .hwb:
            return Self.srgb(hue: coordinates.x, whiteness: coordinates.y, blackness: coordinates.z)
        case .lab:
            xyzD65 = Self.xyzD50ToXYZD65 * Self.xyzD50(fromLab: coordinates)
        case .lch:
            xyzD65 = Self.xyzD50ToXYZD65 * Self.xyzD50(fromLab: Self.rectangular(fromPolar: coordinates))
        case .oklab:
            xyzD65 = Self.xyzD65(fromOKLab: coordinates)
        case .oklch:
            xyzD65 = Self.xyzD65(fromOKLab: Self.rectangular(fromPolar: coordinates))
        case .displayP3:
            xyzD65 = Self.linearDisplayP3ToXYZD65 * Self.map(coordinates, Self.decodeSRGB)
        case .a98RGB:
            xyzD65 = Self.linearA98RGBToXYZD65 * Self.map(coordinates, Self.decodeA98RGB)
        case .prophotoRGB:
            let xyzD50 = Self.linearProPhotoRGBToXYZD50 * Self.map(coordinates, Self.decodeProPhotoRGB)
            xyzD65 = Self.xyzD50ToXYZD65 * xyzD50
        case .rec2020:
            xyzD65 = Self.linearRec2020ToXYZD65 * Self.map(coordinates, Self.decodeRec2020)
        case .xyzD65:
            xyzD65 = coordinates
        case .xyzD50:
            xyzD65 = Self.xyzD50ToXYZD65 * coordinates
        }
        return Self.map(Self.xyzD65ToLinearSRGB * xyzD65, Self.encodeSRGB)
    }

    private static func map(_ vector: SIMD3<Double>, _ transform: (Double) -> Double) -> SIMD3<Double> {
        SIMD3(transform(vector.x), transform(vector.y), transform(vector.z))
    }

    // MARK: - Private: HSL and HWB

    /// Gamma-encoded sRGB from a hue in degrees and saturation and lightness in percent.
    private static func srgb(hue: Double, saturation: Double, lightness: Double) -> SIMD3<Double> {
        let hue = normalizedHue(hue)
        let saturation = saturation / 100
        let lightness = lightness / 100
        let halfChroma = saturation * min(lightness, 1 - lightness)
        func channel(_ offset: Double) -> Double {
            let sector = (offset + hue / 30).truncatingRemainder(dividingBy: 12)
            return lightness - halfChroma * max(-1, min(sector - 3, 9 - sector, 1))
        }
        return SIMD3(channel(0), channel(8), channel(4))
    }

    /// Gamma-encoded sRGB from a hue in degrees and whiteness and blackness in percent.
    private static func srgb(hue: Double, whiteness: Double, blackness: Double) -> SIMD3<Double> {
        let whiteness = whiteness / 100
        let blackness = blackness / 100
        if whiteness + blackness >= 1 {
            let grey = whiteness / (whiteness + blackness)
            return SIMD3(repeating: grey)
        }
        let pureHue = srgb(hue: hue, saturation: 100, lightness: 50)
        return pureHue * (1 - whiteness - blackness) + SIMD3(repeating: whiteness)
    }

    /// A hue in [0, 360).
    private static func normalizedHue(_ hue: Double) -> Double {
        let remainder = hue.truncatingRemainder(dividingBy: 360)
        return remainder < 0 ? remainder + 360 : remainder
    }

    /// Lightness, a and b from lightness, chroma and a hue in degrees (LCH to Lab, OKLCH to OKLab).
    private static func rectangular(fromPolar coordinates: SIMD3<Double>) -> SIMD3<Double> {
        let radians = normalizedHue(coordinates.z) * Double.pi / 180
        return SIMD3(coordinates.x, coordinates.y * cos(radians), coordinates.y * sin(radians))
    }

    // MARK: - Private: CIELAB and OKLab

    /// CIE XYZ relative to D50 from CIELAB (D50), with the CIE's rational ε and κ.
    private static func xyzD50(fromLab lab: SIMD3<Double>) -> SIMD3<Double> {
        let epsilon = 216.0 / 24389
        let kappa = 24389.0 / 27
        let lightness = lab.x
        let fy = (lightness + 16) / 116
        let fx = lab.y / 500 + fy
        let fz = fy - lab.z / 200
        let x = fx * fx * fx > epsilon ? fx * fx * fx : (116 * fx - 16) / kappa
        let y = lightness > kappa * epsilon ? fy * fy * fy : lightness / kappa
        let z = fz * fz * fz > epsilon ? fz * fz * fz : (116 * fz - 16) / kappa
        return SIMD3(x, y, z) * d50White
    }

    /// CIE XYZ relative to D65 from OKLab.
    private static func xyzD65(fromOKLab oklab: SIMD3<Double>) -> SIMD3<Double> {
        let nonlinearLMS = oklabToNonlinearLMS * oklab
        return lmsToXYZD65 * (nonlinearLMS * nonlinearLMS * nonlinearLMS)
    }

    // MARK: - Private: transfer functions

    // Each is extended to negative values by reflection about the origin, as CSS Color 4 does.

    /// sRGB (and Display P3) encoded value to linear light.
    private static func decodeSRGB(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        if magnitude <= 0.04045 { return encoded / 12.92 }
        return signed(pow((magnitude + 0.055) / 1.055, 2.4), like: encoded)
    }

    /// Linear light to sRGB encoded value.
    private static func encodeSRGB(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        if magnitude <= 0.0031308 { return linear * 12.92 }
        return signed(1.055 * pow(magnitude, 1 / 2.4) - 0.055, like: linear)
    }

    /// a98-rgb encoded value to linear light: a pure power of 563/256.
    private static func decodeA98RGB(_ encoded: Double) -> Double {
        signed(pow(abs(encoded), 563.0 / 256), like: encoded)
    }

    /// prophoto-rgb encoded value to linear light: gamma 1.8 with a linear part below 16/512.
    private static func decodeProPhotoRGB(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        if magnitude <= 16.0 / 512 { return encoded / 16 }
        return signed(pow(magnitude, 1.8), like: encoded)
    }

    /// rec2020 encoded value to linear light: the display-referred ITU-R BT.1886 curve, a pure
    /// power of 2.4, which CSS Color 4 adopted for `rec2020` (w3c/csswg-drafts#12574) in place of
    /// the BT.2020 camera curve.
    private static func decodeRec2020(_ encoded: Double) -> Double {
        signed(pow(abs(encoded), 2.4), like: encoded)
    }

    private static func signed(_ magnitude: Double, like value: Double) -> Double {
        value < 0 ? -magnitude : magnitude
    }

    // MARK: - Private: matrices

    /// A 3×3 matrix as three rows, to multiply column vectors.
    private struct Matrix3x3: Sendable {
        let rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

        init(_ first: SIMD3<Double>, _ second: SIMD3<Double>, _ third: SIMD3<Double>) {
            rows = (first, second, third)
        }

        static func * (matrix: Matrix3x3, vector: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3(
                (matrix.rows.0 * vector).sum(),
                (matrix.rows.1 * vector).sum(),
                (matrix.rows.2 * vector).sum()
            )
        }
    }

    // The RGB matrices are computed from each space's primaries and white point as CIE x, y
    // chromaticities (white points D65 = (0.3127, 0.3290) and D50 = (0.3457, 0.3585), the
    // 4-digit values CSS Color 4 uses), so white maps to white exactly.

    /// The D50 reference white in XYZ, from the chromaticity (0.3457, 0.3585).
    private static let d50White = SIMD3<Double>(0.9642956764295677, 1.0, 0.8251046025104602)

    /// XYZ D65 to linear-light sRGB (ITU-R BT.709 primaries, D65).
    private static let xyzD65ToLinearSRGB = Matrix3x3(
        SIMD3(3.2409699419045213, -1.5373831775700935, -0.4986107602930033),
        SIMD3(-0.9692436362808798, 1.8759675015077206, 0.04155505740717561),
        SIMD3(0.05563007969699361, -0.20397695888897657, 1.0569715142428786)
    )

    /// Linear-light Display P3 (DCI-P3 primaries, D65) to XYZ D65.
    private static let linearDisplayP3ToXYZD65 = Matrix3x3(
        SIMD3(0.48657094864821626, 0.26566769316909294, 0.1982172852343625),
        SIMD3(0.22897456406974884, 0.6917385218365062, 0.079286914093745),
        SIMD3(0.0, 0.045113381858902575, 1.0439443689009757)
    )

    /// Linear-light a98-rgb (Adobe RGB 1998 primaries, D65) to XYZ D65.
    private static let linearA98RGBToXYZD65 = Matrix3x3(
        SIMD3(0.5766690429101308, 0.18555823790654627, 0.18822864623499472),
        SIMD3(0.29734497525053616, 0.627363566255466, 0.07529145849399789),
        SIMD3(0.027031361386412378, 0.07068885253582714, 0.9913375368376389)
    )

    /// Linear-light prophoto-rgb (ROMM RGB primaries, D50) to XYZ D50.
    private static let linearProPhotoRGBToXYZD50 = Matrix3x3(
        SIMD3(0.7977666449006423, 0.13518129740053308, 0.0313477341283922),
        SIMD3(0.2880748288194013, 0.711835234241873, 0.00008993693872564),
        SIMD3(0.0, 0.0, 0.8251046025104602)
    )

    /// Linear-light rec2020 (ITU-R BT.2020 primaries, D65) to XYZ D65.
    private static let linearRec2020ToXYZD65 = Matrix3x3(
        SIMD3(0.6369580483012913, 0.14461690358620838, 0.16888097516417205),
        SIMD3(0.26270021201126703, 0.677998071518871, 0.059301716469861945),
        SIMD3(0.0, 0.028072693049087508, 1.0609850577107909)
    )

    /// Bradford chromatic adaptation of XYZ from the D50 white to the D65 white.
    private static let xyzD50ToXYZD65 = Matrix3x3(
        SIMD3(0.955473421488075, -0.02309845494876471, 0.06325924320057072),
        SIMD3(-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
        SIMD3(0.012314014864481998, -0.020507649298898964, 1.330365926242124)
    )

    /// OKLab to the cube roots of the LMS cone responses (Björn Ottosson's M2, inverted, at the
    /// 64-bit precision CSS Color 4 gives).
    private static let oklabToNonlinearLMS = Matrix3x3(
        SIMD3(1.0, 0.3963377773761749, 0.2158037573099136),
        SIMD3(1.0, -0.1055613458156586, -0.0638541728258133),
        SIMD3(1.0, -0.0894841775298119, -1.2914855480194092)
    )

    /// LMS cone responses to XYZ D65 (Ottosson's M1, inverted, recomputed by CSS Color 4 for
    /// the same D65 white as the other spaces).
    private static let lmsToXYZD65 = Matrix3x3(
        SIMD3(1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
        SIMD3(-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
        SIMD3(-0.0763729366746601, -0.4214933324022432, 1.5869240198367816)
    )
}
