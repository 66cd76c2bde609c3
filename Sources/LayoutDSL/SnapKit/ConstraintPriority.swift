import ViewKit

/// A priority in the DSL (`.priority(.high)`, `.priority(750)`), as SnapKit's
/// `ConstraintPriority`; it becomes the ``LayoutPriority`` of the constraints made.
public struct ConstraintPriority: Sendable, Hashable, Comparable, Strideable, ExpressibleByFloatLiteral {
    // MARK: - Properties

    /// The priority, 1–1000.
    public let value: Float

    /// 1000: must hold.
    public static let required = ConstraintPriority(1000)
    /// 750, UIKit's `defaultHigh`.
    public static let high = ConstraintPriority(750)
    /// 500, SnapKit's medium on iOS.
    public static let medium = ConstraintPriority(500)
    /// 250, UIKit's `defaultLow`.
    public static let low = ConstraintPriority(250)

    // MARK: - Initializers

    /// A priority of `value`.
    public init(_ value: Float) {
        self.value = value
    }

    public init(floatLiteral value: Float) {
        self.value = value
    }

    // MARK: - Derived values

    /// The layout priority the constraints get.
    public var layoutPriority: LayoutPriority { LayoutPriority(rawValue: value) }

    // MARK: - Strideable

    public func advanced(by n: Float) -> ConstraintPriority { ConstraintPriority(value + n) }

    public func distance(to other: ConstraintPriority) -> Float { other.value - value }

    public static func < (lhs: ConstraintPriority, rhs: ConstraintPriority) -> Bool { lhs.value < rhs.value }
}
