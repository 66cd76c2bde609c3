extension Color {
    // MARK: - Interpolation

    /// The four components in order red, green, blue, alpha. Modules that also name
    /// colors `red` or `green` (Builders' UIKit names) read the components through this.
    public var rgbaComponents: [Double] { [red, green, blue, alpha] }

    /// The linear interpolation of each RGBA component, alpha included, in straight (not
    /// premultiplied) sRGB, from this color (at 0) to `other` (at 1), as the shimmer band
    /// and the bean page control blend. `fraction` is clamped to 0…1, NaN counting as 0;
    /// exactly this color at 0 and `other` at 1, so resting values keep their authored form.
    public func interpolated(to other: Color, fraction: Double) -> Color {
        let f = fraction > 0 ? min(fraction, 1) : 0
        if f == 0 { return self }
        if f == 1 { return other }
        return Color(red: red + (other.red - red) * f, green: green + (other.green - green) * f,
                     blue: blue + (other.blue - blue) * f, alpha: alpha + (other.alpha - alpha) * f)
    }
}
