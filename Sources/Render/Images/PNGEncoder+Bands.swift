import CZlib
import Foundation

/// The run-length zlib stream of a large image, compressed in bands of rows on every core.
extension PNGEncoder {
    // MARK: - Bands

    /// Rows of about this many filtered bytes make a band; an image is split by its size
    /// alone, so the bytes written never depend on the machine.
    static let bandBytes = 1 << 18
    /// At most this many bands.
    static let maximumBands = 16

    /// The rows of each band of an image of `height` rows of `filteredRowBytes`.
    static func bands(height: Int, filteredRowBytes: Int) -> [Range<Int>] {
        let count = min(max(1, height * filteredRowBytes / bandBytes), maximumBands, height)
        return (0..<count).map { band in band * height / count..<(band + 1) * height / count }
    }

    /// The zlib header, each band's deflate data in order, and the Adler-32 of all the rows.
    func runLengthStream(of image: PixelImage, channels: Int) throws(RenderError) -> PNGByteBuffer {
        let filteredRowBytes = image.width * channels + 1
        let bands = Self.bands(height: image.height, filteredRowBytes: filteredRowBytes)
        var outcomes = [BandOutcome?](repeating: nil, count: bands.count)
        outcomes.withUnsafeMutableBufferPointer { outcomes in
            // Each band writes only its own slot.
            let slots = BandSlots(outcomes: outcomes)
            let compress = { @Sendable (band: Int) in
                slots.outcomes[band] = Result { () throws(RenderError) in
                    let deflater = try RunLengthDeflater(bytesPerPixel: channels, rowBytes: filteredRowBytes)
                    try addRows(bands[band], of: image, channels: channels, to: deflater)
                    let adler = try deflater.finish(isFinal: band == bands.count - 1)
                    return (deflater.output, adler)
                }
            }
            if bands.count == 1 {
                compress(0)
            } else {
                DispatchQueue.concurrentPerform(iterations: bands.count, execute: compress)
            }
        }

        let stream = try PNGByteBuffer(capacity: 1 << 16)
        try stream.append([0x78, 0x01])  // deflate, 32 KiB window, "fastest"
        var adler: UInt = 1
        for (band, outcome) in outcomes.enumerated() {
            let (data, bandAdler) = try outcome!.get()
            try stream.append(data.base, count: data.count)
            adler = adler32_combine(adler, UInt(bandAdler), bands[band].count * filteredRowBytes)
        }
        try stream.appendUInt32(UInt32(adler))
        return stream
    }

    // MARK: - Private

    private typealias BandOutcome = Result<(data: PNGByteBuffer, adler: UInt32), RenderError>

    /// The bands' results, written by the threads that compress them, one slot each.
    private struct BandSlots: @unchecked Sendable {
        let outcomes: UnsafeMutableBufferPointer<BandOutcome?>
    }
}
