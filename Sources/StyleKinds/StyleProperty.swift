/// One property of a style kind as a style sheet names it, and how it is passed to the
/// builder call of its ``StyleSetter``.
public struct StyleProperty: Sendable, Hashable {
    // MARK: - Properties

    /// The style sheet's key (`digitTypography`).
    public let name: String
    /// What the property takes.
    public let value: StyleValueKind
    /// The call's argument label, `nil` for an unlabelled first argument
    /// (`setDigitSize(width:height:)` labels both, `setDigitFont(_:)` none).
    public let label: String?
    /// A member the value is read through before it is passed, for a setter whose type is
    /// not the token's (`seconds`: `setNormalDuration(_:)` takes a `TimeInterval`).
    public let member: String?

    // MARK: - Initializers

    public init(_ name: String, _ value: StyleValueKind, label: String? = nil, member: String? = nil) {
        self.name = name
        self.value = value
        self.label = label
        self.member = member
    }

    // MARK: - Constructors

    /// A color token.
    public static func color(_ name: String, label: String? = nil) -> Self { Self(name, .color, label: label) }
    /// A gradient token.
    public static func gradient(_ name: String, label: String? = nil) -> Self { Self(name, .gradient, label: label) }
    /// A shadow token.
    public static func shadow(_ name: String, label: String? = nil) -> Self { Self(name, .shadow, label: label) }
    /// A typography token.
    public static func typography(_ name: String, label: String? = nil) -> Self { Self(name, .typography, label: label) }
    /// A dimension token, in points.
    public static func dimension(_ name: String, label: String? = nil) -> Self { Self(name, .dimension, label: label) }
    /// A number token.
    public static func number(_ name: String, label: String? = nil) -> Self { Self(name, .number, label: label) }
    /// A duration token; `member` reads it (`seconds`) for a setter that takes another type.
    public static func duration(_ name: String, label: String? = nil, member: String? = nil) -> Self {
        Self(name, .duration, label: label, member: member)
    }
    /// One of `TextAlignment`'s names.
    public static func alignment(_ name: String, label: String? = nil) -> Self { Self(name, .alignment, label: label) }
    /// A whole number, at least `minimum`.
    public static func integer(_ name: String, minimum: Int, label: String? = nil) -> Self {
        Self(name, .integer(minimum: minimum), label: label)
    }
    /// One of the content modes.
    public static func contentMode(_ name: String, label: String? = nil) -> Self { Self(name, .contentMode, label: label) }
    /// `true` or `false`.
    public static func boolean(_ name: String, label: String? = nil) -> Self { Self(name, .boolean, label: label) }
    /// One of `cases`, a component option's case names.
    public static func choice(_ name: String, _ cases: [String], label: String? = nil) -> Self {
        Self(name, .choice(cases), label: label)
    }
}
