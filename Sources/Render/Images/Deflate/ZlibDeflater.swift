import CZlib

/// zlib's deflate behind ``PNGRowCompressor``, at a level and strategy: smaller files than
/// ``RunLengthDeflater`` on photographs and noise, and with ``PNGEncodingOptions/compact``
/// the output Cairo's writer would give.
final class ZlibDeflater: PNGRowCompressor {
    // MARK: - Properties

    private var stream = z_stream()
    private let output: PNGByteBuffer
    /// A filter byte and a row of zeros, for ``addZeroRow(filterType:count:)``.
    private let zeroRow: UnsafeMutablePointer<UInt8>
    private let rowBytes: Int

    // MARK: - Initializers

    /// A stream at `level` (clamped to 0–9) with `strategy`, for rows of at most `rowBytes`
    /// filtered bytes (filter byte included, at most 64 KiB + 1 within
    /// ``PNGEncoder/validateSize(width:height:)``, so every length fits zlib's 32 bits).
    init(level: Int, strategy: PNGEncodingOptions.Strategy, rowBytes: Int, output: PNGByteBuffer) throws(RenderError) {
        self.output = output
        self.rowBytes = rowBytes
        let status = deflateInit2_(&stream, Int32(min(max(level, 0), 9)), Z_DEFLATED, 15, 8, strategy.zlibValue,
                                   zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw .invalidImage("zlib could not start compressing (status \(status))") }
        zeroRow = .allocate(capacity: rowBytes)
        zeroRow.initialize(repeating: 0, count: rowBytes)
    }

    deinit {
        deflateEnd(&stream)
        zeroRow.deallocate()
    }

    // MARK: - PNGRowCompressor

    func addRow(_ row: UnsafePointer<UInt8>, count: Int) throws(RenderError) {
        try compress(row, count: count, finish: false)
    }

    func addZeroRow(filterType: UInt8, count: Int) throws(RenderError) {
        zeroRow[0] = filterType
        try compress(zeroRow, count: count + 1, finish: false)
    }

    func finish() throws(RenderError) {
        try compress(zeroRow, count: 0, finish: true)
    }

    // MARK: - Private

    /// Compresses `count` bytes at `input`, growing the output as zlib asks.
    private func compress(_ input: UnsafePointer<UInt8>, count: Int, finish: Bool) throws(RenderError) {
        stream.next_in = UnsafeMutablePointer(mutating: input)
        stream.avail_in = uInt(count)
        while true {
            if output.freeCapacity < 64 { try output.reserve(max(1 << 16, rowBytes)) }
            let available = min(output.freeCapacity, Int(UInt32.max))
            stream.next_out = output.base + output.count
            stream.avail_out = uInt(available)
            let result = deflate(&stream, finish ? Z_FINISH : Z_NO_FLUSH)
            output.count += available - Int(stream.avail_out)
            if finish, result == Z_STREAM_END { return }
            guard result == Z_OK || result == Z_BUF_ERROR else { throw .invalidImage("zlib failed to compress (status \(result))") }
            if !finish, stream.avail_out != 0, stream.avail_in == 0 { return }
        }
    }
}
