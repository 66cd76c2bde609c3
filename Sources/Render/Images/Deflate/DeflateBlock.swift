/// One deflate block of literals and runs (RFC 1951 §3.2.5–3.2.7), written with Huffman
/// codes made for its own tokens. A token is a literal byte (0–255) or a match of length
/// `L` (3–258) at the stream's one distance, stored as `256 + L`.
struct DeflateBlock {
    // MARK: - Types

    /// How a match length is written: its length symbol and the extra bits after it.
    private struct LengthCode {
        let symbol: Int
        let extraBitCount: Int
        let extraBits: UInt32
    }

    // MARK: - Properties

    /// Token values run from 0 to `256 + 258`.
    static let tokenValueCount = 256 + 258 + 1
    /// The literal/length alphabet: 256 literals, end of block, 29 length symbols.
    private static let literalLengthSymbolCount = 286
    private static let endOfBlock = 256

    /// Each match length's code, indexed by length (0–2 unused).
    private static let lengthCodes: [LengthCode] = {
        let bases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
        var codes = [LengthCode](repeating: LengthCode(symbol: 0, extraBitCount: 0, extraBits: 0), count: 259)
        for (index, base) in bases.enumerated() {
            let extraBitCount = index == 28 ? 0 : max(0, (index - 4) / 4)
            // 284's five extra bits could say 258, but 285 alone means it.
            let end = index == 28 ? 258 : min(base + (1 << extraBitCount) - 1, 257)
            for length in base...end {
                codes[length] = LengthCode(symbol: 257 + index, extraBitCount: extraBitCount, extraBits: UInt32(length - base))
            }
        }
        return codes
    }()

    /// The order in which the code-length code's lengths are stored.
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Each token's bits (match: length code, extra bits and distance code) in the low 27
    /// bits, and their count in the top 5.
    private let tokenCodes: [UInt32]
    /// The header: the code lengths and the code-length code, as (bits, count) pairs.
    private let header: [(bits: UInt32, count: Int)]
    private let endOfBlockCode: (bits: UInt32, count: Int)
    /// Bits of the whole block, header and end-of-block included.
    let bitCount: Int

    // MARK: - Initializers

    /// The codes for a block whose tokens occur `tokenCounts` times (indexed by token
    /// value) with matches at `distance` (3 or 4, a pixel of RGB or RGBA).
    init(tokenCounts: UnsafePointer<UInt32>, distance: Int, isFinal: Bool) {
        precondition(distance == 3 || distance == 4, "a run-length deflate block matches one pixel back")
        var symbolCounts = [UInt32](repeating: 0, count: Self.literalLengthSymbolCount)
        for literal in 0..<256 {
            symbolCounts[literal] = tokenCounts[literal]
        }
        for length in 3...258 {
            symbolCounts[Self.lengthCodes[length].symbol] += tokenCounts[256 + length]
        }
        symbolCounts[Self.endOfBlock] = 1
        let literalCode = HuffmanCode(frequencies: symbolCounts, maximumLength: 15)
        // Distance codes 2 and 3 (distances 3 and 4) get one bit each: a complete code
        // whichever the stream uses.
        let distanceLengths: [UInt8] = [0, 0, 1, 1]
        let distanceBit = UInt32(distance - 3)

        var tokenCodes = [UInt32](repeating: 0, count: Self.tokenValueCount)
        var bitCount = 0
        for literal in 0..<256 {
            let length = UInt32(literalCode.lengths[literal])
            tokenCodes[literal] = literalCode.codes[literal] | length << 27
            bitCount += Int(tokenCounts[literal]) * Int(length)
        }
        for matchLength in 3...258 {
            let code = Self.lengthCodes[matchLength]
            let symbolLength = UInt32(literalCode.lengths[code.symbol])
            let bits = literalCode.codes[code.symbol] | code.extraBits << symbolLength
                | distanceBit << (symbolLength + UInt32(code.extraBitCount))
            let count = symbolLength + UInt32(code.extraBitCount) + 1
            tokenCodes[256 + matchLength] = bits | count << 27
            bitCount += Int(tokenCounts[256 + matchLength]) * Int(count)
        }
        bitCount += Int(literalCode.lengths[Self.endOfBlock])
        self.tokenCodes = tokenCodes
        header = Self.header(literalLengths: literalCode.lengths, distanceLengths: distanceLengths, isFinal: isFinal)
        self.bitCount = bitCount + header.reduce(0) { $0 + $1.count }
        endOfBlockCode = (literalCode.codes[Self.endOfBlock], Int(literalCode.lengths[Self.endOfBlock]))
    }

