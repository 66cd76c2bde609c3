/// Walks the chunks of a PNG held in memory, checking each one's length, type and CRC.
struct PNGChunkReader {
    // MARK: - Properties

    private let bytes: UnsafeRawBufferPointer
    private(set) var offset: Int

    // MARK: - Initializers

    /// Starts after the signature; a missing or wrong signature is an error.
    init(_ bytes: UnsafeRawBufferPointer) throws(RenderError) {
        guard bytes.count >= 8 else { throw .invalidPNG("\(bytes.count) bytes are too few for a PNG signature") }
        guard bytes.prefix(8).elementsEqual(PNGChunkType.signature) else { throw .invalidPNG("bad signature: not a PNG file") }
        self.bytes = bytes
        offset = 8
    }

    // MARK: - Reading

    /// The next chunk; `nil` at the end of the data.
    mutating func next() throws(RenderError) -> PNGChunk? {
        let remaining = bytes.count - offset
        guard remaining > 0 else { return nil }
        guard remaining >= 12 else {
            throw .invalidPNG("truncated chunk at byte \(offset): \(remaining) bytes left, a chunk needs at least 12")
        }
        let length = Int(readUInt32(at: offset))
        let type = readUInt32(at: offset + 4)
        guard length <= Int(Int32.max) else { throw .invalidPNG("chunk at byte \(offset) claims \(length) bytes, more than 2³¹ − 1") }
        guard PNGChunkType.isValid(type) else {
            throw .invalidPNG("chunk at byte \(offset) has an invalid type \(PNGChunkType.name(type))")
        }
        guard length <= remaining - 12 else {
            throw .invalidPNG("truncated \(PNGChunkType.name(type)) chunk at byte \(offset): \(length) data bytes announced, \(remaining - 12) present")
        }
        let dataStart = offset + 8
        let stored = readUInt32(at: dataStart + length)
        let computed = pngCRC(bytes.baseAddress! + offset + 4, count: length + 4)
        guard stored == computed else {
            throw .invalidPNG("CRC mismatch in the \(PNGChunkType.name(type)) chunk at byte \(offset)")
        }
        offset = dataStart + length + 4
        return PNGChunk(type: type, data: dataStart..<dataStart + length)
    }

    /// The big-endian number at `position`, which the caller has checked is in bounds.
    func readUInt32(at position: Int) -> UInt32 {
        bytes.loadUnaligned(fromByteOffset: position, as: UInt32.self).bigEndian
    }
}
