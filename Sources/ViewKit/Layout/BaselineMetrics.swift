import Foundation

/// Where a view's text baselines lie: offsets from the top of a block of text
/// `contentHeight` high that the view centers vertically in its bounds, as `UILabel` does.
public struct BaselineMetrics: Sendable, Hashable {
    // MARK: - Properties

    public var firstBaseline: CGFloat
    public var lastBaseline: CGFloat
    public var contentHeight: CGFloat

    // MARK: - Initializers

    public init(firstBaseline: CGFloat, lastBaseline: CGFloat, contentHeight: CGFloat) {
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.contentHeight = contentHeight
    }
}
