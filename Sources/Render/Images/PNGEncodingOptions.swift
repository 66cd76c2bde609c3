import CZlib

/// How ``PixelImage/pngData(options:)`` and ``APNGWriter`` compress: the zlib level and
/// strategy, and the PNG filter each row gets. The defaults are chosen for speed on rendered
/// interfaces (flat fills, antialiased text) at files close to the size of Cairo's.
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

    // MARK: - Properties

    /// zlib's level, 0 (store) to 9 (smallest); out-of-range values are clamped.
    public var compressionLevel: Int
    /// The filter every row gets (one filter for the whole image, except with `.adaptive`).
    public var filter: Filter
    /// zlib's strategy for finding matches.
    public var strategy: Strategy

    // MARK: - Presets

    /// Fast, with files close to Cairo's size: level 2, the Up filter, zlib's default strategy.
    public static let `default` = PNGEncodingOptions()
    /// What Cairo's writer does (zlib's default level 6, adaptive filters): smaller, slower.
    public static let compact = PNGEncodingOptions(compressionLevel: 6, filter: .adaptive, strategy: .default)

    // MARK: - Initializers

    /// Options for a compression level (0 to 9), a row filter and a zlib strategy; the
    /// defaults are ``default``'s.
    public init(compressionLevel: Int = 2, filter: Filter = .up, strategy: Strategy = .default) {
        self.compressionLevel = compressionLevel
        self.filter = filter
        self.strategy = strategy
    }
}
