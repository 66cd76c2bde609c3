/// The lengths a typography token was written with, kept beside its sizes in points so that
/// an output that understands them (CSS, JSON) keeps `rem` and `em` as written.
///
/// The token reader keeps it when a length was not written in px; ``Typography`` holds the
/// converted points either way (an `em` letter spacing against the typography's own font
/// size: 0.05em on 20px is 1pt).
public struct AuthoredTypography: Sendable, Hashable {
    // MARK: - Properties

    /// The font size as written: px or rem.
    public var fontSize: Dimension
    /// The letter spacing as written: px, rem or em.
    public var letterSpacing: Dimension

    // MARK: - Initializers

    /// The lengths of a typography as written.
    public init(fontSize: Dimension, letterSpacing: Dimension) {
        self.fontSize = fontSize
        self.letterSpacing = letterSpacing
    }
}
