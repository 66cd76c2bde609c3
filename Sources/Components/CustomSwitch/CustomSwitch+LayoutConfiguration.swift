import Foundation

extension CustomSwitch {
    /// Where the thumb sits in the track, and how round the track is.
    public struct LayoutConfiguration: Sendable, Hashable {
        // MARK: - Properties

        /// The gap between the thumb and the track's left or right end.
        public var padding: CGFloat
        /// The gap between the thumb and the track's top and bottom, in both states.
        public var spacing: CGFloat
        /// The track's corner radius as a share of its height (0.5: a stadium).
        public var cornerRatio: CGFloat

        // MARK: - Initializers

        /// A configuration; the defaults are SurfUtils': 2, 2 and 0.5.
        public init(padding: CGFloat = 2, spacing: CGFloat = 2, cornerRatio: CGFloat = 0.5) {
            self.padding = padding
            self.spacing = spacing
            self.cornerRatio = cornerRatio
        }
    }
}
