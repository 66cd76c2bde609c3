import OrderedCollections

/// The tokens and groups of one token file, or of several merged in order: a path defined
/// again replaces the earlier definition and keeps its place.
public struct TokenTree: Sendable {
    // MARK: - Properties

    /// Every token by path, in the order the files write them.
    public private(set) var tokens: OrderedDictionary<TokenPath, TokenDefinition>
    /// Every group by path (the root group is the empty path), in file order.
    public private(set) var groups: OrderedDictionary<TokenPath, GroupDefinition>
    /// An index of `tokens`' paths, when the reader that built them kept one: the resolver
    /// then looks references up without building a path for each.
    private(set) var tokenIndex: TokenPathIndex?

    // MARK: - Initializers

    public init(
        tokens: OrderedDictionary<TokenPath, TokenDefinition> = [:],
        groups: OrderedDictionary<TokenPath, GroupDefinition> = [:]
    ) {
        self.init(tokens: tokens, groups: groups, tokenIndex: nil)
    }

    init(
        tokens: OrderedDictionary<TokenPath, TokenDefinition>,
        groups: OrderedDictionary<TokenPath, GroupDefinition>,
        tokenIndex: TokenPathIndex?
    ) {
        self.tokens = tokens
        self.groups = groups
        self.tokenIndex = tokenIndex
    }

    // MARK: - Merging

    /// Adds `other`'s tokens and groups; where both define a path, `other` wins.
    public mutating func merge(_ other: TokenTree) {
        // The first file of a set is taken as it is, without hashing its paths again.
        if tokens.isEmpty {
            tokens = other.tokens
            tokenIndex = other.tokenIndex
        } else if !other.tokens.isEmpty {
            tokens.merge(other.tokens) { _, later in later }
            tokenIndex = nil
        }
        if groups.isEmpty { groups = other.groups } else { groups.merge(other.groups) { _, later in later } }
    }
}