    // MARK: - Writing

    /// Writes the block: its header, `count` tokens from `tokens`, and the end of block.
    func write(tokens: UnsafePointer<UInt16>, count: Int, to writer: inout DeflateBitWriter) {
        for (bits, count) in header {
            writer.write(bits, count: count)
        }
        tokenCodes.withUnsafeBufferPointer { codes in
            for index in 0..<count {
                let code = codes[Int(tokens[index])]
                writer.write(code & 0x07FF_FFFF, count: Int(code >> 27))
            }
        }
        writer.write(endOfBlockCode.bits, count: endOfBlockCode.count)
    }

    /// Writes an empty final block with the fixed codes: ten bits.
    static func writeEmptyFinalBlock(to writer: inout DeflateBitWriter) {
        writer.write(1, count: 1)  // last block
        writer.write(1, count: 2)  // fixed Huffman codes
        writer.write(0, count: 7)  // end of block: 256 is seven zero bits
    }

    // MARK: - Header

    /// The block header (RFC 1951 §3.2.7): type, the counts, the code-length code, and the
    /// literal/length and distance code lengths run-length coded with it.
    private static func header(literalLengths: [UInt8], distanceLengths: [UInt8], isFinal: Bool) -> [(bits: UInt32, count: Int)] {
        let literalCount = max(257, (literalLengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let lengths = Array(literalLengths[..<literalCount]) + distanceLengths

        // Runs of equal lengths become repeat symbols 16 (the previous length 3–6 times),
        // 17 (zero 3–10 times) and 18 (zero 11–138 times).
        var symbols: [(symbol: Int, extraBits: UInt32, extraCount: Int)] = []
        var index = 0
        while index < lengths.count {
            let value = lengths[index]
            var run = 1
            while index + run < lengths.count, lengths[index + run] == value {
                run += 1
            }
            index += run
            if value == 0 {
                while run >= 11 {
                    let count = min(run, 138)
                    symbols.append((18, UInt32(count - 11), 7))
                    run -= count
                }
                if run >= 3 {
                    symbols.append((17, UInt32(run - 3), 3))
                    run = 0
                }
            } else {
                symbols.append((Int(value), 0, 0))
                run -= 1
                while run >= 3 {
                    let count = min(run, 6)
                    symbols.append((16, UInt32(count - 3), 2))
                    run -= count
                }
            }
            symbols += repeatElement((symbol: Int(value), extraBits: UInt32(0), extraCount: 0), count: run)
        }

        var symbolCounts = [UInt32](repeating: 0, count: 19)
        for entry in symbols {
            symbolCounts[entry.symbol] += 1
        }
        let codeLengthCode = HuffmanCode(frequencies: symbolCounts, maximumLength: 7)
        let storedCount = max(4, (codeLengthOrder.lastIndex { codeLengthCode.lengths[$0] > 0 } ?? 0) + 1)

        var header: [(bits: UInt32, count: Int)] = [
            (isFinal ? 1 : 0, 1), (2, 2),  // dynamic Huffman codes
            (UInt32(literalCount - 257), 5), (UInt32(distanceLengths.count - 1), 5), (UInt32(storedCount - 4), 4),
        ]
        for symbol in codeLengthOrder[..<storedCount] {
            header.append((UInt32(codeLengthCode.lengths[symbol]), 3))
        }
        for entry in symbols {
            header.append((codeLengthCode.codes[entry.symbol], Int(codeLengthCode.lengths[entry.symbol])))
            if entry.extraCount > 0 { header.append((entry.extraBits, entry.extraCount)) }
        }
        return header
    }
}
