import Foundation

/// The conversions Tokens Studio's color modifiers work through, from sRGB: to Display P3
/// and to CIE LCH (D50), as CSS Color 4 defines them and colorjs.io (which sd-transforms
/// uses) computes them. The RGB matrices are derived from each space's primaries and its
/// D65 white point, the way CSS Color 4 derives its published ones.
enum ColorSpaceMath {
    // MARK: - Nested types

    typealias Vector = SIMD3<Double>

    /// A 3×3 matrix, by rows.
    struct Matrix {
        var rows: [Vector]

        static func * (matrix: Matrix, vector: Vector) -> Vector {
            Vector((matrix.rows[0] * vector).sum(), (matrix.rows[1] * vector).sum(), (matrix.rows[2] * vector).sum())
        }

        static func * (left: Matrix, right: Matrix) -> Matrix {
            let columns = (0..<3).map { column in Vector(right.rows[0][column], right.rows[1][column], right.rows[2][column]) }
            return Matrix(rows: left.rows.map { row in Vector(columns.map { (row * $0).sum() }) })
        }

        var inverse: Matrix {
            let a = rows[0], b = rows[1], c = rows[2]
            let determinant = a[0] * (b[1] * c[2] - b[2] * c[1]) - a[1] * (b[0] * c[2] - b[2] * c[0]) + a[2] * (b[0] * c[1] - b[1] * c[0])
            let cofactors = [
                Vector(b[1] * c[2] - b[2] * c[1], a[2] * c[1] - a[1] * c[2], a[1] * b[2] - a[2] * b[1]),
                Vector(b[2] * c[0] - b[0] * c[2], a[0] * c[2] - a[2] * c[0], a[2] * b[0] - a[0] * b[2]),
                Vector(b[0] * c[1] - b[1] * c[0], a[1] * c[0] - a[0] * c[1], a[0] * b[1] - a[1] * b[0]),
            ]
            return Matrix(rows: cofactors.map { $0 / determinant })
        }

        static func diagonal(_ vector: Vector) -> Matrix {
            Matrix(rows: [Vector(vector[0], 0, 0), Vector(0, vector[1], 0), Vector(0, 0, vector[2])])
        }
    }

    // MARK: - Properties

    private static func xyz(_ x: Double, _ y: Double) -> Vector { Vector(x / y, 1, (1 - x - y) / y) }

    private static let d65 = xyz(0.3127, 0.3290)
    private static let d50 = xyz(0.3457, 0.3585)

    /// Linear RGB to XYZ for primaries red, green, blue (chromaticities) and the D65 white.
    private static func rgbToXYZ(_ red: (Double, Double), _ green: (Double, Double), _ blue: (Double, Double)) -> Matrix {
        let primaries = [xyz(red.0, red.1), xyz(green.0, green.1), xyz(blue.0, blue.1)]
        let columns = Matrix(rows: (0..<3).map { row in Vector(primaries.map { $0[row] }) })
        let scale = columns.inverse * d65
        return columns * Matrix.diagonal(scale)
    }

    private static let srgbToXYZ = rgbToXYZ((0.64, 0.33), (0.30, 0.60), (0.15, 0.06))
    private static let p3ToXYZ = rgbToXYZ((0.680, 0.320), (0.265, 0.690), (0.150, 0.060))
    private static let srgbToP3 = p3ToXYZ.inverse * srgbToXYZ

    /// The Bradford chromatic adaptation from D65 to D50.
    private static let d65ToD50: Matrix = {
        let bradford = Matrix(rows: [Vector(0.8951, 0.2664, -0.1614), Vector(-0.7502, 1.7135, 0.0367), Vector(0.0389, -0.0685, 1.0296)])
        let ratio = (bradford * d50) / (bradford * d65)
        return bradford.inverse * Matrix.diagonal(ratio) * bradford
    }()

    // MARK: - Conversions

    /// sRGB's transfer function, inverted (sign kept, as CSS Color 4 extends it).
    static func linear(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let value = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -value : value
    }

    /// sRGB's transfer function (Display P3 uses the same).
    static func encoded(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let value = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -value : value
    }

    /// Gamma-encoded sRGB to gamma-encoded Display P3.
    static func displayP3(fromSRGB rgb: Vector) -> Vector {
        let p3 = srgbToP3 * Vector(linear(rgb[0]), linear(rgb[1]), linear(rgb[2]))
        return Vector(encoded(p3[0]), encoded(p3[1]), encoded(p3[2]))
    }

    /// Gamma-encoded sRGB to CIE LCH (D50): lightness 0–100, chroma, hue in degrees.
    static func lch(fromSRGB rgb: Vector) -> Vector {
        let xyz = d65ToD50 * (srgbToXYZ * Vector(linear(rgb[0]), linear(rgb[1]), linear(rgb[2])))
        let epsilon = 216.0 / 24389, kappa = 24389.0 / 27
        let scaled = xyz / d50
        let f = Vector((0..<3).map { scaled[$0] > epsilon ? cbrt(scaled[$0]) : (kappa * scaled[$0] + 16) / 116 })
        let lightness = 116 * f[1] - 16, a = 500 * (f[0] - f[1]), b = 200 * (f[1] - f[2])
        var hue = atan2(b, a) * 180 / .pi
        if hue < 0 { hue += 360 }
        return Vector(lightness, (a * a + b * b).squareRoot(), hue)
    }
}
