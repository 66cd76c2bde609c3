/// A group as one file defines it: its own properties, which its tokens inherit or carry
/// along (`$type`, `$deprecated`) and which are kept for generated code and tools
/// (`$description`, `$extensions`).
public struct GroupDefinition: Sendable, Hashable {
    // MARK: - Properties

    public var path: TokenPath
    /// Its own `$type`, not an inherited one.
    public var type: TokenType?
    public var description: String?
    /// `nil` when not deprecated; the reason (possibly empty) when it is, its own or an
    /// enclosing group's.
    public var deprecation: String?
    /// `$extensions`, kept intact.
    public var extensions: SourceNode?
    /// Where the group's name stands (the start of the file for the root group).
    public var location: SourceLocation

    // MARK: - Initializers

    public init(
        path: TokenPath,
        type: TokenType? = nil,
        description: String? = nil,
        deprecation: String? = nil,
        extensions: SourceNode? = nil,
        location: SourceLocation
    ) {
        self.path = path
        self.type = type
        self.description = description
        self.deprecation = deprecation
        self.extensions = extensions
        self.location = location
    }
}
