import CZlib
import Foundation

/// Turns a PNG's image data into premultiplied ARGB32 pixels, as Cairo's reader does:
/// palettes, gray and tRNS expanded, 16-bit samples cut to their high byte, color multiplied
/// by alpha with rounding.
struct PNGDecoder {
    // MARK: - Properties

    let header: PNGHeader
    /// 256 premultiplied colors: PLTE with tRNS's alpha, opaque black past PLTE's end.
    private let palette: [UInt32]
    /// The sample value(s) tRNS makes transparent in gray or RGB images, at full bit depth.
    private let transparentGray: Int?
    private let transparentRGB: (Int, Int, Int)?

    // MARK: - Initializers

    init(container: PNGContainer, bytes: UnsafeRawBufferPointer, header: PNGHeader? = nil) {
        let header = header ?? container.header
        self.header = header
        var palette = [UInt32](repeating: 0xFF00_0000, count: 256)
        var transparentGray: Int?
        var transparentRGB: (Int, Int, Int)?
        // The container keeps only a tRNS libpng would use (see `PNGContainer`).
        let trns = container.transparency.map { Array(bytes[$0]) } ?? []
        if let range = container.palette, header.colorType == 3 {
            for entry in 0..<range.count / 3 {
                let base = range.lowerBound + entry * 3
                let alpha = entry < trns.count ? trns[entry] : 255
                palette[entry] = PixelMath.premultiplied(bytes[base], bytes[base + 1], bytes[base + 2], alpha)
            }
        } else if header.colorType == 0, trns.count == 2 {
            transparentGray = Int(trns[0]) << 8 | Int(trns[1])
        } else if header.colorType == 2, trns.count == 6 {
            transparentRGB = (Int(trns[0]) << 8 | Int(trns[1]), Int(trns[2]) << 8 | Int(trns[3]), Int(trns[4]) << 8 | Int(trns[5]))
        }
        self.palette = palette
        self.transparentGray = transparentGray
        self.transparentRGB = transparentRGB
    }

    // MARK: - Decoding

    /// Inflates the zlib stream spread over `parts` of `bytes` and decodes its rows; a `scale`
    /// other than 1, 2 or 3 is ``RenderError/invalidScale(_:)``.
    func decode(_ parts: [Range<Int>], in bytes: UnsafeRawBufferPointer, scale: Int) throws(RenderError) -> PixelImage {
        try PixelImage.checkScale(scale)
        let expected = header.dataBytes
        let data = try Self.inflate(parts, in: bytes, expectedBytes: expected)
        defer { free(data) }
        var pixels = [UInt32](repeating: 0, count: header.width * header.height)
        try pixels.withUnsafeMutableBufferPointer { pixels throws(RenderError) in
            var offset = 0
            for pass in header.passes where pass.width > 0 && pass.height > 0 {
                let rowBytes = header.rowBytes(forWidth: pass.width)
                var previous: UnsafeMutablePointer<UInt8>?
                for row in 0..<pass.height {
                    let filter = data[offset]
                    let line = data + offset + 1
                    try Self.unfilter(line, previous: previous, count: rowBytes, distance: header.filterDistance, filter: filter, row: row)
                    expand(line, count: pass.width, into: pixels.baseAddress! + (pass.y + row * pass.dy) * header.width + pass.x, step: pass.dx)
                    previous = line
                    offset += 1 + rowBytes
                }
            }
        }
        return try PixelImage(width: header.width, height: header.height, scale: scale, pixels: pixels)
    }

    // MARK: - Inflating

