import ConstraintSolver

/// How much a constraint matters, as UIKit's `UILayoutPriority`: 1000 must hold, lower
/// ones hold as far as the required ones and stronger ones allow.
public struct LayoutPriority: Sendable, Hashable, Comparable, RawRepresentable,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
    // MARK: - Properties

    /// The priority, 1–1000.
    public var rawValue: Float

    /// A constraint that must hold.
    public static let required = LayoutPriority(rawValue: 1000)
    /// UIKit's `defaultHigh`, the default compression resistance.
    public static let defaultHigh = LayoutPriority(rawValue: 750)
    /// UIKit's `defaultLow`, the default content hugging.
    public static let defaultLow = LayoutPriority(rawValue: 250)
    /// The priority a fitting-size layout pulls the root towards its target size with.
    public static let fittingSizeLevel = LayoutPriority(rawValue: 50)

    // MARK: - Initializers

    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A priority from a number, as `UILayoutPriority(750)`.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    public init(integerLiteral value: Int) {
        self.rawValue = Float(value)
    }

    public init(floatLiteral value: Double) {
        self.rawValue = Float(value)
    }

    // MARK: - Derived values

    /// Whether a constraint at this priority must hold.
    public var isRequired: Bool { rawValue >= 1000 }

    /// The solver strength: required at 1000, else the priority (at least 1) times 1,000,
    /// as ``ConstraintSolver/Strength/init(priority:)`` weighs whole priorities.
    public var strength: Strength {
        isRequired ? .required : Strength(Double(max(rawValue, 1)) * 1_000)
    }

    /// `required`, or the number (`750`, `250.5`).
    public var description: String {
        if isRequired { return "required" }
        return rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }

    // MARK: - Operators

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(rawValue: lhs.rawValue + rhs) }
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(rawValue: lhs.rawValue - rhs) }
}
