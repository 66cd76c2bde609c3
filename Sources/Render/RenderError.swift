/// Why a render could not be made. Every Cairo and Pango failure becomes one of these;
/// nothing in `Render` crashes on bad input.
public enum RenderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `Fonts/fonts.conf` was not found where Render looks for it.
    case fontConfigurationMissing(searched: [String])
    /// fontconfig could not load the configuration file.
    case fontConfigurationInvalid(path: String)
    /// A size that is negative, not finite, or larger than the largest canvas.
    case invalidSize(width: Double, height: Double)
    /// A scale other than 1, 2 or 3.
    case invalidScale(Int)
    /// Cairo reported an error status.
    case cairo(operation: String, status: String)
    /// PNG data that could not be decoded.
    case invalidPNG(String)
    /// A text longer than Render lays out.
    case textTooLong(bytes: Int)
    /// A coordinate, length or angle that is not a finite number, named by what it is.
    case nonFiniteGeometry(String)
    /// A text style whose typography names no font family.
    case emptyFontList
    /// Images that cannot be used together, or an image that cannot be drawn or written.
    case invalidImage(String)
    /// A finite coordinate or length too large to draw, named by what it is.
    case geometryOutOfRange(String)

    public var description: String {
        switch self {
        case .fontConfigurationMissing(let searched):
            "fonts.conf not found (looked at \(searched.joined(separator: ", "))); set DSCOMPILE_FONTS_CONF to its path"
        case .fontConfigurationInvalid(let path):
            "fontconfig could not load \(path)"
        case .invalidSize(let width, let height):
            "invalid canvas size \(width) × \(height): it must be finite, positive and at most \(Canvas.maximumPixels) pixels a side"
        case .invalidScale(let scale):
            "invalid scale \(scale): it must be 1, 2 or 3"
        case .cairo(let operation, let status):
            "Cairo failed in \(operation): \(status)"
        case .invalidPNG(let reason):
            "not a PNG that can be read: \(reason)"
        case .textTooLong(let bytes):
            "a text of \(bytes) bytes is longer than the 1 MiB Render lays out"
        case .nonFiniteGeometry(let what):
            "\(what) is not a finite number"
        case .emptyFontList:
            "the typography names no font family; give at least one"
        case .invalidImage(let reason):
            "invalid image: \(reason)"
        case .geometryOutOfRange(let what):
            "\(what) is too large to draw"
        }
    }
}
