/// The perceived distance of two colors in the YIQ space (Kotsarenko & Ramos 2010), as
/// pixelmatch measures it, on Render's premultiplied `0xAARRGGBB` pixels.
///
/// pixelmatch blends a semi-transparent pixel with white first: `255 + (c − 255) × a` for
/// straight color `c` and alpha `a` in 0…1, which is `c × a + 255 × (1 − a)`, the
/// premultiplied color plus `255 − alpha`. That is what ``blended(_:)`` adds, so no
/// division by alpha is needed and opaque pixels are taken as they are.
enum YIQ {
    // MARK: - Constants

    /// The largest squared distance of two colors: black against white.
    static let maximumDelta = 35_215.0

    // MARK: - Distances

    /// The squared YIQ distance of `first` and `second`, 0 for equal pixels.
    @inline(__always)
    static func delta(_ first: UInt32, _ second: UInt32) -> Double {
        let (red1, green1, blue1) = blended(first)
        let (red2, green2, blue2) = blended(second)
        let red = red1 - red2, green = green1 - green2, blue = blue1 - blue2
        let y = red * 0.298_895_31 + green * 0.586_622_47 + blue * 0.114_482_23
        let i = red * 0.595_977_99 - green * 0.274_176_10 - blue * 0.321_801_89
        let q = red * 0.211_470_17 - green * 0.522_617_11 + blue * 0.311_146_94
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    /// The brightness (Y) of `first` minus that of `second`, both blended with white: what
    /// the anti-aliasing detector compares neighbors by.
    @inline(__always)
    static func brightnessDelta(_ first: UInt32, _ second: UInt32) -> Double {
        let (red1, green1, blue1) = blended(first)
        let (red2, green2, blue2) = blended(second)
        return (red1 - red2) * 0.298_895_31 + (green1 - green2) * 0.586_622_47 + (blue1 - blue2) * 0.114_482_23
    }

    /// The brightness (Y) of `pixel` blended with white, 0 to 255.
    @inline(__always)
    static func brightness(_ pixel: UInt32) -> Double {
        let (red, green, blue) = blended(pixel)
        return red * 0.298_895_31 + green * 0.586_622_47 + blue * 0.114_482_23
    }

    // MARK: - Blending

    /// The channels of premultiplied `pixel` over white, 0 to 255.
    @inline(__always)
    static func blended(_ pixel: UInt32) -> (Double, Double, Double) {
        let white = 255 - (pixel >> 24)
        return (Double((pixel >> 16 & 0xFF) + white), Double((pixel >> 8 & 0xFF) + white), Double((pixel & 0xFF) + white))
    }
}
