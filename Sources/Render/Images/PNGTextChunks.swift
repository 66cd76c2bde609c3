import Foundation

/// `tEXt` chunks of a PNG: keyword and text pairs that readers which do not know them skip.
/// Written after IHDR and before the image data, so a reader finds them without inflating
/// anything (``PNGTextChunks/read(from:)`` stops at the first IDAT).
public enum PNGTextChunks {
    // MARK: - Writing

    /// `png` with a `tEXt` chunk of each entry inserted right after IHDR. A keyword must be
    /// 1 to 79 printable Latin-1 characters without a leading or trailing space, the text
    /// Latin-1 (PNG's rules); anything else, or data that is not a PNG, is
    /// ``RenderError/invalidPNG(_:)``.
    public static func inserting(_ entries: KeyValuePairs<String, String>, into png: Data) throws(RenderError) -> Data {
        let headerEnd = try endOfHeader(in: png)
        var chunks = Data()
        for (keyword, text) in entries {
            guard (1...79).contains(keyword.count), keyword.first != " ", keyword.last != " ",
                  keyword.unicodeScalars.allSatisfy({ (0x20...0x7E).contains($0.value) || (0xA1...0xFF).contains($0.value) }),
                  text.unicodeScalars.allSatisfy({ $0.value <= 0xFF && $0.value != 0 }) else {
                throw .invalidPNG("\"\(keyword)\" cannot be a tEXt chunk: a keyword is 1 to 79 Latin-1 characters, the text Latin-1")
            }
            var body: [UInt8] = Array(PNGTextChunks.latin1(keyword))
            body.append(0)
            body.append(contentsOf: PNGTextChunks.latin1(text))
            chunks.append(contentsOf: chunk(type: textType, body: body))
        }
        var result = Data(png.prefix(headerEnd))
        result.append(chunks)
        result.append(png.dropFirst(headerEnd))
        return result
    }

    // MARK: - Reading

    /// The `tEXt` entries before the first IDAT of `png`, by keyword. Bad structure
    /// (signature, lengths, CRCs) up to there is ``RenderError/invalidPNG(_:)``; with
    /// `checkingEveryChunk`, so is any in the rest of the file, or a missing IEND (a
    /// truncated file), which costs a CRC of every byte but no decompression.
    public static func read(from png: Data, checkingEveryChunk: Bool = false) throws(RenderError) -> [String: String] {
        let result: Result<[String: String], RenderError> = png.withUnsafeBytes { bytes in
            do throws(RenderError) {
                var reader = try PNGChunkReader(bytes)
                var entries: [String: String] = [:]
                var last: UInt32?
                while let chunk = try reader.next() {
                    last = chunk.type
                    if chunk.type == PNGChunkType.imageData || chunk.type == PNGChunkType.end { break }
                    guard chunk.type == textType else { continue }
                    let body = bytes[chunk.data]
                    guard let separator = body.firstIndex(of: 0) else { continue }
                    let keyword = String(body[body.startIndex..<separator].map { Character(Unicode.Scalar($0)) })
                    entries[keyword] = String(body[(separator + 1)...].map { Character(Unicode.Scalar($0)) })
                }
                if checkingEveryChunk {
                    // The reader checks each chunk's length and CRC as it goes.
                    while last != PNGChunkType.end, let chunk = try reader.next() { last = chunk.type }
                    guard last == PNGChunkType.end else { throw .invalidPNG("the file ends before its IEND chunk") }
                }
                return .success(entries)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    // MARK: - Private

    /// tEXt.
    private static let textType: UInt32 = 0x7445_5874

    private static func latin1(_ string: String) -> [UInt8] {
        string.unicodeScalars.map { UInt8($0.value) }
    }

    /// Where the IHDR chunk ends: IHDR must come first.
    private static func endOfHeader(in png: Data) throws(RenderError) -> Int {
        let result: Result<Int, RenderError> = png.withUnsafeBytes { bytes in
            do throws(RenderError) {
                var reader = try PNGChunkReader(bytes)
                guard let first = try reader.next(), first.type == PNGChunkType.header else {
                    throw .invalidPNG("the first chunk is not IHDR")
                }
                return .success(reader.offset)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private static func chunk(type: UInt32, body: [UInt8]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(body.count + 12)
        for shift in stride(from: 24, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: body.count >> shift)) }
        for shift in stride(from: 24, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: type >> UInt32(shift))) }
        bytes.append(contentsOf: body)
        let crc = bytes.withUnsafeBufferPointer { pngCRC(UnsafeRawPointer($0.baseAddress! + 4), count: body.count + 4) }
        for shift in stride(from: 24, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: crc >> UInt32(shift))) }
        return bytes
    }
}
