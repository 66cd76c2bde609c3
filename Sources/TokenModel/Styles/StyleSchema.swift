import OrderedCollections

/// Which style-sheet kinds exist, which properties each accepts and what each property
/// takes (``catalog``): StyleKinds' descriptors in the token reader's terms. Style sheets
/// are checked against it; the generated `setStyle(_:)` calls the setters the descriptors
/// name, and Builders' style tables are built of the same descriptors, so the three
/// cannot drift apart.
public enum StyleSchema {
    // MARK: - Nested types

    /// What a style property takes.
    public enum PropertyKind: Sendable, Hashable, CustomStringConvertible {
        /// A reference to a token of this type.
        case token(TokenType)
        /// One of ``TextAlignment``'s names.
        case alignment
        /// A whole number, at least `minimum`.
        case integer(minimum: Int)
        /// One of ``StyleSchema/contentModeNames``, the names of UIKit's `UIView.ContentMode`.
        case contentMode
        /// `true` or `false`.
        case boolean
        /// One of these names, written in Swift as an enum case (`.left`), for a component's
        /// own options (a shimmer's `direction`).
        case choice([String])

        /// What the property takes, for messages: "a color token".
        public var description: String {
            switch self {
            case .token(let type): "a \(type.rawValue) token"
            case .alignment: "an alignment (\(TextAlignment.allCases.map(\.rawValue).joined(separator: ", ")))"
            case .integer(let minimum): "a whole number from \(minimum) to \(Int32.max)"
            case .contentMode: "a content mode (\(StyleSchema.contentModeNames.joined(separator: ", ")))"
            case .boolean: "a boolean (true or false)"
            case .choice(let names): "one of \(names.joined(separator: ", "))"
            }
        }
    }

    // MARK: - Properties

    /// Every kind, by its style sheet's key, in StyleKinds' catalog order: the plain
    /// views' kinds, then the components'.
    public static let catalog: OrderedDictionary<String, StyleKind> =
        OrderedDictionary(uniqueKeysWithValues: StyleKindCatalog.kinds.map { ($0.key, StyleKind($0)) })

    /// The kinds, each with its properties. The key is the style sheet's top-level key.
    public static let kinds: OrderedDictionary<String, OrderedDictionary<String, PropertyKind>> =
        catalog.mapValues { OrderedDictionary(uniqueKeysWithValues: $0.properties.map { ($0.name, $0.kind) }) }

    /// The properties of each kind that may give one value per ``ControlState``
    /// (`backgroundColor: { normal: …, highlighted: … }`); `normal` is then required and
    /// the other states fall back to it.
    public static let statefulProperties: [String: Set<String>] =
        catalog.values.reduce(into: [:]) { result, kind in
            let stateful = kind.properties.filter(\.perState).map(\.name)
            if !stateful.isEmpty { result[kind.key] = Set(stateful) }
        }

    /// The names of `Render.ContentMode`'s cases, which `contentMode` takes
    /// (``StyleKindCatalog/contentModeNames``).
    public static var contentModeNames: [String] { StyleKindCatalog.contentModeNames }

    // MARK: - Naming

    /// `otpField` → `OTPField`: the name of the style enum is this plus `Style`, of the
    /// builder this plus `Builder` (the kind's ``StyleKind/typeName``).
    public static func typeName(ofKind kind: String) -> String {
        guard let typeName = catalog[kind]?.typeName else {
            // Every caller names a kind of the catalog: the style sheets are checked first.
            preconditionFailure("'\(kind)' is not a style kind of StyleKindCatalog")
        }
        return typeName
    }

    /// The closest of `candidates` to `name`, for "did you mean" hints; `nil` when none is
    /// close.
    public static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        Suggestion.closest(to: name, among: candidates)
    }
}
