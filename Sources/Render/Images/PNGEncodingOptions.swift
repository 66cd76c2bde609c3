import CZlib

/// How ``PixelImage/pngData(options:)`` and ``APNGWriter`` compress: the deflate (Render's
/// own run-length one, or zlib at a level and strategy) and the PNG filter each row gets.
/// The defaults are chosen for speed on rendered interfaces (flat fills, antialiased text)
/// at files close to the size of zlib's fast levels.
public struct PNGEncodingOptions: Sendable, Hashable {
    // MARK: - Types

    /// The filter applied to each row before compression (PNG's filter method 0).
    public enum Filter: Sendable, Hashable, CaseIterable {
        /// Rows as they are.
        case none
        /// Each byte minus the byte one pixel to its left.
        case sub
        /// Each byte minus the byte above it.
        case up
        /// Each byte minus the mean of the bytes to its left and above.
        case average
        /// Each byte minus the Paeth predictor of its left, upper and upper-left neighbours.
        case paeth
        /// Per row, the filter whose output has the smallest sum of absolute values (libpng's
        /// heuristic and Cairo's choice): smaller files, five times the filtering work.
        case adaptive
    }

    /// zlib's compression strategy.
    public enum Strategy: Sendable, Hashable, CaseIterable {
        /// zlib's default: matches of any distance.
        case `default`
        /// Favours Huffman coding of small values, for filtered data.
        case filtered
        /// Matches at distance one only (run lengths): fastest, good on flat fills.
        case runLength
        /// Huffman coding only, no matches.
        case huffmanOnly

        var zlibValue: Int32 {
            switch self {
            case .default: Z_DEFAULT_STRATEGY
            case .filtered: Z_FILTERED
            case .runLength: Z_RLE
            case .huffmanOnly: Z_HUFFMAN_ONLY
            }
        }
    }

    /// Which deflate writes the filtered rows.
    public enum Compressor: Sendable, Hashable {
        /// Render's own deflate (`RunLengthDeflater`): its only matches are runs that repeat
        /// the pixel before, and rows equal to the row above are not filtered at all. Many
        /// times faster than zlib on rendered interfaces (flat fills, edges, gradients), at
        /// files of similar size there; larger files on photographs and noise.
        case runLength
        /// zlib at `level`, 0 (store) to 9 (smallest; out-of-range values are clamped), with
        /// `strategy`.
        case zlib(level: Int, strategy: Strategy)
    }

    // MARK: - Properties

    /// The deflate that compresses the rows.
    public var compressor: Compressor
    /// The filter every row gets (one filter for the whole image, except with `.adaptive`).
    public var filter: Filter

    // MARK: - Presets

    /// Fastest: Render's run-length deflate over Up-filtered rows.
    public static let `default` = PNGEncodingOptions()
    /// What Cairo's writer does (zlib's default level 6, adaptive filters): smaller, slower.
    public static let compact = PNGEncodingOptions(compressionLevel: 6, filter: .adaptive, strategy: .default)

    // MARK: - Initializers

    /// Options for a compressor and a row filter; the defaults are ``default``'s.
    public init(compressor: Compressor = .runLength, filter: Filter = .up) {
        self.compressor = compressor
        self.filter = filter
    }

    /// Options that compress with zlib at `compressionLevel` (0 to 9) with `strategy`.
    public init(compressionLevel: Int, filter: Filter = .up, strategy: Strategy = .default) {
        self.init(compressor: .zlib(level: compressionLevel, strategy: strategy), filter: filter)
    }
}
