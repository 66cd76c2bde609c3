import Foundation

/// The bytes of a PNG being written: one growing allocation, filled in a single pass and
/// handed over as `Data` without a copy. A failed allocation is a ``RenderError``, never a
/// crash; the buffer keeps what it had.
final class PNGByteBuffer {
    // MARK: - Properties

    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int
    /// Bytes written so far.
    var count = 0
    private var handedOver = false

    /// Bytes that can be written at `base + count` without growing.
    var freeCapacity: Int { capacity - count }

    // MARK: - Initializers

    /// An empty buffer with room for `capacity` bytes (at least 64).
    init(capacity: Int) throws(RenderError) {
        let capacity = max(capacity, 64)
        guard let memory = malloc(capacity) else { throw Self.outOfMemory(capacity) }
        self.capacity = capacity
        base = memory.assumingMemoryBound(to: UInt8.self)
    }

    deinit {
        if !handedOver { free(base) }
    }

    // MARK: - Growing

    /// Makes room for at least `extra` more bytes, growing by half at least.
    func reserve(_ extra: Int) throws(RenderError) {
        guard extra > freeCapacity else { return }
        let (needed, overflow) = count.addingReportingOverflow(extra)
        guard !overflow else { throw Self.outOfMemory(Int.max) }
        let newCapacity = max(needed, capacity + capacity / 2)
        guard let memory = realloc(base, newCapacity) else { throw Self.outOfMemory(newCapacity) }
        base = memory.assumingMemoryBound(to: UInt8.self)
        capacity = newCapacity
    }

    // MARK: - Appending

    func append(_ bytes: [UInt8]) throws(RenderError) {
        try reserve(bytes.count)
        bytes.withUnsafeBufferPointer { (base + count).update(from: $0.baseAddress!, count: $0.count) }
        count += bytes.count
    }

    func append(_ bytes: UnsafePointer<UInt8>, count: Int) throws(RenderError) {
        try reserve(count)
        (base + self.count).update(from: bytes, count: count)
        self.count += count
    }

    func appendUInt32(_ value: UInt32) throws(RenderError) {
        try reserve(4)
        UnsafeMutableRawPointer(base + count).storeBytes(of: value.bigEndian, as: UInt32.self)
        count += 4
    }

    func appendUInt16(_ value: UInt16) throws(RenderError) {
        try reserve(2)
        UnsafeMutableRawPointer(base + count).storeBytes(of: value.bigEndian, as: UInt16.self)
        count += 2
    }

    // MARK: - Chunks

    /// Writes a chunk's length placeholder and type; returns where the chunk starts, for ``endChunk(startingAt:)``.
    func beginChunk(_ type: UInt32) throws(RenderError) -> Int {
        let start = count
        try appendUInt32(0)
        try appendUInt32(type)
        return start
    }

    /// Fills in the length of the chunk that starts at `start` and appends its CRC.
    func endChunk(startingAt start: Int) throws(RenderError) {
        let length = count - start - 8
        UnsafeMutableRawPointer(base + start).storeBytes(of: UInt32(length).bigEndian, as: UInt32.self)
        try appendUInt32(pngCRC(base + start + 4, count: length + 4))
    }

    // MARK: - Handing over

    /// The bytes written, as `Data` that takes over the allocation; the buffer is unusable afterwards.
    func takeData() -> Data {
        handedOver = true
        let memory = realloc(base, max(count, 1)) ?? UnsafeMutableRawPointer(base)
        return Data(bytesNoCopy: memory, count: count, deallocator: .free)
    }

    // MARK: - Private

    private static func outOfMemory(_ bytes: Int) -> RenderError {
        .invalidImage("no memory for \(bytes) bytes of PNG data")
    }
}
