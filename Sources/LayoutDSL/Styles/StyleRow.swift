import TokenModel

/// One line of a ``StyleTable``: the style properties one builder call applies and the
/// call itself, typed. A table is built of these with the constructors of
/// `StyleRow+Values.swift` (`.color("textColor") { $0.setTextColor($1) }`).
public struct StyleRow<Builder: AnyObject>: Sendable {
    // MARK: - Properties

    /// The properties the call takes, in its arguments' order.
    public let properties: [StyleKind.Property]
    /// Makes the call with one argument per property, for a state when the row is per
    /// state; returns `false` when an argument is not of its property's kind.
    let call: @Sendable (Builder, [StyleArgument], ControlState?) -> Bool

    // MARK: - Initializers

    /// A row of `properties`, applied by `call`.
    init(properties: [StyleKind.Property], call: @escaping @Sendable (Builder, [StyleArgument], ControlState?) -> Bool) {
        self.properties = properties
        self.call = call
    }

    /// Whether the call takes `for: ControlState` and is made once per state a style gives.
    public var perState: Bool { properties.contains(where: \.perState) }
}
