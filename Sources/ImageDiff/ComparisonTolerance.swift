import Foundation

/// How many differing pixels a comparison accepts: a count or a share of the image.
///
/// Only pixels that still differ after the perceptual comparison count (those above the
/// color threshold and not anti-aliasing); the default, ``exact``, accepts none.
public enum ComparisonTolerance: Sendable, Hashable, CustomStringConvertible {
    /// At most this many differing pixels.
    case pixels(Int)
    /// At most this share of all pixels, 0 to 1 (`0.001` is 0.1 %).
    case fraction(Double)

    // MARK: - Constants

    /// No differing pixel at all: `.pixels(0)`.
    public static let exact = ComparisonTolerance.pixels(0)

    // MARK: - Initializers

    /// The tolerance a command-line argument names: a whole number of pixels (`"12"`) or a
    /// percentage (`"0.5%"`). `nil` for anything else, a negative value or a percentage over
    /// 100.
    public init?(argument: String) {
        let text = argument.trimmingCharacters(in: .whitespaces)
        if text.hasSuffix("%") {
            guard let percent = Double(text.dropLast()), percent.isFinite, (0...100).contains(percent) else { return nil }
            self = .fraction(percent / 100)
        } else {
            guard let count = Int(text), count >= 0 else { return nil }
            self = .pixels(count)
        }
    }

    // MARK: - Deciding

    /// Whether `differingPixels` of `totalPixels` are within the tolerance.
    public func allows(differingPixels: Int, of totalPixels: Int) -> Bool {
        switch self {
        case .pixels(let limit):
            return differingPixels <= max(limit, 0)
        case .fraction(let share):
            guard totalPixels > 0 else { return differingPixels == 0 }
            return Double(differingPixels) <= max(share, 0) * Double(totalPixels)
        }
    }

    /// `12 pixels` or `0.5 %`.
    public var description: String {
        switch self {
        case .pixels(let count): return count == 1 ? "1 pixel" : "\(count) pixels"
        case .fraction(let share): return "\(Self.percent(share)) %"
        }
    }

    // MARK: - Internal

    /// `share` as a percentage with up to four decimals and no trailing zeros.
    static func percent(_ share: Double) -> String {
        var text = String(format: "%.4f", share * 100)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
