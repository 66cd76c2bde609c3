/// A token with its aliases followed to the end and its value typed.
public struct ResolvedToken: Sendable, Hashable {
    // MARK: - Properties

    public var definition: TokenDefinition
    public var value: TokenValue
    /// The token this one's `$value` names, when it is an alias. Read from the definition,
    /// not kept beside it: 24 bytes in each of 30,000 resolved tokens (issue 23's build memory).
    public var aliasOf: TokenPath? { definition.aliasTarget }

    public var path: TokenPath { definition.path }
    public var type: TokenType { value.type }

    // MARK: - Initializers

    /// A token resolved to `value`; `aliasOf`, when given, is the token its `$value` names (a
    /// definition whose value is exactly `{a.b}` names `a.b` without it).
    public init(definition: TokenDefinition, value: TokenValue, aliasOf: TokenPath?) {
        self.init(definition: aliasOf.map { definition.aliasing($0) } ?? definition, value: value)
    }

    init(definition: TokenDefinition, value: TokenValue) {
        self.definition = definition
        self.value = value
    }

    // MARK: - Hashable

    public static func == (lhs: ResolvedToken, rhs: ResolvedToken) -> Bool {
        lhs.definition == rhs.definition && lhs.value == rhs.value && lhs.aliasOf == rhs.aliasOf
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(definition)
        hasher.combine(value)
    }
}
