/// PNG's rows from premultiplied pixels: the conversion to straight RGB or RGBA bytes as
/// Cairo's writer does it, and the five filters of filter method 0 plus libpng's adaptive choice.
enum PNGRows {
    // MARK: - Pixel conversion

    /// Writes one row of opaque pixels as RGB bytes.
    static func convertOpaqueRow(_ source: UnsafePointer<UInt32>, width: Int, into row: UnsafeMutablePointer<UInt8>) {
        var output = row
        for index in 0..<width {
            let pixel = source[index]
            output[0] = UInt8(truncatingIfNeeded: pixel >> 16)
            output[1] = UInt8(truncatingIfNeeded: pixel >> 8)
            output[2] = UInt8(truncatingIfNeeded: pixel)
            output += 3
        }
    }

    /// Writes one row of premultiplied pixels as straight RGBA bytes, divided by alpha as
    /// Cairo's writer divides (``PixelMath/unpremultiplyTable``); alpha 0 is all zeros.
    /// A pixel equal to the one before reuses its bytes: rendered rows repeat a lot.
    static func convertTranslucentRow(_ source: UnsafePointer<UInt32>, width: Int, into row: UnsafeMutablePointer<UInt8>) {
        PixelMath.unpremultiplyTable.withUnsafeBufferPointer { table in
            let output = UnsafeMutableRawPointer(row)
            var lastPixel: UInt32 = 0
            var lastBytes: UInt32 = 0  // transparent black is four zero bytes
            for index in 0..<width {
                let pixel = source[index]
                if pixel != lastPixel {
                    lastPixel = pixel
                    let alpha = pixel >> 24
                    let red: UInt32, green: UInt32, blue: UInt32
                    if alpha == 255 {
                        red = (pixel >> 16) & 0xFF
                        green = (pixel >> 8) & 0xFF
                        blue = pixel & 0xFF
                    } else {
                        let offset = Int(alpha) << 8
                        red = UInt32(table[offset | Int((pixel >> 16) & 0xFF)])
                        green = UInt32(table[offset | Int((pixel >> 8) & 0xFF)])
                        blue = UInt32(table[offset | Int(pixel & 0xFF)])
                    }
                    // R, G, B, A in memory order.
                    lastBytes = (red | green << 8 | blue << 16 | alpha << 24).littleEndian
                }
                output.storeBytes(of: lastBytes, toByteOffset: index * 4, as: UInt32.self)
            }
        }
    }

    /// Converts a row and filters it with Up in one pass, for rows below the first: a
    /// pixel equal to the one above (most of them, in rendered interfaces) filters to zeros
    /// and keeps the bytes above, so only the others are converted. Writes the row's bytes
    /// to `row` (`previous` holds the row above's), and the filter byte and filtered bytes
    /// to `output`.
    static func convertFilteringUp(
        _ source: UnsafePointer<UInt32>, above: UnsafePointer<UInt32>, width: Int, channels: Int,
        previous: UnsafePointer<UInt8>, into row: UnsafeMutablePointer<UInt8>, output: UnsafeMutablePointer<UInt8>
    ) {
        output[0] = 2
        let filtered = output + 1
        var start = 0
        while start < width {
            // A stretch of pixels equal to those above: their bytes are the row above's.
            var end = equalStretchEnd(source, above, from: start, to: width)
            let from = start * channels, count = (end - start) * channels
            (row + from).update(from: previous + from, count: count)
            (filtered + from).update(repeating: 0, count: count)
            // Then a stretch of changed pixels, converted and filtered as usual.
            start = end
            while end < width, source[end] != above[end] {
                end += 1
            }
            guard end > start else { continue }
            let changedFrom = start * channels, changedCount = (end - start) * channels
            if channels == 3 {
                convertOpaqueRow(source + start, width: end - start, into: row + changedFrom)
            } else {
                convertTranslucentRow(source + start, width: end - start, into: row + changedFrom)
            }
            filterUp(row + changedFrom, previous: previous + changedFrom, count: changedCount, into: filtered + changedFrom)
            start = end
        }
    }

