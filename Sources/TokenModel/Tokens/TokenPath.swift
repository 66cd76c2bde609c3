/// Where a token sits in the group tree: `color.text.error` is `["color", "text", "error"]`.
public struct TokenPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    // MARK: - Properties

    public let components: [String]
    /// The components joined by a byte no name contains: one string to hash and compare,
    /// because paths key every dictionary of the resolver.
    private let key: String

    // MARK: - Initializers

    public init(_ components: [String]) {
        self.components = components
        self.key = components.joined(separator: "\u{1F}")
    }

    /// A path from its dotted form, `color.text.error`.
    public init(dotted: String) {
        self.init(dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
    }

    // MARK: - Derived values

    /// The token's own name, the last component.
    public var name: String { components.last ?? "" }

    /// The path with one more component.
    public func appending(_ component: String) -> TokenPath {
        TokenPath(components + [component])
    }

    /// `color.text.error`.
    public var description: String { components.joined(separator: ".") }

    public static func == (lhs: TokenPath, rhs: TokenPath) -> Bool { lhs.key == rhs.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool {
        lhs.components.lexicographicallyPrecedes(rhs.components)
    }
}
