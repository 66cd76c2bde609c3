import Foundation

/// What the asset generator checks of a PNG file without decoding it (the tool that runs
/// it links no image library): the signature, a well-formed `IHDR` first and an `IEND`
/// last, which a truncated or mislabelled file lacks. Its pixels are decoded when the
/// program loads the image.
struct PNGFileHeader: Equatable {
    // MARK: - Nested types

    /// Why a file is not a readable PNG image.
    struct Problem: Error, Equatable {
        let message: String

        init(_ message: String) {
            self.message = message
        }
    }

    // MARK: - Properties

    /// The size in pixels.
    let width: Int
    let height: Int

    // MARK: - Initializers

    /// Reads the header of `data`.
    /// - Throws: ``PNGFileHeader/Problem`` saying what is wrong in words.
    init(_ data: Data) throws(Problem) {
        let bytes = [UInt8](data)
        guard bytes.count >= 8, bytes[0..<8].elementsEqual(Self.signature) else {
            throw Problem("it does not start with the PNG signature")
        }
        // Signature, IHDR (length, type, 13 bytes, CRC), then at least IEND (12 bytes).
        guard bytes.count >= 8 + 25 + 12 else { throw Problem("it is too short to be a PNG image (\(bytes.count) bytes)") }
        guard Self.uint32(bytes, at: 8) == 13, bytes[12..<16].elementsEqual(Array("IHDR".utf8)) else {
            throw Problem("its first chunk is not a 13-byte IHDR")
        }
        let width = Self.uint32(bytes, at: 16), height = Self.uint32(bytes, at: 20)
        guard (1...UInt32(Int32.max)).contains(width), (1...UInt32(Int32.max)).contains(height) else {
            throw Problem("its IHDR gives a size of \(width)×\(height) pixels")
        }
        let depth = bytes[24], colorType = bytes[25]
        guard Self.depthsByColorType[colorType]?.contains(depth) == true else {
            throw Problem("its IHDR gives color type \(colorType) at bit depth \(depth), which PNG does not define")
        }
        guard bytes[26] == 0, bytes[27] == 0, bytes[28] <= 1 else {
            throw Problem("its IHDR names a compression, filter or interlace method PNG does not define")
        }
        guard bytes.suffix(12).elementsEqual(Self.endChunk) else {
            throw Problem("it does not end with an IEND chunk (cut short?)")
        }
        self.width = Int(width)
        self.height = Int(height)
    }

    // MARK: - Private

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// An empty `IEND` chunk: length 0, type, CRC.
    private static let endChunk: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
    /// The bit depths PNG allows for each color type.
    private static let depthsByColorType: [UInt8: Set<UInt8>] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]

    private static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