    /// Where the stretch of pixels from `start` that equal those of `other` ends (before
    /// `end`): four pixels a compare, then one at a time.
    @inline(__always)
    private static func equalStretchEnd(_ pixels: UnsafePointer<UInt32>, _ other: UnsafePointer<UInt32>, from start: Int, to end: Int) -> Int {
        let mine = UnsafeRawPointer(pixels), theirs = UnsafeRawPointer(other)
        var index = start
        while index + 4 <= end,
              mine.loadUnaligned(fromByteOffset: index * 4, as: SIMD4<UInt32>.self)
                == theirs.loadUnaligned(fromByteOffset: index * 4, as: SIMD4<UInt32>.self) {
            index += 4
        }
        while index < end, pixels[index] == other[index] {
            index += 1
        }
        return index
    }

    // MARK: - Filters

    /// Writes the filter type byte and the filtered bytes of `row` to `output`.
    /// `scratch` holds five filtered rows for the adaptive choice.
    static func filterRow(
        _ row: UnsafeMutablePointer<UInt8>, previous: UnsafeMutablePointer<UInt8>, count: Int, bytesPerPixel: Int,
        filter: PNGEncodingOptions.Filter, into output: UnsafeMutablePointer<UInt8>, scratch: UnsafeMutablePointer<UInt8>
    ) {
        switch filter {
        case .none:
            output[0] = 0
            (output + 1).update(from: row, count: count)
        case .sub:
            output[0] = 1
            filterSub(row, count: count, bytesPerPixel: bytesPerPixel, into: output + 1)
        case .up:
            output[0] = 2
            filterUp(row, previous: previous, count: count, into: output + 1)
        case .average:
            output[0] = 3
            filterAverage(row, previous: previous, count: count, bytesPerPixel: bytesPerPixel, into: output + 1)
        case .paeth:
            output[0] = 4
            filterPaeth(row, previous: previous, count: count, bytesPerPixel: bytesPerPixel, into: output + 1)
        case .adaptive:
            let stride = count + 1
            for type in 0..<5 {
                filterRow(row, previous: previous, count: count, bytesPerPixel: bytesPerPixel,
                          filter: [.none, .sub, .up, .average, .paeth][type], into: scratch + type * stride, scratch: scratch)
            }
            var best = 0
            var bestSum = Int.max
            for type in 0..<5 {
                let candidate = scratch + type * stride + 1
                var sum = 0
                for index in 0..<count {
                    let value = Int(Int8(bitPattern: candidate[index]))
                    sum &+= value < 0 ? -value : value
                }
                if sum < bestSum {
                    bestSum = sum
                    best = type
                }
            }
            output.update(from: scratch + best * stride, count: stride)
        }
    }

    private static func filterSub(_ row: UnsafePointer<UInt8>, count: Int, bytesPerPixel: Int, into output: UnsafeMutablePointer<UInt8>) {
        let head = min(bytesPerPixel, count)
        for index in 0..<head {
            output[index] = row[index]
        }
        var index = head
        while index < count {
            output[index] = row[index] &- row[index - bytesPerPixel]
            index += 1
        }
    }

    private static func filterUp(_ row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int, into output: UnsafeMutablePointer<UInt8>) {
        for index in 0..<count {
            output[index] = row[index] &- previous[index]
        }
    }

    private static func filterAverage(
        _ row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int, bytesPerPixel: Int, into output: UnsafeMutablePointer<UInt8>
    ) {
        for index in 0..<count {
            let left = index >= bytesPerPixel ? UInt16(row[index - bytesPerPixel]) : 0
            output[index] = row[index] &- UInt8((left + UInt16(previous[index])) >> 1)
        }
    }

    private static func filterPaeth(
        _ row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int, bytesPerPixel: Int, into output: UnsafeMutablePointer<UInt8>
    ) {
        let head = min(bytesPerPixel, count)
        for index in 0..<head {
            output[index] = row[index] &- previous[index]
        }
        var index = head
        while index < count {
            output[index] = row[index] &- paethPredictor(row[index - bytesPerPixel], previous[index], previous[index - bytesPerPixel])
            index += 1
        }
    }
}
