import TokenModel

/// A token added, removed or changed between two versions of a design system: its values
/// on each side, grouped by the themes that share them, and where each side defines it.
public struct TokenChange: Sendable, Hashable {
    // MARK: - Nested types

    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case added
        case removed
        case changed
    }

    /// A value as text (`#1F6FEB`, `{colors.blue} → #1F6FEB`) and the themes it holds in.
    public struct ThemedText: Sendable, Hashable {
        public var themes: [Theme]
        public var text: String
    }

    // MARK: - Properties

    public var path: TokenPath
    public var kind: Kind
    /// The values before, one per set of themes sharing a value; empty when added.
    public var before: [ThemedText]
    /// The values now; empty when removed.
    public var after: [ThemedText]
    /// Where the token was defined before (the first theme's definition); `nil` when added.
    public var beforeSource: SourceLocation?
    /// Where it is defined now; `nil` when removed.
    public var afterSource: SourceLocation?
    /// Every place a theme defines it, on each side: a gallery entry from one of them
    /// pictures this token.
    var beforeLocations: Set<SourceLocation> = []
    var afterLocations: Set<SourceLocation> = []
}
