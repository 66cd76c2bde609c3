import OrderedCollections

/// Which style-sheet kinds exist, which properties each accepts, what each property takes,
/// and which builder method applies it. Style sheets are checked against it; the generated
/// `setStyle(_:)` and the run-time `apply(_:)` of the builders both apply properties by
/// its ``applications``, so the three cannot drift apart.
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

    /// Properties every view kind accepts.
    public static let viewProperties: OrderedDictionary<String, PropertyKind> = [
        "backgroundColor": .token(.color),
        "cornerRadius": .token(.dimension),
        "borderWidth": .token(.dimension),
        "borderColor": .token(.color),
        "shadow": .token(.shadow),
        "alpha": .token(.number),
        "clipsToBounds": .boolean,
    ]

    /// The kinds, each with its properties: the four view kinds, then every component's
    /// (``componentKinds``). The key is the style sheet's top-level key; the builder that
    /// applies the kind is ``typeName(ofKind:)`` plus `Builder`.
    public static let kinds: OrderedDictionary<String, OrderedDictionary<String, PropertyKind>> =
        viewKinds.merging(componentKinds.mapValues(\.properties)) { $1 }

    /// The kinds of the plain views.
    private static let viewKinds: OrderedDictionary<String, OrderedDictionary<String, PropertyKind>> = [
        "label": viewProperties.merging([
            "typography": .token(.typography),
            "textColor": .token(.color),
            "alignment": .alignment,
            "numberOfLines": .integer(minimum: 0),
        ]) { $1 },
        "button": viewProperties.merging([
            "titleTypography": .token(.typography),
            "titleColor": .token(.color),
        ]) { $1 },
        "view": viewProperties,
        "imageView": viewProperties.merging([
            "tintColor": .token(.color),
            "contentMode": .contentMode,
        ]) { $1 },
    ]

    /// The properties of each kind that may give one value per ``ControlState``
    /// (`backgroundColor: { normal: …, highlighted: … }`); `normal` is then required and
    /// the other states fall back to it. Exactly the properties whose application is
    /// ``Application/perState``.
    public static let statefulProperties: [String: Set<String>] = {
        var result: [String: Set<String>] = [:]
        for (kind, rules) in applications {
            let stateful = rules.filter(\.perState).flatMap { $0.arguments.map(\.property) }
            if !stateful.isEmpty { result[kind] = Set(stateful) }
        }
        return result
    }()

    /// The names of `Render.ContentMode`'s cases, which `contentMode` takes (TokenModel
    /// does not depend on Render; a DesignSystemTests test keeps the two lists equal).
    public static let contentModeNames = [
        "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom",
        "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight",
    ]

    // MARK: - Naming

    /// `label` → `Label`: the name of the style enum is this plus `Style`, of the builder
    /// this plus `Builder`.
    public static func typeName(ofKind kind: String) -> String {
        kind.prefix(1).uppercased() + kind.dropFirst()
    }

    /// The closest of `candidates` to `name`, for "did you mean" hints; `nil` when none is
    /// close.
    public static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        Suggestion.closest(to: name, among: candidates)
    }
}
