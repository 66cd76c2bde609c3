import TokenModel
import ViewKit

extension CustomSwitch {
    /// The colors of the track when off and when on, and of the thumb; each a flat color
    /// or a vertical gradient.
    public struct ColorsConfiguration: Sendable {
        // MARK: - Properties

        /// The track, always drawn (UIKit's `lightGray` by default).
        public var off: any CSColorConfiguration
        /// The overlay over the track, opaque when on and transparent when off (pure green
        /// by default).
        public var on: any CSColorConfiguration
        /// The thumb (white by default).
        public var thumb: any CSColorConfiguration

        // MARK: - Initializers

        /// A configuration, with SurfUtils' argument labels (and their spelling).
        public init(offColorConfiguraion: any CSColorConfiguration = CSSimpleColorConfiguration(color: UIColor.lightGray),
                    onColorConfiguraion: any CSColorConfiguration = CSSimpleColorConfiguration(color: UIColor.green),
                    thumbColorConfiguraion: any CSColorConfiguration = CSSimpleColorConfiguration(color: UIColor.white)) {
            self.off = offColorConfiguraion
            self.on = onColorConfiguraion
            self.thumb = thumbColorConfiguraion
        }
    }
}
