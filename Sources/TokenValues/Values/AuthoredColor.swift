/// The color space and components a color token was written in, kept beside its sRGB value
/// so that an output able to say more than sRGB (CSS `color(display-p3 …)`) can.
///
/// The token reader keeps it for `display-p3` colors, the one wide-gamut space the outputs
/// use today; every other color has none.
public struct AuthoredColor: Sendable, Hashable {
    // MARK: - Properties

    /// The space the components are in.
    public var colorSpace: ColorSpace
    /// The three components as written; `nil` stands for the DTCG keyword `none`.
    public var components: [Double?]

    // MARK: - Initializers

    /// The components of a color as written in `colorSpace`.
    public init(colorSpace: ColorSpace, components: [Double?]) {
        self.colorSpace = colorSpace
        self.components = components
    }
}
