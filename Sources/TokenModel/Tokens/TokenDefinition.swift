/// A token as one file defines it, before aliases are followed.
///
/// Its properties live in one shared box: a definition travels into every resolved token
/// of every theme, and copying it is then one reference count instead of one per field.
public struct TokenDefinition: Sendable, Hashable {
    // MARK: - Nested types

    private struct Fields: Sendable, Hashable {
        var path: TokenPath
        var type: TokenType?
        var value: SourceNode
        var location: SourceLocation
        var hasInvalidType: Bool
        /// What most tokens lack, boxed apart so that a token without it carries a pointer.
        var documentation: Documentation?
    }

    private struct DocumentationFields: Sendable, Hashable {
        var description: String?
        var deprecation: String?
        var extensions: SourceNode?
    }

    private final class Documentation: Sendable, Hashable {
        let fields: DocumentationFields

        init(_ fields: DocumentationFields) {
            self.fields = fields
        }

        static func == (lhs: Documentation, rhs: Documentation) -> Bool { lhs.fields == rhs.fields }
        func hash(into hasher: inout Hasher) { hasher.combine(fields) }
    }

    private final class Storage: Sendable {
        let fields: Fields
        /// A hint for the resolver, not part of the definition: two definitions that
        /// differ only here are equal.
        let valueMayHoldReferences: Bool

        init(_ fields: Fields, valueMayHoldReferences: Bool) {
            self.fields = fields
            self.valueMayHoldReferences = valueMayHoldReferences
        }
    }

    // MARK: - Properties

    private let storage: Storage

    public var path: TokenPath { storage.fields.path }
    /// Its own `$type` or the nearest group's; `nil` when only an alias can tell.
    public var type: TokenType? { storage.fields.type }
    /// The `$value` as written.
    public var value: SourceNode { storage.fields.value }
    public var description: String? { storage.fields.documentation?.fields.description }
    /// `nil` when not deprecated; the reason (possibly empty) when it is.
    public var deprecation: String? { storage.fields.documentation?.fields.deprecation }
    /// `$extensions`, kept intact.
    public var extensions: SourceNode? { storage.fields.documentation?.fields.extensions }
    /// Where the token's name stands.
    public var location: SourceLocation { storage.fields.location }
    /// Whether its `$type` (or its group's) was invalid and reported, so a missing type is
    /// not reported again.
    public var hasInvalidType: Bool { storage.fields.hasInvalidType }
    /// `false` when the reader saw that the value holds no reference (`{…}` or `$ref`),
    /// so the resolver need not look inside it.
    var valueMayHoldReferences: Bool { storage.valueMayHoldReferences }

    // MARK: - Initializers

    public init(
        path: TokenPath,
        type: TokenType?,
        value: SourceNode,
        description: String? = nil,
        deprecation: String? = nil,
        extensions: SourceNode? = nil,
        location: SourceLocation,
        hasInvalidType: Bool = false
    ) {
        let hasDocumentation = description != nil || deprecation != nil || extensions != nil
        self.init(
            path: path, type: type, value: value, location: location, hasInvalidType: hasInvalidType,
            documentation: hasDocumentation ? DocumentationFields(description: description, deprecation: deprecation, extensions: extensions) : nil,
            valueMayHoldReferences: true
        )
    }

    /// A token whose only member is `$value`, as the JSON stream reads most tokens; it knows
    /// whether the value's text holds a reference, and a group may have deprecated it.
    init(path: TokenPath, type: TokenType?, value: SourceNode, deprecation: String?, location: SourceLocation,
         hasInvalidType: Bool, valueMayHoldReferences: Bool) {
        self.init(
            path: path, type: type, value: value, location: location, hasInvalidType: hasInvalidType,
            documentation: deprecation.map { DocumentationFields(description: nil, deprecation: $0, extensions: nil) },
            valueMayHoldReferences: valueMayHoldReferences
        )
    }

    private init(
        path: TokenPath, type: TokenType?, value: SourceNode, location: SourceLocation, hasInvalidType: Bool,
        documentation: DocumentationFields?, valueMayHoldReferences: Bool
    ) {
        let fields = Fields(path: path, type: type, value: value, location: location, hasInvalidType: hasInvalidType, documentation: documentation.map(Documentation.init))
        storage = Storage(fields, valueMayHoldReferences: valueMayHoldReferences)
    }

    // MARK: - Hashable

    public static func == (lhs: TokenDefinition, rhs: TokenDefinition) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }
}
