/// A token as one file defines it, before aliases are followed.
public struct TokenDefinition: Sendable, Hashable {
    // MARK: - Properties

    public var path: TokenPath
    /// Its own `$type` or the nearest group's; `nil` when only an alias can tell.
    public var type: TokenType?
    /// The `$value` as written.
    public var value: SourceNode
    public var description: String?
    /// `nil` when not deprecated; the reason (possibly empty) when it is.
    public var deprecation: String?
    /// `$extensions`, kept intact.
    public var extensions: SourceNode?
    /// Where the token's name stands.
    public var location: SourceLocation
    /// Whether its `$type` (or its group's) was invalid and reported, so a missing type is
    /// not reported again.
    public var hasInvalidType = false

    // MARK: - Initializers

    public init(
        path: TokenPath,
        type: TokenType?,
        value: SourceNode,
        description: String? = nil,
        deprecation: String? = nil,
        extensions: SourceNode? = nil,
        location: SourceLocation
    ) {
        self.path = path
        self.type = type
        self.value = value
        self.description = description
        self.deprecation = deprecation
        self.extensions = extensions
        self.location = location
    }
}
