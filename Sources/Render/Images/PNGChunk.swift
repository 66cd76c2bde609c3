import CZlib
import Foundation

// MARK: - Chunk types

/// The four-letter chunk types the PNG and APNG code reads and writes, as big-endian numbers.
enum PNGChunkType {
    static let header: UInt32 = 0x4948_4452 // IHDR
    static let palette: UInt32 = 0x504C_5445 // PLTE
    static let transparency: UInt32 = 0x7452_4E53 // tRNS
    static let imageData: UInt32 = 0x4944_4154 // IDAT
    static let end: UInt32 = 0x4945_4E44 // IEND
    static let animationControl: UInt32 = 0x6163_544C // acTL
    static let frameControl: UInt32 = 0x6663_544C // fcTL
    static let frameData: UInt32 = 0x6664_4154 // fdAT

    /// The eight bytes every PNG starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Whether a chunk of `type` is critical: a decoder must understand it (bit 5 of the first letter is clear).
    static func isCritical(_ type: UInt32) -> Bool {
        type & 0x2000_0000 == 0
    }

    /// The type as its four letters, for error messages.
    static func name(_ type: UInt32) -> String {
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: type >> UInt32($0)) }
        guard bytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
            return bytes.map { String(format: "%02X", $0) }.joined()
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

// MARK: - CRC

/// The CRC-32 of `count` bytes at `bytes` (zlib's, which is PNG's).
func pngCRC(_ bytes: UnsafeRawPointer, count: Int) -> UInt32 {
    var crc: UInt = 0
    var pointer = bytes.assumingMemoryBound(to: UInt8.self)
    var remaining = count
    while remaining > 0 {
        let step = min(remaining, 1 << 30)
        crc = crc32(crc, pointer, uInt(step))
        pointer += step
        remaining -= step
    }
    return UInt32(truncatingIfNeeded: crc)
}

// MARK: - Reading chunks

/// One chunk of a PNG: its type and where its data is in the file.
struct PNGChunk {
    let type: UInt32
    /// The data's byte range within the whole file.
    let data: Range<Int>
}

/// Walks the chunks of a PNG held in memory, checking each one's length and CRC.
struct PNGChunkReader {
    private let bytes: UnsafeRawBufferPointer
    private(set) var offset: Int

    /// Starts after the signature; a missing or wrong signature is an error.
    init(_ bytes: UnsafeRawBufferPointer) throws(RenderError) {
        guard bytes.count >= 8 else { throw .invalidPNG("\(bytes.count) bytes are too few for a PNG signature") }
        guard bytes.prefix(8).elementsEqual(PNGChunkType.signature) else { throw .invalidPNG("bad signature: not a PNG file") }
        self.bytes = bytes
        offset = 8
    }

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
        guard [24, 16, 8, 0].allSatisfy({ isLetter(UInt8(truncatingIfNeeded: type >> UInt32($0))) }) else {
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

    private func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}

// MARK: - Writing chunks

/// The bytes of a PNG being written: one growing allocation, filled in a single pass and
/// handed over as `Data` without a copy.
final class PNGByteBuffer {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int
    /// Bytes written so far.
    var count = 0
    private var handedOver = false

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        guard let memory = malloc(self.capacity) else { fatalError("PNGByteBuffer: out of memory for \(self.capacity) bytes") }
        base = memory.assumingMemoryBound(to: UInt8.self)
    }

    deinit {
        if !handedOver { free(base) }
    }

    /// Bytes that can be written at `base + count` without growing.
    var freeCapacity: Int { capacity - count }

    /// Makes room for at least `extra` more bytes.
    func reserve(_ extra: Int) {
        guard extra > freeCapacity else { return }
        let newCapacity = max(count + extra, capacity + capacity / 2)
        guard let memory = realloc(base, newCapacity) else { fatalError("PNGByteBuffer: out of memory for \(newCapacity) bytes") }
        base = memory.assumingMemoryBound(to: UInt8.self)
        capacity = newCapacity
    }

    func append(_ bytes: [UInt8]) {
        reserve(bytes.count)
        bytes.withUnsafeBufferPointer { (base + count).update(from: $0.baseAddress!, count: $0.count) }
        count += bytes.count
    }

    func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    func appendUInt32(_ value: UInt32) {
        reserve(4)
        UnsafeMutableRawPointer(base + count).storeBytes(of: value.bigEndian, as: UInt32.self)
        count += 4
    }

    func appendUInt16(_ value: UInt16) {
        reserve(2)
        UnsafeMutableRawPointer(base + count).storeBytes(of: value.bigEndian, as: UInt16.self)
        count += 2
    }

    /// Writes a chunk's length placeholder and type; returns where the chunk starts, for ``endChunk(startingAt:)``.
    func beginChunk(_ type: UInt32) -> Int {
        let start = count
        appendUInt32(0)
        appendUInt32(type)
        return start
    }

    /// Fills in the length of the chunk that starts at `start` and appends its CRC.
    func endChunk(startingAt start: Int) {
        let length = count - start - 8
        UnsafeMutableRawPointer(base + start).storeBytes(of: UInt32(length).bigEndian, as: UInt32.self)
        appendUInt32(pngCRC(base + start + 4, count: length + 4))
    }

    /// The bytes written, as `Data` that takes over the allocation; the buffer is unusable afterwards.
    func takeData() -> Data {
        handedOver = true
        let memory = realloc(base, max(count, 1)) ?? UnsafeMutableRawPointer(base)
        return Data(bytesNoCopy: memory, count: count, deallocator: .free)
    }
}
