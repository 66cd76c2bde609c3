import TokenModel

/// One line of a ``StyleTable``: the setter one builder call applies, as its kind declares
/// it (``StyleSetter``), the call itself, typed, and how to read the values back from the
/// built view. A table is built of these with the constructors of `StyleRow+Values.swift`
/// (`.color(LabelStyleKind.textColor, shows: { $0.textColor }) { $0.setTextColor($1) }`).
public struct StyleRow<Builder: ViewBuilding & AnyObject & SendableMetatype>: Sendable {
    // MARK: - Properties

    /// The setter as the kind declares it: what the style-sheet checks and the generated
    /// `setStyle(_:)` read.
    public let setter: StyleSetter
    /// The properties the call takes, in its arguments' order.
    public let properties: [StyleKind.Property]
    /// Makes the call with one argument per property, for a state when the row is per
    /// state; returns `false` when an argument is not of its property's kind.
    let call: @Sendable (Builder, [StyleArgument], ControlState?) -> Bool
    /// What a built view shows for the row's properties, one argument per property in
    /// their order (`nil` where the view shows none), for a state when the row is per
    /// state: as `call` takes them, so a view can be compared with the style applied to it.
    let shown: @Sendable (Builder.BuiltView, ControlState?) -> [StyleArgument?]

    // MARK: - Initializers

    /// A row of `setter`, applied by `call` and read back by `shown`; `values` are the kinds
    /// the constructor's closure takes, which must be the setter's (a programming error
    /// otherwise, found by the first use of the table).
    init(_ setter: StyleSetter, takes values: [StyleValueKind], perState: Bool = false,
         shown: @escaping @Sendable (Builder.BuiltView, ControlState?) -> [StyleArgument?],
         call: @escaping @Sendable (Builder, [StyleArgument], ControlState?) -> Bool) {
        precondition(setter.properties.map(\.value) == values && setter.perState == perState,
                     "the row of \(setter.signature) takes \(values), per state \(perState); its descriptor says otherwise")
        self.setter = setter
        properties = setter.properties.map { StyleKind.Property($0, perState: setter.perState) }
        self.call = call
        self.shown = shown
    }

    /// Whether the call takes `for: ControlState` and is made once per state a style gives.
    public var perState: Bool { setter.perState }
}
