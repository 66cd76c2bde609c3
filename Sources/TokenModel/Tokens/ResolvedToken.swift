/// A token with its aliases followed to the end and its value typed.
public struct ResolvedToken: Sendable, Hashable {
    // MARK: - Properties

    public var definition: TokenDefinition
    public var value: TokenValue
    /// The token this one's `$value` names, when it is an alias.
    public var aliasOf: TokenPath?

    public var path: TokenPath { definition.path }
    public var type: TokenType { value.type }

    // MARK: - Initializers

    public init(definition: TokenDefinition, value: TokenValue, aliasOf: TokenPath?) {
        self.definition = definition
        self.value = value
        self.aliasOf = aliasOf
    }
}
