import Foundation

/// Where a token sits in the group tree: `color.text.error` is `["color", "text", "error"]`.
public struct TokenPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    // MARK: - Properties

    /// The dotted form, `color.text.error`: one string to build, hash and compare, because
    /// paths key every dictionary of the resolver, and a reference's text is already in
    /// this form. No name contains a `.` (the spec forbids it and readers reject it).
    private let key: String
    /// How many components the path has (`[]` and `[""]` share the key "").
    public var count: Int { Int(storedCount) }
    private let storedCount: Int32
    /// `key`'s hash, taken once: a lookup in a large table then compares two integers
    /// before it reads a string from elsewhere in memory. 32 bits keep a path at 24 bytes.
    private let keyHash: UInt32

    // MARK: - Initializers

    /// A path from its components, which must not contain `.` (token and group names
    /// cannot); a JSON Pointer's segments are checked before they become a path.
    public init(_ components: [String]) {
        self.init(key: components.joined(separator: "."), count: components.count)
    }

    /// A path from its dotted form, `color.text.error`.
    public init(dotted: String) {
        self.init(key: dotted, count: dotted.utf8.count { $0 == UInt8(ascii: ".") } + 1)
    }

    /// The path a reference's text names (`color.text.error` inside `{…}`); `nil` when the
    /// text holds `{` or `}`, which no reference may hold.
    init?(referenceText dotted: Substring) {
        var dots = 0
        for byte in dotted.utf8 {
            switch byte {
            case UInt8(ascii: "."): dots += 1
            case UInt8(ascii: "{"), UInt8(ascii: "}"): return nil
            default: break
            }
        }
        self.init(key: String(dotted), count: dots + 1)
    }

    private init(key: String, count: Int) {
        var key = key
        let keyHash = key.withUTF8 { Self.hash($0, continuing: Self.hashBasis) }
        self.init(key: key, count: count, keyHash: keyHash)
    }

    private init(key: String, count: Int, keyHash: UInt32) {
        self.key = key
        self.storedCount = Int32(clamping: count)
        self.keyHash = keyHash
    }

    // MARK: - Hashing

    /// FNV-1a over the dotted form's UTF-8 bytes. A path's hash is its parent's continued
    /// over `.` and the new name, so appending a name hashes only that name; a reference's
    /// text hashes to the same value in one pass. Token files are the project's own, so a
    /// seeded hash buys nothing here, and this one costs a few cycles a byte.
    private static let hashBasis: UInt32 = 2_166_136_261
    private static let hashPrime: UInt32 = 16_777_619

    /// The hash a path with the dotted form `utf8` has, without building the path.
    static func hash(dotted utf8: UnsafeBufferPointer<UInt8>) -> UInt32 {
        hash(utf8, continuing: hashBasis)
    }

    /// The hash taken once, for tables of paths that keep their own.
    var storedHash: UInt32 { keyHash }

    /// Whether the dotted form is `utf8` (a reference's text, not yet a path).
    func hasDottedForm(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        key.utf8.withContiguousStorageIfAvailable { own in
            own.count == utf8.count && (own.isEmpty || memcmp(own.baseAddress!, utf8.baseAddress!, own.count) == 0)
        } ?? key.utf8.elementsEqual(utf8)
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, continuing state: UInt32) -> UInt32 {
        var state = state
        for byte in bytes { state = (state ^ UInt32(byte)) &* hashPrime }
        return state
    }

    // MARK: - Derived values

    /// The names from the outermost group to the token.
    public var components: [String] {
        guard count > 0 else { return [] }
        return key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// The token's own name, the last component.
    public var name: String {
        guard let last = key.utf8.lastIndex(of: UInt8(ascii: ".")) else { return key }
        return String(key[key.utf8.index(after: last)...])
    }

    /// The path with one more component.
    public func appending(_ component: String) -> TokenPath {
        guard count > 0 else { return TokenPath(key: component, count: 1) }
        // One allocation for the new key, and only `.` and the new name hashed, from the
        // bytes just written.
        var hash = keyHash
        var parent = key, name = component
        let joined = parent.withUTF8 { parent in
            name.withUTF8 { name in
                let count = parent.count + 1 + name.count
                return String(unsafeUninitializedCapacity: count) { buffer in
                    let raw = UnsafeMutableRawBufferPointer(buffer)
                    raw.copyMemory(from: UnsafeRawBufferPointer(parent))
                    buffer[parent.count] = UInt8(ascii: ".")
                    UnsafeMutableRawBufferPointer(rebasing: raw[(parent.count + 1)...]).copyMemory(from: UnsafeRawBufferPointer(name))
                    hash = Self.hash(UnsafeBufferPointer(rebasing: buffer[parent.count..<count]), continuing: hash)
                    // The buffer may be longer than asked for: say how much was written.
                    return count
                }
            }
        }
        return TokenPath(key: joined, count: count + 1, keyHash: hash)
    }

    /// Whether `self` is `other` or a group around it.
    public func isPrefix(of other: TokenPath) -> Bool {
        if count == 0 { return true }
        if count == other.count { return key == other.key }
        guard count < other.count, other.key.utf8.starts(with: key.utf8) else { return false }
        return other.key.utf8.dropFirst(key.utf8.count).first == UInt8(ascii: ".")
    }

    /// `color.text.error`.
    public var description: String { key }

    // MARK: - Hashable, Comparable

    public static func == (lhs: TokenPath, rhs: TokenPath) -> Bool {
        lhs.keyHash == rhs.keyHash && lhs.storedCount == rhs.storedCount && lhs.key == rhs.key
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(keyHash) }

    public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool {
        lhs.components.lexicographicallyPrecedes(rhs.components)
    }
}
