import TokenModel

extension BlurView {
    /// The look of the blur, as `UIBlurEffect.Style` of SurfUtils'
    /// `addBlur(color:style:)`: a wash of white or black laid over the blurred backdrop,
    /// below ``BlurView/blurTintColor``.
    ///
    /// UIKit does not publish its effects' colors; these washes are close to how the system
    /// styles look over a white and a photographic backdrop, and are the same in every theme.
    public enum Style: Sendable, Hashable, CaseIterable {
        /// A light blur: white at 30 %.
        case light
        /// A lighter blur: white at 60 %.
        case extraLight
        /// A dark blur: near-black (#1C1C1E) at 70 %.
        case dark

        /// The wash laid over the blur.
        public var wash: Color {
            switch self {
            case .light: Color(red: 1, green: 1, blue: 1, alpha: 0.3)
            case .extraLight: Color(red: 1, green: 1, blue: 1, alpha: 0.6)
            case .dark: Color(srgbHex: 0x1C1C1E, alpha: 0.7)
            }
        }
    }
}