    /// The decompressed data, exactly `expectedBytes` long, in memory the caller frees.
    private static func inflate(_ parts: [Range<Int>], in bytes: UnsafeRawBufferPointer, expectedBytes: Int) throws(RenderError) -> UnsafeMutablePointer<UInt8> {
        var stream = z_stream()
        let status = inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw .invalidPNG("zlib could not start decompressing (status \(status))") }
        defer { inflateEnd(&stream) }
        // Grow toward the expected size as data arrives, so a header that promises much and
        // a file that holds little cost little; one spare byte catches data beyond the size.
        let compressed = parts.reduce(0) { $0 + $1.count }
        var capacity = min(expectedBytes + 1, max(1 << 16, compressed * 8))
        guard var output = malloc(capacity)?.assumingMemoryBound(to: UInt8.self) else {
            throw .invalidPNG("no memory for \(capacity) bytes of image data")
        }
        var produced = 0
        var ended = false
        do throws(RenderError) {
            for part in parts where !ended {
                stream.next_in = UnsafeMutablePointer(mutating: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self) + part.lowerBound)
                stream.avail_in = uInt(part.count)
                // Past the input's end zlib may still hold output for a full buffer: go on while
                // there is input or the last call filled the buffer.
                repeat {
                    if produced == capacity {
                        guard capacity <= expectedBytes else {
                            throw .invalidPNG("more image data than \(expectedBytes) bytes the header calls for")
                        }
                        capacity = min(expectedBytes + 1, capacity * 2)
                        guard let grown = realloc(output, capacity) else { throw .invalidPNG("no memory for \(capacity) bytes of image data") }
                        output = grown.assumingMemoryBound(to: UInt8.self)
                    }
                    stream.next_out = output + produced
                    stream.avail_out = uInt(capacity - produced)
                    let result = CZlib.inflate(&stream, Z_NO_FLUSH)
                    produced = capacity - Int(stream.avail_out)
                    if result == Z_STREAM_END {
                        ended = true
                        break
                    }
                    guard result == Z_OK || result == Z_BUF_ERROR else {
                        let message = stream.msg.map { String(cString: $0) } ?? "status \(result)"
                        throw .invalidPNG("inflate error in the image data: \(message)")
                    }
                } while stream.avail_in > 0 || stream.avail_out == 0
            }
            guard produced <= expectedBytes else { throw .invalidPNG("more image data than \(expectedBytes) bytes the header calls for") }
            guard ended else { throw .invalidPNG("truncated image data: the zlib stream ends early after \(produced) of \(expectedBytes) bytes") }
            guard produced == expectedBytes else { throw .invalidPNG("too little image data: \(produced) bytes, the header calls for \(expectedBytes)") }
        } catch {
            free(output)
            throw error
        }
        return output
    }

    // MARK: - Filters

    /// Undoes one row's filter in place.
    private static func unfilter(
        _ line: UnsafeMutablePointer<UInt8>, previous: UnsafeMutablePointer<UInt8>?, count: Int, distance: Int, filter: UInt8, row: Int
    ) throws(RenderError) {
        let head = min(distance, count)
        switch filter {
        case 0:
            break
        case 1:
            var index = distance
            while index < count {
                line[index] &+= line[index - distance]
                index += 1
            }
        case 2:
            guard let previous else { break }
            for index in 0..<count {
                line[index] &+= previous[index]
            }
        case 3:
            if let previous {
                for index in 0..<head {
                    line[index] &+= previous[index] >> 1
                }
                var index = head
                while index < count {
                    line[index] &+= UInt8((UInt16(line[index - distance]) + UInt16(previous[index])) >> 1)
                    index += 1
                }
            } else {
                var index = distance
                while index < count {
                    line[index] &+= line[index - distance] >> 1
                    index += 1
                }
            }
        case 4:
            if let previous {
                for index in 0..<head {
                    line[index] &+= previous[index]
                }
                var index = head
                while index < count {
                    line[index] &+= paethPredictor(line[index - distance], previous[index], previous[index - distance])
                    index += 1
                }
            } else {
                // With no row above, Paeth is Sub.
                var index = distance
                while index < count {
                    line[index] &+= line[index - distance]
                    index += 1
                }
            }
        default:
            throw .invalidPNG("unknown filter type \(filter) in row \(row)")
        }
    }

    // MARK: - Pixels

    /// Writes the `count` pixels of an unfiltered row to every `step`-th pixel from `output`.
    private func expand(_ line: UnsafePointer<UInt8>, count: Int, into output: UnsafeMutablePointer<UInt32>, step: Int) {
        let depth = header.bitDepth
        switch header.colorType {
        case 0 where depth < 8:
            let mask = (1 << depth) - 1, scale = 255 / mask
            for index in 0..<count {
                let bit = index * depth
                let sample = Int(line[bit >> 3] >> UInt8(8 - depth - (bit & 7))) & mask
                let gray = UInt8(sample * scale)
                output[index * step] = PixelMath.premultiplied(gray, gray, gray, sample == transparentGray ? 0 : 255)
            }
        case 3 where depth < 8:
            let mask = (1 << depth) - 1
            palette.withUnsafeBufferPointer { palette in
                for index in 0..<count {
                    let bit = index * depth
                    output[index * step] = palette[Int(line[bit >> 3] >> UInt8(8 - depth - (bit & 7))) & mask]
                }
            }
        case 3:
            palette.withUnsafeBufferPointer { palette in
                for index in 0..<count {
                    output[index * step] = palette[Int(line[index])]
                }
            }
        case 0:
            let size = depth / 8
            for index in 0..<count {
                let gray = line[index * size]
                let full = size == 2 ? Int(gray) << 8 | Int(line[index * 2 + 1]) : Int(gray)
                output[index * step] = PixelMath.premultiplied(gray, gray, gray, full == transparentGray ? 0 : 255)
            }
        case 4:
            let size = depth / 8
            for index in 0..<count {
                let gray = line[index * 2 * size], alpha = line[(index * 2 + 1) * size]
                output[index * step] = PixelMath.premultiplied(gray, gray, gray, alpha)
            }
        case 2:
            let size = depth / 8
            for index in 0..<count {
                let base = line + index * 3 * size
                let red = base[0], green = base[size], blue = base[2 * size]
                var alpha: UInt8 = 255
                if let key = transparentRGB {
                    let sample = size == 2
                        ? (Int(red) << 8 | Int(base[1]), Int(green) << 8 | Int(base[3]), Int(blue) << 8 | Int(base[5]))
                        : (Int(red), Int(green), Int(blue))
                    if sample == key { alpha = 0 }
                }
                output[index * step] = PixelMath.premultiplied(red, green, blue, alpha)
            }
        default:
            let size = depth / 8
            for index in 0..<count {
                let base = line + index * 4 * size
                output[index * step] = PixelMath.premultiplied(base[0], base[size], base[2 * size], base[3 * size])
            }
        }
    }
}
