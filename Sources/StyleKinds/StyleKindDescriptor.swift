/// One kind a style sheet may style (`otpField`), declared once in its component's folder
/// (`OTPFieldStyleKind.kind`): its key, the type name its builder and style enum take,
/// its setters in the order messages, documentation and the gallery list them, and the
/// text-on-surface pairs the contrast check measures.
public struct StyleKindDescriptor: Sendable, Hashable {
    // MARK: - Properties

    /// The style sheet's top-level key (`otpField`).
    public let key: String
    /// The name the builder, the style enum and the view are named after (`OTPField`:
    /// `OTPFieldBuilder`, `OTPFieldStyle`).
    public let typeName: String
    /// The builder calls, the view's first (those the kind does not replace), then its own.
    public let setters: [StyleSetter]
    /// The text colors drawn on a surface of this kind.
    public let textsOnSurfaces: [TextOnSurface]

    // MARK: - Initializers

    /// The kind `key` with every setter of ``ViewStyleSetters/all`` whose properties
    /// `setters` do not take (a button's per-state `backgroundColor` replaces the view's),
    /// then `setters`.
    public init(key: String, typeName: String, viewSettersAnd setters: [StyleSetter], textsOnSurfaces: [TextOnSurface] = []) {
        let replaced = Set(setters.flatMap { $0.properties.map(\.name) })
        self.key = key
        self.typeName = typeName
        self.setters = ViewStyleSetters.all.filter { !$0.properties.contains { replaced.contains($0.name) } } + setters
        self.textsOnSurfaces = textsOnSurfaces
    }

    // MARK: - Properties derived

    /// Every property, in its setters' order.
    public var properties: [StyleProperty] { setters.flatMap(\.properties) }

    /// The setter that takes `property`, `nil` when the kind has none.
    public func setter(of property: String) -> StyleSetter? {
        setters.first { $0.properties.contains { $0.name == property } }
    }
}
