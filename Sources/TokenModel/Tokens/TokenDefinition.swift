/// A token as one file defines it, before aliases are followed.
///
/// Its properties live in one shared box: a definition travels into every resolved token
/// of every theme, and copying it is then one reference count instead of one per field.
public struct TokenDefinition: Sendable, Hashable {
    // MARK: - Nested types

    private struct Fields: Sendable, Hashable {
        var path: TokenPath
        var type: TokenType?
        var value: StoredValue
        var location: SourceLocation
        var hasInvalidType: Bool
        /// What most tokens lack, boxed apart so that a token without it carries a pointer.
        var rare: RareFields?

        /// No box and an empty one document alike: ``TokenDefinition/aliasing(_:)`` may add one.
        private var documentationFields: DocumentationFields { rare?.fields ?? .none }

        static func == (lhs: Fields, rhs: Fields) -> Bool {
            lhs.path == rhs.path && lhs.type == rhs.type && lhs.value == rhs.value && lhs.location == rhs.location
                && lhs.hasInvalidType == rhs.hasInvalidType && lhs.documentationFields == rhs.documentationFields
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(path)
            hasher.combine(type)
            hasher.combine(value)
            hasher.combine(location)
            hasher.combine(hasInvalidType)
            hasher.combine(documentationFields)
        }
    }

    /// The `$value`: as written, or, for a whole-value alias (as the streaming reader reads
    /// one, or once resolved), only the path it names, whose string the target's path shares. 29,700 aliases of a 30,000-token
    /// file otherwise keep 1.9 MB of `{…}` strings alive while every output is written.
    private enum StoredValue: Sendable, Hashable {
        case node(SourceNode)
        case reference(TokenPath, at: SourceLocation)

        /// The value as written: a reference's text is `{` + the path + `}` exactly.
        var node: SourceNode {
            switch self {
            case .node(let node): node
            case .reference(let path, let location): SourceNode(.string("{\(path)}"), at: location)
            }
        }

        static func == (lhs: StoredValue, rhs: StoredValue) -> Bool {
            if case .reference(let left, let leftLocation) = lhs, case .reference(let right, let rightLocation) = rhs {
                return left == right && leftLocation == rightLocation
            }
            return lhs.node == rhs.node
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(node)
        }
    }

    private struct DocumentationFields: Sendable, Hashable {
        static let none = DocumentationFields(description: nil, deprecation: nil, extensions: nil)

        var description: String?
        var deprecation: String?
        var extensions: SourceNode?
    }

    /// What few tokens have: documentation, and the target of an alias written as a `$ref`
    /// object (which, unlike `{a.b}`, the value cannot give on its own).
    private final class RareFields: Sendable {
        let fields: DocumentationFields
        /// Set once resolved; not part of the definition (``ResolvedToken`` compares it).
        let aliasTarget: TokenPath?

        init(_ fields: DocumentationFields, aliasTarget: TokenPath? = nil) {
            self.fields = fields
            self.aliasTarget = aliasTarget
        }
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
    public var value: SourceNode { storage.fields.value.node }
    public var description: String? { storage.fields.rare?.fields.description }
    /// `nil` when not deprecated; the reason (possibly empty) when it is.
    public var deprecation: String? { storage.fields.rare?.fields.deprecation }
    /// `$extensions`, kept intact.
    public var extensions: SourceNode? { storage.fields.rare?.fields.extensions }
    /// Where the token's name stands.
    public var location: SourceLocation { storage.fields.location }
    /// Whether its `$type` (or its group's) was invalid and reported, so a missing type is
    /// not reported again.
    public var hasInvalidType: Bool { storage.fields.hasInvalidType }
    /// `false` when the reader saw that the value holds no reference (`{…}` or `$ref`),
    /// so the resolver need not look inside it.
    var valueMayHoldReferences: Bool { storage.valueMayHoldReferences }
    /// Which shared box holds the fields: the same for every copy of one definition.
    var identity: ObjectIdentifier { ObjectIdentifier(storage) }

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

    /// A token whose only member is `$value`, exactly the reference `{target}` written at
    /// `valueLocation`: the path is kept, not the text (`value` gives the same node).
    init(path: TokenPath, type: TokenType?, referenceTo target: TokenPath, at valueLocation: SourceLocation, deprecation: String?,
         location: SourceLocation, hasInvalidType: Bool) {
        let fields = Fields(path: path, type: type, value: .reference(target, at: valueLocation), location: location,
                            hasInvalidType: hasInvalidType,
                            rare: deprecation.map { RareFields(DocumentationFields(description: nil, deprecation: $0, extensions: nil)) })
        storage = Storage(fields, valueMayHoldReferences: true)
    }

    private init(
        path: TokenPath, type: TokenType?, value: SourceNode, location: SourceLocation, hasInvalidType: Bool,
        documentation: DocumentationFields?, valueMayHoldReferences: Bool
    ) {
        let fields = Fields(path: path, type: type, value: .node(value), location: location, hasInvalidType: hasInvalidType, rare: documentation.map { RareFields($0) })
        storage = Storage(fields, valueMayHoldReferences: valueMayHoldReferences)
    }

    // MARK: - Resolved aliases

    /// This definition holding its `$value` as the path `target` when the value is exactly
    /// the reference `{target}`, so the reference's own string can be freed: `value` gives the
    /// same node. `nil` when the value is anything else.
    func holdingReference(to target: TokenPath) -> TokenDefinition? {
        guard case .node(let node) = storage.fields.value, case .string(let text) = node.value,
              Self.isReference(text, to: target) else { return nil }
        var fields = storage.fields
        fields.value = .reference(target, at: node.location)
        return TokenDefinition(storage: Storage(fields, valueMayHoldReferences: storage.valueMayHoldReferences))
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// The path the `$value` names when it is exactly a reference `{a.b}` kept as a path
    /// (as the streaming reader keeps them); `nil` otherwise.
    var keptReference: (path: TokenPath, location: SourceLocation)? {
        if case .reference(let path, let location) = storage.fields.value { return (path, location) }
        return nil
    }

    /// The token that this one, resolved, is an alias of: the path its `$value` names when
    /// that is exactly `{a.b}`, or the target recorded by ``aliasing(_:)``.
    var aliasTarget: TokenPath? {
        switch storage.fields.value {
        case .reference(let path, _): path
        case .node(let node): storage.fields.rare?.aliasTarget ?? AliasResolver.reference(in: node)
        }
    }

    /// This definition, resolved as an alias of `target`: itself when its value already names
    /// `target` (``aliasTarget``), otherwise a copy that records it.
    func aliasing(_ target: TokenPath) -> TokenDefinition {
        if aliasTarget == target { return self }
        var fields = storage.fields
        let documentation = fields.rare?.fields ?? .none
        fields.rare = RareFields(documentation, aliasTarget: target)
        return TokenDefinition(storage: Storage(fields, valueMayHoldReferences: storage.valueMayHoldReferences))
    }

    /// Whether `text` is `{` + `target`'s dotted form + `}`, compared by bytes.
    private static func isReference(_ text: String, to target: TokenPath) -> Bool {
        let utf8 = text.utf8, key = target.description.utf8
        guard utf8.count == key.count + 2, utf8.first == UInt8(ascii: "{"), utf8.last == UInt8(ascii: "}") else { return false }
        return utf8.dropFirst().dropLast().elementsEqual(key)
    }

    // MARK: - Hashable

    public static func == (lhs: TokenDefinition, rhs: TokenDefinition) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }
}
