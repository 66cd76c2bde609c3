import TokenModel

extension Color {
    // MARK: - Interpolation

    /// The color `fraction` of the way from `start` to `end` (0 to 1), each component,
    /// alpha included, interpolated linearly in straight (not premultiplied) sRGB, as the
    /// bean page control blends its beans. Exactly `start` at 0 and `end` at 1, so resting
    /// values keep their authored form; a fraction that is not finite counts as 0.
    ///
    /// It lives in Render rather than Builders because Builders' UIKit color names
    /// (`Color.red`, `.green`, `.blue`) hide these components' names inside that module.
    public static func interpolatedRGBA(from start: Color, to end: Color, fraction: Double) -> Color {
        guard fraction.isFinite, fraction != 0 else { return start }
        if fraction == 1 { return end }
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
        return Color(red: mix(start.red, end.red), green: mix(start.green, end.green),
                     blue: mix(start.blue, end.blue), alpha: mix(start.alpha, end.alpha))
    }
}
