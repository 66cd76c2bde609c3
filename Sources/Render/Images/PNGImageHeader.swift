import Foundation

/// A PNG's size read from its signature and IHDR alone: what a caller checks (against a
/// ``PNGDecodingLimit``, or against another image's size) before decoding anything.
package struct PNGImageHeader: Sendable, Hashable {
    // MARK: - Properties

    /// The bytes that hold the signature and the IHDR chunk: all a header needs.
    package static let byteCount = 8 + 12 + 13

    /// The width in pixels.
    package let width: Int
    /// The height in pixels.
    package let height: Int

    /// The bytes its pixels take decoded (4 a pixel).
    package var decodedBytes: Int { PNGDecodingLimit.decodedBytes(width: width, height: height) ?? .max }

    // MARK: - Initializers

    /// The header at the start of `pngData`, of which only the first ``byteCount`` bytes are
    /// read. A wrong signature, a damaged IHDR (CRC included) or one Render cannot decode
    /// (over ``Canvas/maximumPixels`` a side, an unknown format) is
    /// ``RenderError/invalidPNG(_:)``.
    package init(pngData: Data) throws(RenderError) {
        let header = try withPNGBytes(of: pngData.prefix(Self.byteCount)) { bytes throws(RenderError) in
            var reader = try PNGChunkReader(bytes)
            return try PNGHeader.first(in: bytes, reader: &reader)
        }
        width = header.width
        height = header.height
    }

    /// The header of the PNG file at `url`, reading only its first ``byteCount`` bytes.
    /// A file that cannot be read throws the file system's error; bad data,
    /// ``RenderError/invalidPNG(_:)``.
    package init(contentsOf url: URL) throws {
        let file = try FileHandle(forReadingFrom: url)
        defer { try? file.close() }
        try self.init(pngData: file.read(upToCount: Self.byteCount) ?? Data())
    }
}
