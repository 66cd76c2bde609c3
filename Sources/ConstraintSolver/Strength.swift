/// How much a constraint matters. A required constraint must hold; among optional ones,
/// the solver minimises the sum of each one's error times its strength.
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible {
    // MARK: - Properties

    /// The weight of a unit of error in the objective; ``required`` and above must hold.
    public let value: Double

    /// kiwisolver's `strength.required`, `create(1000, 1000, 1000)`.
    public static let required = Strength(1_001_001_000)
    public static let strong = Strength(1_000_000)
    public static let medium = Strength(1_000)
    public static let weak = Strength(1)

    /// Whether the constraint must hold.
    public var isRequired: Bool { value >= Strength.required.value }

    // MARK: - Initializers

    /// A strength from a weight; a finite weight is clipped to `0...required`. A NaN or
    /// infinite weight is kept as is, so that the solver can refuse it
    /// (``SolverError/invalidNumber(_:)``) instead of silently weighing it as 0 or required.
    public init(_ value: Double) {
        self.value = value.isFinite ? min(max(value, 0), 1_001_001_000) : value
    }

    /// Whether the weight is a finite number (every strength but one made from NaN or ±∞).
    public var isValid: Bool { value.isFinite }

    /// A UIKit layout priority, 1 to 1000 (clamped): 1000 is required; below it, priority
    /// `p` weighs `p × 1,000`, kiwisolver's `strength.create(0, p, 0)`. So 999 beats 998,
    /// priority 1 weighs as much as ``medium`` and 999 less than ``strong``, and any
    /// required constraint beats every optional one. Like every Cassowary strength the
    /// weights add up: two constraints at 998 together outweigh one at 999.
    public init(priority: Int) {
        let clamped = min(max(priority, 1), 1000)
        self = clamped == 1000 ? .required : Strength(Double(clamped) * 1_000)
    }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }

    public var description: String {
        switch self {
        case .required: "required"
        case .strong: "strong"
        case .medium: "medium"
        case .weak: "weak"
        default: "\(value)"
        }
    }
}
