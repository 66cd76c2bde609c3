/// Positions of token paths in a list of paths, by their stored hashes: the table behind
/// the two places that look paths up by the thousand. The reader notices a name repeated in
/// a group as it adds each token; the resolver looks every reference up by its text, without
/// building a path for it.
///
/// It keeps no paths itself: each call names the list the positions are in. One slot is
/// eight bytes (the hash and the position), so a probe reads the table alone until the
/// hashes match.
struct TokenPathIndex: Sendable {
    // MARK: - Properties

    /// 0 for an empty slot, else the path's hash in the high half and its position + 1 in
    /// the low half.
    private var slots: [UInt64]
    private var shift: UInt64
    /// How many paths are indexed.
    private(set) var count = 0

    // MARK: - Initializers

    /// An empty index with room for `capacity` paths before it grows.
    init(capacity: Int = 0) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: 0, count: size)
        shift = UInt64(64 - size.trailingZeroBitCount)
    }

    /// An index of `paths`, which must be unique.
    init(_ paths: some Collection<TokenPath>) {
        self.init(capacity: paths.count)
        for (position, path) in paths.enumerated() {
            place(Self.entry(hash: path.storedHash, position: position))
        }
        count = paths.count
    }

    // MARK: - Looking up

    /// The position of `path` in `paths`, the list this index was built over.
    func position(of path: TokenPath, in paths: [TokenPath]) -> Int? {
        probe(hash: path.storedHash) { paths[$0] == path }.found
    }

    /// The position of the path whose dotted form is `dotted` (a reference's text).
    func position(ofDotted dotted: UnsafeBufferPointer<UInt8>, in paths: [TokenPath]) -> Int? {
        probe(hash: TokenPath.hash(dotted: dotted)) { paths[$0].hasDottedForm(dotted) }.found
    }

    // MARK: - Adding

    /// Adds `path`, the last of `paths`, unless it is already there.
    /// - Returns: the earlier position of an equal path, or `nil` when it was added.
    mutating func insert(_ path: TokenPath, in paths: [TokenPath]) -> Int? {
        if (count + 1) * 2 > slots.count { grow() }
        let hash = path.storedHash
        // One probe both finds an equal path and the empty slot to put it in.
        let (found, empty) = probe(hash: hash) { paths[$0] == path }
        if let found { return found }
        slots[empty] = Self.entry(hash: hash, position: paths.count - 1)
        count += 1
        return nil
    }

    // MARK: - Private

    private func slot(of hash: UInt32) -> Int {
        // Fibonacci hashing: the high bits of the product mix every bit of the hash.
        Int(truncatingIfNeeded: (UInt64(hash) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// Walks the slots from `hash`'s own until `matches` accepts a position with the same
    /// hash (`found`) or an empty slot ends the run (`empty`, where the hash would go).
    private func probe(hash: UInt32, _ matches: (Int) -> Bool) -> (found: Int?, empty: Int) {
        let mask = slots.count - 1
        var slot = slot(of: hash)
        while slots[slot] != 0 {
            let entry = slots[slot]
            if UInt32(truncatingIfNeeded: entry >> 32) == hash {
                let position = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if matches(position) { return (position, slot) }
            }
            slot = (slot + 1) & mask
        }
        return (nil, slot)
    }

    private static func entry(hash: UInt32, position: Int) -> UInt64 {
        UInt64(hash) << 32 | UInt64(position + 1)
    }

    /// Puts `entry` in the first empty slot from its hash's own: growth moves entries whose
    /// paths are known to differ, so no comparison is needed.
    private mutating func place(_ entry: UInt64) {
        slots[probe(hash: UInt32(truncatingIfNeeded: entry >> 32)) { _ in false }.empty] = entry
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: 0, count: old.count * 2)
        shift -= 1
        for entry in old where entry != 0 { place(entry) }
    }
}
