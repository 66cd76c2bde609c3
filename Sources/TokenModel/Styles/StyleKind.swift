/// One style-sheet kind as data: its key, the Swift type it is named after, each property
/// with what it takes, which properties one builder call sets together, and which are text
/// drawn on a surface. Builders declares each kind once, as a typed table in the component's
/// folder; this is that table without the Swift closures, read from `style-kinds.json`, so
/// the token reader, code generation and the contrast check know every kind without
/// linking the builders and their renderer.
public struct StyleKind: Sendable, Hashable, Codable {
    // MARK: - Nested types

    /// One property of the kind.
    public struct Property: Sendable, Hashable, Codable {
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

        /// Whether the builder takes a value that may differ between themes (a `Themed`
        /// color, gradient or shadow); every other value must be the same in every theme.
        public var takesThemedValues: Bool {
            switch kind {
            case .token(.color), .token(.gradient), .token(.shadow): true
            default: false
            }
        }
    }

    /// A text color property, the typography that sizes it and the surface it is drawn on,
    /// for the contrast check.
    public struct TextOnSurface: Sendable, Hashable, Codable {
        /// The text color's property (`textColor`).
        public var text: String
        /// The typography's property, `nil` when the component sizes its text itself.
        public var typography: String?
        /// The surface's color property (`backgroundColor`).
        public var surface: String

        public init(text: String, typography: String?, surface: String) {
            self.text = text
            self.typography = typography
            self.surface = surface
        }
    }

    // MARK: - Properties

    /// The style sheet's top-level key (`otpField`).
    public var key: String
    /// The name the builder, the style enum and the view are named after (`OTPField`:
    /// `OTPFieldBuilder`, `OTPFieldStyle`).
    public var typeName: String
    /// The properties, in the order messages and documentation list them.
    public var properties: [Property]
    /// Properties one builder call sets together, so a style gives all of each group or
    /// none (`borderWidth` and `borderColor`).
    public var setTogether: [[String]]
    /// The text colors drawn on a surface of this kind.
    public var textsOnSurfaces: [TextOnSurface]

    // MARK: - Initializers

    public init(key: String, typeName: String, properties: [Property], setTogether: [[String]], textsOnSurfaces: [TextOnSurface]) {
        self.key = key
        self.typeName = typeName
        self.properties = properties
        self.setTogether = setTogether
        self.textsOnSurfaces = textsOnSurfaces
    }

    // MARK: - Methods

    /// The property named `name`, `nil` when the kind has none.
    public func property(_ name: String) -> Property? {
        properties.first { $0.name == name }
    }
}
