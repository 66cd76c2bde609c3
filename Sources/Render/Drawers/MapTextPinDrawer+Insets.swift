import Foundation

extension MapTextPinDrawer {
    /// The space between the text and the bubble's edges, as `UIEdgeInsets` (Render has no
    /// dependency on Builders' `EdgeInsets`).
    public struct Insets: Sendable, Hashable {
        // MARK: - Properties

        /// Above the text.
        public var top: CGFloat
        /// Left of the text.
        public var left: CGFloat
        /// Below the text, above the arrow.
        public var bottom: CGFloat
        /// Right of the text.
        public var right: CGFloat

        // MARK: - Initializers

        /// Insets of each side.
        public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }

        /// The same inset on every side.
        public init(all inset: CGFloat) {
            self.init(top: inset, left: inset, bottom: inset, right: inset)
        }

        // MARK: - Clamping

        /// The insets with negative ones (and NaN) as 0.
        var clampedToZero: Insets {
            func clamp(_ value: CGFloat) -> CGFloat { value > 0 ? value : 0 }
            return Insets(top: clamp(top), left: clamp(left), bottom: clamp(bottom), right: clamp(right))
        }
    }
}
