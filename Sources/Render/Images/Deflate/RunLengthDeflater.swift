import Foundation

/// Render's own deflate (RFC 1951) for filtered PNG rows, made for rendered interfaces: the only matches it looks for are runs in which each byte repeats
/// the byte one pixel back, which is what flat fills, straight edges and smooth gradients
/// become after PNG's filters. Finding them takes a word compare per eight bytes, and a
/// row that repeats the one above is added without being filtered at all, so a mostly flat
/// frame compresses many times faster than zlib does it, to a file of similar size. Tokens
/// are gathered into blocks of about 32 K, each with Huffman codes made for it.
///
/// It writes one band of a stream: ``PNGEncoder`` puts the zlib header before the first,
/// joins the bands (each but the last ends on a byte, after an empty stored block, as
/// pigz does), and ends the stream with the bands' checksums combined.
final class RunLengthDeflater: PNGRowCompressor {
    // MARK: - Properties

    /// Tokens per block before it is written; a block also ends with the stream.
    private static let blockTokens = 1 << 15
    private static let longestMatch = 258

    /// Bytes per pixel: a match always copies from this far back.
    private let distance: Int
    /// The compressed band.
    let output: PNGByteBuffer
    private var writer: DeflateBitWriter
    private var adler = Adler32()

    /// The current block's tokens (literal byte, or `256 + length` for a match), with room
    /// for one more row of one token per byte.
    private let tokens: UnsafeMutablePointer<UInt16>
    private var tokenCount = 0
    /// How often each token value occurs in the current block.
    private let tokenCounts: UnsafeMutablePointer<UInt32>

    // MARK: - Initializers

    /// A band of rows of `rowBytes` filtered bytes (the filter byte included) of
    /// `bytesPerPixel` 3 or 4, written to a buffer of its own.
    init(bytesPerPixel: Int, rowBytes: Int) throws(RenderError) {
        distance = bytesPerPixel
        output = try PNGByteBuffer(capacity: 1 << 16)
        writer = DeflateBitWriter(output: output.base)
        tokens = .allocate(capacity: Self.blockTokens + rowBytes)
        tokenCounts = .allocate(capacity: DeflateBlock.tokenValueCount)
        tokenCounts.initialize(repeating: 0, count: DeflateBlock.tokenValueCount)
    }

    deinit {
        tokens.deallocate()
        tokenCounts.deallocate()
    }

    // MARK: - Adding rows

    /// Adds a filtered row: its filter type byte, then its bytes.
    func addRow(_ row: UnsafePointer<UInt8>, count: Int) throws(RenderError) {
        let distance = distance
        // The filter byte and the first pixel have no pixel before them in the row.
        let head = min(count, 1 + distance)
        for index in 0..<head {
            addLiteral(row[index])
        }
        let raw = UnsafeRawPointer(row)
        var position = head
        while position < count {
            // Measures the run of bytes equal to the byte a pixel back: 32 at a time while
            // all match, then eight at a time to find where it breaks.
            var end = position
            var mismatched = false
            while end + 32 <= count {
                func differs(_ offset: Int) -> UInt64 {
                    raw.loadUnaligned(fromByteOffset: end + offset, as: UInt64.self)
                        ^ raw.loadUnaligned(fromByteOffset: end + offset - distance, as: UInt64.self)
                }
                guard differs(0) | differs(8) | differs(16) | differs(24) == 0 else { break }
                end += 32
            }
            while end + 8 <= count {
                let difference = raw.loadUnaligned(fromByteOffset: end, as: UInt64.self)
                    ^ raw.loadUnaligned(fromByteOffset: end - distance, as: UInt64.self)
                if difference != 0 {
                    end += UInt64(littleEndian: difference).trailingZeroBitCount / 8
                    mismatched = true
                    break
                }
                end += 8
            }
            if !mismatched {
                while end < count, row[end] == row[end - distance] {
                    end += 1
                }
            }
            let run = end - position
            if run >= 3 {
                addMatches(run, repeating: row + position - distance)
                position = end
            } else {
                // Too short to be worth a match: the run and the byte that broke it are literals.
                let literalEnd = min(end + 1, count)
                for index in position..<literalEnd {
                    addLiteral(row[index])
                }
                position = literalEnd
            }
        }
        adler.reduce()
        try endRow()
    }

