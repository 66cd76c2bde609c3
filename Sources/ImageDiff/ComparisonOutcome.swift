/// The verdict of ``ImageComparison/compare(expected:actual:makingDiffImage:)``.
public enum ComparisonOutcome: Sendable, Hashable {
    /// Every pixel is equal (and so are the sizes): a pass found without the perceptual
    /// comparison.
    case identical
    /// Some pixels differ, no more than the tolerance allows: a pass.
    case withinTolerance(PixelDifference)
    /// More pixels differ than the tolerance allows: a failure.
    case different(PixelDifference)
    /// The images are not the same size: a failure.
    case sizeMismatch(expected: PixelSize, actual: PixelSize)

    // MARK: - Reading

    /// Whether the comparison passes: ``identical`` or ``withinTolerance(_:)``.
    public var passes: Bool {
        switch self {
        case .identical, .withinTolerance: return true
        case .different, .sizeMismatch: return false
        }
    }

    /// The counts of a perceptual comparison; `nil` for ``identical`` and
    /// ``sizeMismatch(expected:actual:)``.
    public var difference: PixelDifference? {
        switch self {
        case .withinTolerance(let difference), .different(let difference): return difference
        case .identical, .sizeMismatch: return nil
        }
    }

    /// Pixels that count against the tolerance: 0 when identical, every pixel of the larger
    /// image when the sizes differ.
    public var differingPixels: Int {
        switch self {
        case .identical: return 0
        case .withinTolerance(let difference), .different(let difference): return difference.differingPixels
        case .sizeMismatch(let expected, let actual):
            return max(expected.width * expected.height, actual.width * actual.height)
        }
    }

    /// One sentence for a failure message or a log: the counts, or both sizes.
    public var message: String {
        switch self {
        case .identical:
            return "the images are identical"
        case .withinTolerance(let difference):
            return "\(difference.summary), within the tolerance"
        case .different(let difference):
            return difference.summary
        case .sizeMismatch(let expected, let actual):
            return "the sizes differ: expected \(expected) pixels, actual \(actual) pixels"
        }
    }
}
