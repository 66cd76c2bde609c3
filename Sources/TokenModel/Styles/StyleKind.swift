/// One style-sheet kind as the token reader checks it: its key, the Swift type it is named
/// after, each property with what it takes (as a ``TokenType`` where it is a token), which
/// properties one builder call sets together, and which are text drawn on a surface. It is
/// the kind's ``StyleKindDescriptor`` (declared once, in the component's folder, compiled
/// into StyleKinds) in TokenModel's terms; code generation reads the descriptor's setters.
public struct StyleKind: Sendable, Hashable {
    // MARK: - Nested types

    /// One property of the kind.
    public struct Property: Sendable, Hashable {
        /// The style sheet's key (`textColor`).
        public var name: String
        /// What the property takes.
        public var kind: StyleSchema.PropertyKind
        /// Whether the property may give one value per ``ControlState``.
        public var perState: Bool

        public init(name: String, kind: StyleSchema.PropertyKind, perState: Bool = false) {
            self.name = name
            self.kind = kind
            self.perState = perState
        }

        /// `property` of a setter that is per state or not.
        public init(_ property: StyleProperty, perState: Bool) {
            self.init(name: property.name, kind: StyleSchema.PropertyKind(property.value), perState: perState)
        }

        /// Whether the builder takes a value that may differ between themes (a `Themed`
        /// color, gradient or shadow); every other value must be the same in every theme.
        public var takesThemedValues: Bool {
            switch kind {
            case .token(.color), .token(.gradient), .token(.shadow): true
            default: false
            }
        }
    }

    /// A text color property, the typography that sizes it and the surface it is drawn on.
    public typealias TextOnSurface = StyleKinds.TextOnSurface

    // MARK: - Properties

    /// The kind as its component declares it.
    public let descriptor: StyleKindDescriptor
    /// The properties, in the order messages and documentation list them.
    public let properties: [Property]

    /// The style sheet's top-level key (`otpField`).
    public var key: String { descriptor.key }
    /// The name the builder, the style enum and the view are named after (`OTPField`:
    /// `OTPFieldBuilder`, `OTPFieldStyle`).
    public var typeName: String { descriptor.typeName }
    /// Properties one builder call sets together, so a style gives all of each group or
    /// none (`borderWidth` and `borderColor`).
    public var setTogether: [[String]] {
        descriptor.setters.filter { $0.properties.count > 1 }.map { $0.properties.map(\.name) }
    }
    /// The text colors drawn on a surface of this kind.
    public var textsOnSurfaces: [TextOnSurface] { descriptor.textsOnSurfaces }

    // MARK: - Initializers

    public init(_ descriptor: StyleKindDescriptor) {
        self.descriptor = descriptor
        properties = descriptor.setters.flatMap { setter in setter.properties.map { Property($0, perState: setter.perState) } }
    }

    // MARK: - Methods

    /// The property named `name`, `nil` when the kind has none.
    public func property(_ name: String) -> Property? {
        properties.first { $0.name == name }
    }
}
