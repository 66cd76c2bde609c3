/// How large an image a PNG may decode to, checked from its IHDR before anything is
/// allocated: at most ``maximumSide`` pixels a side (``Canvas/maximumPixels``) and at most
/// ``maximumDecodedBytes`` of decoded pixels, 4 bytes each.
///
/// The size of the file says nothing about the size of its pixels: a 32 KB PNG of 1-bit
/// gray can announce 16,384 × 16,384 pixels, a gibibyte decoded. ``default`` allows
/// 256 MiB (8,192 × 8,192, or 16,384 × 4,096); `dscompile diff --max-pixels-mib` raises
/// or lowers it.
public struct PNGDecodingLimit: Sendable, Hashable, CustomStringConvertible {
    // MARK: - Properties

    /// The largest width or height, whatever the byte limit: ``Canvas/maximumPixels``.
    public static let maximumSide = Canvas.maximumPixels
    /// Bytes of a decoded pixel: premultiplied ARGB32.
    public static let bytesPerPixel = 4
    /// The default limit of decoded pixels, in MiB.
    public static let defaultMebibytes = 256

    /// 256 MiB of decoded pixels, 16,384 pixels a side.
    public static let `default` = PNGDecodingLimit(mebibytes: defaultMebibytes)!

    /// The most bytes the decoded pixels may take.
    public let maximumDecodedBytes: Int

    /// `256 MiB of decoded pixels, 16384 pixels a side`.
    public var description: String {
        "\(Self.mebibytes(maximumDecodedBytes)) of decoded pixels, \(Self.maximumSide) pixels a side"
    }

    // MARK: - Initializers

    /// A limit of `mebibytes` MiB of decoded pixels; `nil` unless `mebibytes` is 1 or more
    /// (and its bytes fit an `Int`). Over 1,024 MiB it allows every size up to
    /// ``maximumSide`` a side.
    public init?(mebibytes: Int) {
        let (bytes, overflow) = mebibytes.multipliedReportingOverflow(by: 1 << 20)
        guard mebibytes >= 1, !overflow else { return nil }
        maximumDecodedBytes = bytes
    }

    // MARK: - Checking

    /// The bytes `width` × `height` pixels take decoded; `nil` when that overflows.
    public static func decodedBytes(width: Int, height: Int) -> Int? {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        let (bytes, bytesOverflow) = pixels.multipliedReportingOverflow(by: bytesPerPixel)
        return overflow || bytesOverflow ? nil : bytes
    }

    /// Why an image of `width` × `height` pixels is over the limit, in words; `nil` when it
    /// is within it.
    public func refusal(width: Int, height: Int) -> String? {
        let side = Self.maximumSide
        guard width <= side, height <= side else {
            return "\(width) × \(height) pixels is larger than \(side) × \(side)"
        }
        guard let bytes = Self.decodedBytes(width: width, height: height), bytes <= maximumDecodedBytes else {
            let size = Self.decodedBytes(width: width, height: height).map(Self.mebibytes) ?? "more than an Int counts"
            return "\(width) × \(height) pixels take \(size) decoded, over the limit of \(Self.mebibytes(maximumDecodedBytes))"
        }
        return nil
    }

    /// Throws ``RenderError/invalidPNG(_:)`` saying why when `width` × `height` is over the limit.
    public func check(width: Int, height: Int) throws(RenderError) {
        if let refusal = refusal(width: width, height: height) { throw .invalidPNG(refusal) }
    }

    // MARK: - Private

    /// `256 MiB`, `256.1 MiB`: bytes in MiB, rounded up to a tenth, so a size just over a limit never reads as equal to it.
    private static func mebibytes(_ bytes: Int) -> String {
        let tenths = (Double(bytes) / Double(1 << 20) * 10).rounded(.up)
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? "\(Int(tenths / 10)) MiB" : "\(tenths / 10) MiB"
    }
}
