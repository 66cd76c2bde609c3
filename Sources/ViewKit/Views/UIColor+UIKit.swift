import Foundation
import TokenModel

/// UIKit's `UIColor` initializers and methods on the one color type (``UIColor``), so UIKit
/// code such as `UIColor.white.withAlphaComponent(0.1)` and `layer.shadowColor =
/// UIColor.darkGray.cgColor` compiles as written.
extension Themed where Value == Color {
    // MARK: - Initializers

    /// `UIColor(red:green:blue:alpha:)`: components from 0 to 1 in sRGB, the same in every theme.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// `UIColor(white:alpha:)`: a gray, 0 black to 1 white, the same in every theme.
    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    // MARK: - Named colors

    /// `UIColor.lightText`: white at 60% opacity.
    public static var lightText: Themed<Color> { Themed(Color.lightText) }

    // MARK: - Methods

    /// `UIColor.withAlphaComponent(_:)`: the same color in every theme with its alpha
    /// replaced by `alpha` (clamped to 0...1, as UIKit clamps it).
    public func withAlphaComponent(_ alpha: CGFloat) -> Themed<Color> {
        let clamped = alpha.isFinite ? Double(min(max(alpha, 0), 1)) : 0
        return map { $0.withAlpha(clamped) }
    }

    /// `UIColor.cgColor`: the color as a ``Layer`` takes it.
    public var cgColor: Themed<Color> { self }
}
