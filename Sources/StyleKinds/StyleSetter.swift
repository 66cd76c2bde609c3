/// One builder call a style applies, as data: the setter's name, the properties it takes
/// in its arguments' order (with their labels), and whether it takes a `for:` control
/// state and is called once per state a style gives. Each component declares its setters
/// once, in its folder (`OTPFieldStyleKind`); the style-sheet checks, the generated
/// `setStyle(_:)` and the builders' style tables all read them.
public struct StyleSetter: Sendable, Hashable {
    // MARK: - Properties

    /// The builder method (`setDigitSize`).
    public let name: String
    /// The properties the call takes, in its arguments' order; more than one are set
    /// together, so a style gives all of them or none.
    public let properties: [StyleProperty]
    /// Whether the call ends with `for: ControlState` and a style may give one value per state.
    public let perState: Bool

    // MARK: - Initializers

    /// The call `name` taking `properties`.
    public init(_ name: String, _ properties: StyleProperty..., perState: Bool = false) {
        precondition(!properties.isEmpty, "a style setter takes at least one property")
        self.name = name
        self.properties = properties
        self.perState = perState
    }

    // MARK: - Swift

    /// The call as Swift writes its name: `setDigitSize(width:height:)`,
    /// `setBackgroundColor(_:for:)`.
    public var signature: String {
        let labels = properties.map { ($0.label ?? "_") + ":" } + (perState ? ["for:"] : [])
        return "\(name)(\(labels.joined()))"
    }
}
