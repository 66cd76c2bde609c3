/// Which corners ``View/cornerRadius`` rounds, as `CACornerMask` (`maskedCorners`).
public struct CornerMask: OptionSet, Sendable, Hashable {
    // MARK: - Properties

    public let rawValue: UInt8

    public static let topLeft = CornerMask(rawValue: 1 << 0)
    public static let topRight = CornerMask(rawValue: 1 << 1)
    public static let bottomLeft = CornerMask(rawValue: 1 << 2)
    public static let bottomRight = CornerMask(rawValue: 1 << 3)
    /// Every corner, the default.
    public static let all: CornerMask = [.topLeft, .topRight, .bottomLeft, .bottomRight]

    /// Core Animation's names.
    public static let layerMinXMinYCorner = topLeft
    public static let layerMaxXMinYCorner = topRight
    public static let layerMinXMaxYCorner = bottomLeft
    public static let layerMaxXMaxYCorner = bottomRight

    // MARK: - Initializers

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }
}
