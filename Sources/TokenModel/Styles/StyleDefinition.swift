import OrderedCollections

/// One named style of a style sheet, such as `label.error`, with its properties as written.
public struct StyleDefinition: Sendable, Hashable {
    // MARK: - Nested types

    /// A property's value as the style sheet writes it.
    public enum Value: Sendable, Hashable {
        /// A token reference, resolved per theme.
        case reference(TokenPath, location: SourceLocation)
        case alignment(TextAlignment)
        case integer(Int)
        /// One of ``StyleSchema/contentModeNames``.
        case contentMode(String)
        /// `true` or `false`, for a ``StyleSchema/PropertyKind/boolean`` property.
        case boolean(Bool)
        /// One of the names of a ``StyleSchema/PropertyKind/choice(_:)`` property.
        case choice(String)
        /// One value per control state; `normal` is always there.
        indirect case states(OrderedDictionary<ControlState, Value>)
    }

    // MARK: - Properties

    /// The builder kind, a key of ``StyleSchema/kinds`` (`label`).
    public var kind: String
    /// The style's name (`error`).
    public var name: String
    /// Properties in file order.
    public var properties: OrderedDictionary<String, Value>
    public var location: SourceLocation
    /// Where each property's value is written, for the generated code's `#sourceLocation`
    /// lines (a setter the builder lacks is reported at the style sheet's line).
    public var propertyLocations: [String: SourceLocation] = [:]

    // MARK: - Resolving

    /// The style with its references replaced by their values in `tokens`; `nil` when a
    /// reference is missing from them.
    public func resolved(with tokens: OrderedDictionary<TokenPath, ResolvedToken>) -> ResolvedStyle? {
        var values = OrderedDictionary<String, ResolvedStyle.Value>()
        for (property, value) in properties {
            guard let resolved = Self.resolve(value, with: tokens) else { return nil }
            values[property] = resolved
        }
        return ResolvedStyle(definition: self, values: values)
    }

    private static func resolve(_ value: Value, with tokens: OrderedDictionary<TokenPath, ResolvedToken>) -> ResolvedStyle.Value? {
        switch value {
        case .reference(let path, _):
            return tokens[path].map { .token(path, $0.value) }
        case .alignment(let alignment):
            return .alignment(alignment)
        case .integer(let number):
            return .integer(number)
        case .contentMode(let name):
            return .contentMode(name)
        case .boolean(let flag):
            return .boolean(flag)
        case .choice(let name):
            return .choice(name)
        case .states(let states):
            var resolved = OrderedDictionary<ControlState, ResolvedStyle.Value>()
            for (state, value) in states {
                guard let value = resolve(value, with: tokens) else { return nil }
                resolved[state] = value
            }
            return .states(resolved)
        }
    }
}

/// A style with its token references resolved in one theme.
public struct ResolvedStyle: Sendable, Hashable {
    // MARK: - Nested types

    public enum Value: Sendable, Hashable {
        case token(TokenPath, TokenValue)
        case alignment(TextAlignment)
        case integer(Int)
        /// One of ``StyleSchema/contentModeNames``.
        case contentMode(String)
        /// `true` or `false`.
        case boolean(Bool)
        /// One of the names of a ``StyleSchema/PropertyKind/choice(_:)`` property.
        case choice(String)
        /// One value per control state; `normal` is always there.
        indirect case states(OrderedDictionary<ControlState, Value>)
    }

    // MARK: - Properties

    public var definition: StyleDefinition
    public var values: OrderedDictionary<String, Value>

    public var kind: String { definition.kind }
    public var name: String { definition.name }
}
