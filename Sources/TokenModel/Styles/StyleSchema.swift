import OrderedCollections

/// Which style-sheet kinds exist, which properties each accepts, and what each property
/// takes. Style sheets are checked against it; code generation and the gallery apply
/// properties by it.
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

        public var description: String {
            switch self {
            case .token(let type): "a \(type.rawValue) token"
            case .alignment: "an alignment (\(TextAlignment.allCases.map(\.rawValue).joined(separator: ", ")))"
            case .integer(let minimum): "a whole number of at least \(minimum)"
            }
        }
    }

    // MARK: - Properties

    /// Properties every view kind accepts.
    public static let viewProperties: OrderedDictionary<String, PropertyKind> = [
        "backgroundColor": .token(.color),
        "cornerRadius": .token(.dimension),
    ]

    /// The kinds, each with its properties. The key is the style sheet's top-level key;
    /// the builder that applies the kind is ``typeName(ofKind:)`` plus `Builder`.
    public static let kinds: OrderedDictionary<String, OrderedDictionary<String, PropertyKind>> = [
        "label": viewProperties.merging([
            "typography": .token(.typography),
            "textColor": .token(.color),
            "alignment": .alignment,
            "numberOfLines": .integer(minimum: 0),
        ]) { $1 },
        "button": viewProperties.merging([
            "titleTypography": .token(.typography),
            "titleColor": .token(.color),
            "borderColor": .token(.color),
            "borderWidth": .token(.dimension),
        ]) { $1 },
    ]

    /// The properties of each kind that may give one value per ``ControlState``
    /// (`backgroundColor: { normal: …, highlighted: … }`); `normal` is then required and
    /// the other states fall back to it.
    public static let statefulProperties: [String: Set<String>] = [
        "button": ["backgroundColor", "titleColor", "borderColor"],
    ]

    // MARK: - Naming

    /// `label` → `Label`: the name of the style enum is this plus `Style`, of the builder
    /// this plus `Builder`.
    public static func typeName(ofKind kind: String) -> String {
        kind.prefix(1).uppercased() + kind.dropFirst()
    }

    /// `textColor` → `setTextColor`: the builder method that applies a property.
    public static func setterName(ofProperty property: String) -> String {
        "set" + property.prefix(1).uppercased() + property.dropFirst()
    }

    /// The closest of `candidates` to `name`, for "did you mean" hints; `nil` when none is
    /// close.
    public static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        let scored = candidates.map { ($0, editDistance(name.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, name.count / 3) else { return nil }
        return best.0
    }

    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1]
            for (j, cb) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
