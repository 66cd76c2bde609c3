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
    }

    // MARK: - Properties

    /// The builder kind, a key of ``StyleSchema/kinds`` (`label`).
    public var kind: String
    /// The style's name (`error`).
    public var name: String
    /// Properties in file order.
    public var properties: OrderedDictionary<String, Value>
    public var location: SourceLocation

    // MARK: - Resolving

    /// The style with its references replaced by their values in `tokens`; `nil` when a
    /// reference is missing from them.
    public func resolved(with tokens: OrderedDictionary<TokenPath, ResolvedToken>) -> ResolvedStyle? {
        var values = OrderedDictionary<String, ResolvedStyle.Value>()
        for (property, value) in properties {
            switch value {
            case .reference(let path, _):
                guard let token = tokens[path] else { return nil }
                values[property] = .token(path, token.value)
            case .alignment(let alignment):
                values[property] = .alignment(alignment)
            case .integer(let number):
                values[property] = .integer(number)
            }
        }
        return ResolvedStyle(definition: self, values: values)
    }
}

/// A style with its token references resolved in one theme.
public struct ResolvedStyle: Sendable, Hashable {
    // MARK: - Nested types

    public enum Value: Sendable, Hashable {
        case token(TokenPath, TokenValue)
        case alignment(TextAlignment)
        case integer(Int)
    }

    // MARK: - Properties

    public var definition: StyleDefinition
    public var values: OrderedDictionary<String, Value>

    public var kind: String { definition.kind }
    public var name: String { definition.name }
}
