import TokenModel

/// The names DTCG allows for groups and tokens.
enum TokenTreeNames {
    /// Why `path` cannot be a DTCG token path, or `nil` when it can.
    static func problem(_ path: [String]) -> String? {
        // A Tokens Studio set (or a file) that is itself one token: DTCG tokens are named
        // by their path, and this one has none.
        if path.isEmpty { return "it has no name: it is the whole set, not a token inside it" }
        for name in path {
            if name.isEmpty { return "a name in its path is empty, which DTCG does not allow" }
            if TokenTreeReader.isReservedName(name) { return "the name '\(name)' starts with '$', which DTCG keeps for its own properties" }
            if name.contains(where: { $0 == "{" || $0 == "}" || $0 == "." }) { return "the name '\(name)' contains '{', '}' or '.', which DTCG does not allow in names" }
        }
        return nil
    }
}
