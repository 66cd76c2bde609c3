/// A map from integer ids (a ``Variable``'s id, an object's address) to values: open
/// addressing with linear probing and a multiplicative hash. Any `Int` but `Int.min`,
/// which marks empty slots, is a key (no variable id or object address is `Int.min`).
///
/// The solver and the layout pass look variables and constraints up by the thousand per
/// layout; a `Dictionary` pays for a seeded SipHash on every lookup, this pays for one
/// multiplication. Iteration order is unspecified, as a `Dictionary`'s.
///
/// Public and inlinable throughout, so that the layout pass's uses are specialized (an
/// `@inlinable package` type is not specialized across modules): an unspecialized generic
/// table costs more than the hashing it saves.
package struct IDTable<Value> {
    // MARK: - Properties

    /// Marks an empty slot; no variable id or object address is `Int.min`.
    @usableFromInline static var empty: Int { Int.min }

    @usableFromInline var keys: ContiguousArray<Int> = []
    @usableFromInline var slots: ContiguousArray<Value?> = []
    /// `64 - log2(capacity)`: the hash's top bits pick the slot.
    @usableFromInline var shift: UInt64 = 64
    /// The number of ids held.
    @usableFromInline var held = 0

    // MARK: - Initializers

    /// An empty table; it allocates on the first insertion.
    @inlinable
    package init() {}

    // MARK: - Lookup

    /// The number of ids held.
    @inlinable
    package var count: Int { held }

    /// The value for `key`; setting `nil` removes it.
    @inlinable
    package subscript(key: Int) -> Value? {
        get {
            guard let index = index(of: key) else { return nil }
            return slots[index]
        }
        set {
            if let newValue { insert(newValue, for: key) } else { removeValue(for: key) }
        }
    }

    /// Whether the table holds `key`.
    @inlinable
    package func contains(_ key: Int) -> Bool {
        index(of: key) != nil
    }

    /// Every value held, in slot order.
    @inlinable
    package var values: [Value] {
        slots.compactMap { $0 }
    }

    // MARK: - Changes

    /// Removes the value for `key` and returns it.
    @inlinable @discardableResult
    package mutating func removeValue(for key: Int) -> Value? {
        guard let found = index(of: key) else { return nil }
        let old = slots[found]
        // Backward-shift deletion: move later entries of the probe run into the hole,
        // unless their home slot lies cyclically after the hole, so no tombstones pile up.
        let mask = keys.count &- 1
        var hole = found, next = found
        while true {
            next = (next &+ 1) & mask
            let key = keys[next]
            if key == Self.empty { break }
            let home = slot(of: key)
            let stays = hole <= next ? (home > hole && home <= next) : (home > hole || home <= next)
            if !stays {
                keys[hole] = key
                slots[hole] = slots[next]
                hole = next
            }
        }
        keys[hole] = Self.empty
        slots[hole] = nil
        held &-= 1
        return old
    }

    /// Removes every id, and frees the storage.
    @inlinable
    package mutating func removeAll() {
        self = IDTable()
    }

    // MARK: - Private

    @inlinable @inline(__always)
    func slot(of key: Int) -> Int {
        // Fibonacci hashing: the top bits of the product mix every bit of the key, so
        // consecutive ids and aligned addresses spread alike.
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) &>> shift)
    }

    @inlinable @inline(__always)
    func index(of key: Int) -> Int? {
        guard held > 0, key != Self.empty else { return nil }
        let mask = keys.count &- 1
        var index = slot(of: key)
        return keys.withUnsafeBufferPointer { keys in
            while true {
                let found = keys[index]
                if found == key { return index }
                if found == Self.empty { return nil }
                index = (index &+ 1) & mask
            }
        }
    }

    @inlinable
    mutating func insert(_ value: Value, for key: Int) {
        precondition(key != Self.empty, "IDTable: Int.min is not a key")
        if let index = index(of: key) {
            slots[index] = value
            return
        }
        // At most three quarters full, so probe runs stay short.
        if (held &+ 1) &* 4 > keys.count &* 3 { grow() }
        let mask = keys.count &- 1
        var index = slot(of: key)
        while keys[index] != Self.empty { index = (index &+ 1) & mask }
        keys[index] = key
        slots[index] = value
        held &+= 1
    }

    @inlinable
    mutating func grow() {
        let capacity = Swift.max(16, keys.count &* 2)
        let oldKeys = keys, oldSlots = slots
        keys = ContiguousArray(repeating: Self.empty, count: capacity)
        slots = ContiguousArray(repeating: nil, count: capacity)
        shift = UInt64(64 - capacity.trailingZeroBitCount)
        held = 0
        for index in oldKeys.indices where oldKeys[index] != Self.empty { insert(oldSlots[index].unsafelyUnwrapped, for: oldKeys[index]) }
    }
}

extension IDTable: Sendable where Value: Sendable {}
