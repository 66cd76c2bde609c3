import Foundation
import TokenModel

extension CustomSwitch {
    /// How round the thumb is and the shadow it casts.
    public struct ThumbConfiguration: Sendable, Hashable {
        // MARK: - Properties

        /// The thumb's corner radius as a share of its side (0.5: a circle).
        public var cornerRatio: CGFloat
        /// The thumb's shadows, front to back; none when `nil` (the default). They are not
        /// clipped by the track.
        public var shadow: Themed<[Shadow]>?

        // MARK: - Initializers

        /// A configuration with shadows that may differ between themes.
        public init(cornerRatio: CGFloat = 0.5, shadow: Themed<[Shadow]>?) {
            self.cornerRatio = cornerRatio
            self.shadow = shadow
        }

        /// SurfUtils' form: a shadow in `CALayer` terms, none by default.
        public init(cornerRatio: CGFloat = 0.5, shadowConfiguration: CSShadowConfiguration? = nil) {
            self.init(cornerRatio: cornerRatio, shadow: shadowConfiguration.map { $0.shadow.map { [$0] } })
        }
    }
}