    /// Adds a row of `filterType` and `count` zero bytes, as the Up filter makes of a row
    /// equal to the one above, without reading it.
    func addZeroRow(filterType: UInt8, count: Int) throws(RenderError) {
        addLiteral(filterType)
        let head = min(count, distance)
        for _ in 0..<head {
            addLiteral(0)
        }
        if count - head >= 3 {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4) { zeros in
                zeros.initialize(repeating: 0)
                addMatches(count - head, repeating: UnsafePointer(zeros.baseAddress!))
            }
        } else {
            for _ in head..<count {
                addLiteral(0)
            }
        }
        adler.reduce()
        try endRow()
    }

    // MARK: - Finishing

    /// Writes the last block. A final band ends the deflate stream; another ends with an
    /// empty stored block, so the next band starts on a byte. Returns the Adler-32 of the
    /// band's uncompressed bytes.
    func finish(isFinal: Bool) throws(RenderError) -> UInt32 {
        if tokenCount > 0 {
            try writeBlock(isFinal: isFinal)
        } else if isFinal {
            try reserve(bytes: 8)
            DeflateBlock.writeEmptyFinalBlock(to: &writer)
        }
        try reserve(bytes: 8)
        if !isFinal {
            writer.write(0, count: 3)  // not last, stored
        }
        output.count = writer.finish() - output.base
        if !isFinal {
            try output.append([0x00, 0x00, 0xFF, 0xFF])  // a length of 0 and its complement
        }
        return adler.value
    }

    // MARK: - Private

    @inline(__always)
    private func addLiteral(_ byte: UInt8) {
        tokens[tokenCount] = UInt16(byte)
        tokenCount += 1
        tokenCounts[Int(byte)] += 1
        adler.add(byte)
    }

    /// Adds `length` bytes that repeat the pixel at `pattern` as matches of 3 to 258.
    private func addMatches(_ length: Int, repeating pattern: UnsafePointer<UInt8>) {
        if length < 32 {
            // Adding a short run byte by byte is quicker than the closed form.
            var index = 0
            for _ in 0..<length {
                adler.add(pattern[index])
                index = index + 1 == distance ? 0 : index + 1
            }
        } else {
            adler.addRepeating(pattern, period: distance, count: length)
        }
        var rest = length
        while rest >= 3 {
            var take = min(rest, Self.longestMatch)
            // Never leave one or two bytes, which no match can take.
            if rest - take > 0, rest - take < 3 { take = rest - 3 }
            tokens[tokenCount] = UInt16(256 + take)
            tokenCount += 1
            tokenCounts[256 + take] += 1
            rest -= take
        }
    }

    /// Writes the block once it is full.
    private func endRow() throws(RenderError) {
        if tokenCount >= Self.blockTokens {
            try writeBlock(isFinal: false)
        }
    }

    private func writeBlock(isFinal: Bool) throws(RenderError) {
        let block = DeflateBlock(tokenCounts: tokenCounts, distance: distance, isFinal: isFinal)
        try reserve(bytes: block.bitCount / 8 + 8)
        block.write(tokens: tokens, count: tokenCount, to: &writer)
        output.count = writer.output - output.base
        tokenCount = 0
        tokenCounts.update(repeating: 0, count: DeflateBlock.tokenValueCount)
    }

    /// Makes room for `bytes` more after what the writer has stored, following the memory if it moves.
    private func reserve(bytes: Int) throws(RenderError) {
        output.count = writer.output - output.base
        try output.reserve(bytes)
        writer.output = output.base + output.count
    }
}
