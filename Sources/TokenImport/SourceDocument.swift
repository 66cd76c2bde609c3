import TokenModel

/// Tokens as a legacy format wrote them, before conversion: sets of tokens with their
/// source types and raw values, and the themes that choose sets.
struct SourceDocument {
    // MARK: - Nested types

    /// One token as written.
    struct Token {
        /// Its path, without the set name (references never name the set).
        var path: [String]
        /// The source format's type (`color`, `sizing`, a CTI category…), when known.
        var type: String?
        /// Where the type came from, for the report when it was derived.
        var typeOrigin: TypeOrigin
        var value: SourceNode
        var description: String?
        /// What the token also carried that DTCG keeps in `$extensions`.
        var extensions: SourceNode?
        var location: SourceLocation

        var dotted: String { path.joined(separator: ".") }
    }

    /// How a token's type was found.
    enum TypeOrigin: Equatable {
        case declared
        /// Style Dictionary's category/type/item naming: the category (first path part, or
        /// `attributes.category`).
        case category(String)
        case none
    }

    /// A named collection of tokens: a Tokens Studio token set, or Style Dictionary's files.
    struct TokenSet {
        var name: String
        /// The file the set was read from.
        var file: String
        var tokens: [Token]
        /// For a set convert adds to hold one context's values of tokens computed per
        /// context, the source set those tokens belong to; its own `tokens` stay empty.
        var splitFrom: Int? = nil
    }

    /// How a theme uses a set (Tokens Studio's `selectedTokenSets`).
    enum SetStatus: String {
        case enabled
        case source
        case disabled
    }

    /// A Tokens Studio theme: one choice in its group.
    struct Theme {
        var name: String
        /// The group it belongs to; themes of one group exclude each other.
        var group: String
        var sets: [String: SetStatus]
        var location: SourceLocation
    }

    // MARK: - Properties

    var format: SourceFormat
    /// The sets in the order they apply (later sets override earlier ones).
    var sets: [TokenSet]
    var themes: [Theme]
}
