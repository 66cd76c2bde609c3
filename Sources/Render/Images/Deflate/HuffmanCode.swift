/// A canonical Huffman code as deflate stores it (RFC 1951 §3.2.2): a length per symbol, no
/// length over a limit, built from how often each symbol occurs, with each code's bits
/// reversed so ``DeflateBitWriter`` can write them lowest bit first.
struct HuffmanCode {
    // MARK: - Properties

    /// Each symbol's code length in bits; 0 for a symbol that never occurs.
    let lengths: [UInt8]
    /// Each symbol's code, bit-reversed; meaningless where the length is 0.
    let codes: [UInt32]

    // MARK: - Initializers

    /// The optimal code for `frequencies` whose lengths are at most `maximumLength`, made
    /// complete: with one symbol in use a second gets a code too, since zlib rejects an
    /// incomplete code-length code. Equal inputs give equal codes.
    init(frequencies: [UInt32], maximumLength: Int) {
        var lengths = Self.optimalLengths(frequencies: frequencies, maximumLength: maximumLength)
        if lengths.count(where: { $0 > 0 }) == 1, lengths.count > 1 {
            lengths[lengths[0] == 0 ? 0 : 1] = 1
        }
        self.lengths = lengths
        codes = Self.canonicalCodes(lengths: lengths)
    }

    // MARK: - Lengths

    /// Huffman's lengths for the symbols that occur, then limited to `maximumLength` by
    /// moving codes down a level while the Kraft sum exceeds one.
    private static func optimalLengths(frequencies: [UInt32], maximumLength: Int) -> [UInt8] {
        var lengths = [UInt8](repeating: 0, count: frequencies.count)
        // Least frequent first; ties by symbol, so the result never depends on sort
        // stability. Sorting frequency and symbol packed in one integer is the fast sort.
        let used = frequencies.indices.compactMap { symbol in
            frequencies[symbol] > 0 ? UInt64(frequencies[symbol]) << 32 | UInt64(symbol) : nil
        }.sorted().map { Int($0 & 0xFFFF_FFFF) }
        guard used.count > 1 else {
            if let only = used.first { lengths[only] = 1 }
            return lengths
        }

        // Huffman's tree with two queues: the leaves in order, and the joined nodes, which
        // are made in order of weight. Nodes 0..<n are leaves, n... joined ones.
        let leafCount = used.count
        var weight = used.map { UInt64(frequencies[$0]) }
        var parent = [Int](repeating: 0, count: 2 * leafCount - 1)
        weight.reserveCapacity(2 * leafCount - 1)
        var nextLeaf = 0
        var nextJoined = leafCount
        func takeLightest() -> Int {
            if nextLeaf < leafCount, nextJoined >= weight.count || weight[nextLeaf] <= weight[nextJoined] {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextJoined += 1
            return nextJoined - 1
        }
        for _ in 1..<leafCount {
            let first = takeLightest()
            let second = takeLightest()
            parent[first] = weight.count
            parent[second] = weight.count
            weight.append(weight[first] + weight[second])
        }
        // Depths from the root (the last node) down; a parent always comes after its children.
        var depth = [Int](repeating: 0, count: weight.count)
        for node in stride(from: weight.count - 2, through: 0, by: -1) {
            depth[node] = depth[parent[node]] + 1
        }

        // How many codes each length has, the deep ones cut to the limit; then, while the
        // code is over-full, one code leaves the deepest level and the longest shorter code
        // splits into two one level deeper (each step lowers the Kraft sum by one unit).
        var codesOfLength = [Int](repeating: 0, count: maximumLength + 1)
        for leaf in 0..<leafCount {
            codesOfLength[min(depth[leaf], maximumLength)] += 1
        }
        var kraft = 0
        for length in 1...maximumLength {
            kraft += codesOfLength[length] << (maximumLength - length)
        }
        while kraft > 1 << maximumLength {
            codesOfLength[maximumLength] -= 1
            for length in stride(from: maximumLength - 1, through: 1, by: -1) where codesOfLength[length] > 0 {
                codesOfLength[length] -= 1
                codesOfLength[length + 1] += 2
                break
            }
            kraft -= 1
        }

        // The most frequent symbols get the shortest codes.
        var symbol = used.count - 1
        for length in 1...maximumLength {
            for _ in 0..<codesOfLength[length] {
                lengths[used[symbol]] = UInt8(length)
                symbol -= 1
            }
        }
        return lengths
    }

    // MARK: - Codes

    /// Deflate's canonical codes for `lengths`: shorter codes first, and within a length in
    /// symbol order; each returned bit-reversed.
    private static func canonicalCodes(lengths: [UInt8]) -> [UInt32] {
        let longest = Int(lengths.max() ?? 0)
        var countOfLength = [UInt32](repeating: 0, count: longest + 1)
        for length in lengths where length > 0 {
            countOfLength[Int(length)] += 1
        }
        var nextCode = [UInt32](repeating: 0, count: longest + 1)
        var code: UInt32 = 0
        for length in stride(from: 1, through: longest, by: 1) {
            code = (code + countOfLength[length - 1]) << 1
            nextCode[length] = code
        }
        return lengths.map { length in
            guard length > 0 else { return 0 }
            let code = nextCode[Int(length)]
            nextCode[Int(length)] += 1
            return reversed(code, bits: Int(length))
        }
    }

    private static func reversed(_ code: UInt32, bits: Int) -> UInt32 {
        var reversed: UInt32 = 0
        var rest = code
        for _ in 0..<bits {
            reversed = reversed << 1 | rest & 1
            rest >>= 1
        }
        return reversed
    }
}
