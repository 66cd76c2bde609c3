import Foundation

/// One circular radius per corner of a rectangle, in points.
public struct CornerRadii: Sendable, Hashable {
    // MARK: - Properties

    /// No rounding.
    public static let zero = CornerRadii(0)

    /// The radius of the top-left corner.
    public var topLeft: CGFloat
    /// The radius of the top-right corner.
    public var topRight: CGFloat
    /// The radius of the bottom-right corner.
    public var bottomRight: CGFloat
    /// The radius of the bottom-left corner.
    public var bottomLeft: CGFloat

    // MARK: - Initializers

    /// Radii given corner by corner, clockwise from the top left as CSS `border-radius`
    /// lists them.
    public init(topLeft: CGFloat, topRight: CGFloat, bottomRight: CGFloat, bottomLeft: CGFloat) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius at every corner.
    public init(_ radius: CGFloat) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    // MARK: - Derived values

    /// Whether every corner is sharp.
    public var isZero: Bool { topLeft == 0 && topRight == 0 && bottomRight == 0 && bottomLeft == 0 }

    /// Whether every radius is finite.
    public var isFinite: Bool { [topLeft, topRight, bottomRight, bottomLeft].allSatisfy(\.isFinite) }

    /// The radii a rectangle of `size` can hold, as CSS Backgrounds 3 § 5.5 computes them:
    /// negative and non-finite radii become 0, then when the two radii along any side add
    /// up to more than that side, all four shrink by the same factor so that they just fit.
    public func clamped(to size: CGSize) -> CornerRadii {
        func clean(_ radius: CGFloat) -> CGFloat { radius.isFinite ? max(radius, 0) : 0 }
        let radii = CornerRadii(topLeft: clean(topLeft), topRight: clean(topRight),
                                bottomRight: clean(bottomRight), bottomLeft: clean(bottomLeft))
        let width = abs(size.width)
        let height = abs(size.height)
        var factor: CGFloat = 1
        for (side, sum) in [(width, radii.topLeft + radii.topRight), (height, radii.topRight + radii.bottomRight),
                            (width, radii.bottomRight + radii.bottomLeft), (height, radii.bottomLeft + radii.topLeft)]
        where sum > 0 && side.isFinite {
            factor = min(factor, side / sum)
        }
        guard factor < 1 else { return radii }
        return CornerRadii(topLeft: radii.topLeft * factor, topRight: radii.topRight * factor,
                           bottomRight: radii.bottomRight * factor, bottomLeft: radii.bottomLeft * factor)
    }

    /// The radii of the same shape grown outwards by `spread` points (shrunk when it is
    /// negative), as CSS grows corners for `box-shadow` spread: a radius `r` grows by
    /// `spread` when `r >= spread`, by less when it is smaller so that a sharp corner
    /// stays sharp; shrinking takes `spread` off and stops at 0.
    public func grown(by spread: CGFloat) -> CornerRadii {
        func grow(_ radius: CGFloat) -> CGFloat {
            guard spread > 0 else { return max(0, radius + spread) }
            guard radius < spread else { return radius + spread }
            let ratio = radius / spread - 1
            return radius + spread * (1 + ratio * ratio * ratio)
        }
        return CornerRadii(topLeft: grow(topLeft), topRight: grow(topRight),
                           bottomRight: grow(bottomRight), bottomLeft: grow(bottomLeft))
    }
}
