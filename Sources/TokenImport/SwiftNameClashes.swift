import TokenModel

/// Names that the generated Swift would spell alike. `build` turns each token and group name
/// into an identifier by keeping its letters and digits as camel-case words (Codegen's
/// `SwiftNaming`): `step` and `_step`, `md` and `md+`, `light` and `Light` give one
/// identifier, which `validate --strict` refuses. Convert renames the later of two such
/// siblings instead, by one documented rule (docs/CONVERT.md, "Names"), and reports it.
///
/// Two names are compared by their letters and digits, case aside: every pair the Swift
/// rule merges compares equal (a few that it keeps apart, such as a token `a` and a group
/// `A`, are renamed too, which costs a suffix and nothing else).
enum SwiftNameClashes {
    // MARK: - Properties

    /// The names the generated Swift declares at the root beside the top-level groups: the
    /// `Themes` enum, the default namespace `DesignTokens`, and each style kind's
    /// `<Kind>Style` type.
    static let reservedAtRoot: Set<String> = Set(
        ["Themes", "DesignTokens"].map(key) + StyleSchema.kinds.keys.map { key(StyleSchema.typeName(ofKind: $0) + "Style") }
    )

    /// The names the generated `Themes` enum declares beside one enum per modifier.
    static let reservedModifierNames: Set<String> = Set(["space", "default", "all"].map(key))

    // MARK: - Comparing

    /// What a name is compared by: its letters and digits, lowercased; a name without any is
    /// spelled by its code points in hexadecimal, as the Swift rule spells it.
    static func key(_ name: String) -> String {
        let letters = name.filter { $0.isLetter || $0.isNumber }
        guard letters.isEmpty else { return letters.lowercased() }
        return name.unicodeScalars.map { String($0.value, radix: 16) }.joined()
    }

    // MARK: - Renaming

    /// New names for the later of `names` (siblings, in order) that clash with an earlier
    /// one or with `reserved`: each gets `-2` appended, or `-3`, and so on, the first whose
    /// key is free (the key of no sibling and no other new name).
    /// - Returns: each renamed name's new name, and the name it clashed with (`nil` for a
    ///   reserved name).
    static func renames(of names: [String], reserved: Set<String> = []) -> [String: (new: String, clashesWith: String?)] {
        var taken: [String: String?] = [:]
        for key in reserved { taken[key] = .some(nil) }
        // Every name keeps its key taken, so a new name never takes a later sibling's.
        var allKeys = Set(names.map(key))
        allKeys.formUnion(reserved)
        var result: [String: (new: String, clashesWith: String?)] = [:]
        for name in names {
            let nameKey = key(name)
            guard let other = taken[nameKey] else {
                taken[nameKey] = .some(name)
                continue
            }
            var counter = 2
            while allKeys.contains(key("\(name)-\(counter)")) { counter += 1 }
            let renamed = "\(name)-\(counter)"
            allKeys.insert(key(renamed))
            taken[key(renamed)] = .some(renamed)
            result[name] = (renamed, other)
        }
        return result
    }
}
