import DesignChecks
import Foundation
import TokenModel

/// What every picture of a gallery shares.
public struct GalleryOptions: Sendable {
    // MARK: - Properties

    /// Pixels per point of every picture.
    public var scale: Int
    /// The widest a picture may be, in points.
    public var maximumWidth: CGFloat
    /// Background around each picture, in points.
    public var padding: CGFloat
    /// The text label and typography specimens are shown with.
    public var sampleText: String
    /// The tokens each picture's background may take, first found first: the design
    /// system's page background. Without any, pictures are drawn on white.
    public var backgroundTokens: [TokenPath]
    /// The themes to show; `nil` for all of the design system's.
    public var themes: [Theme]?

    // MARK: - Initializers

    public init(
        scale: Int = 2,
        maximumWidth: CGFloat = 320,
        padding: CGFloat = 16,
        sampleText: String = "Sphinx of black quartz, judge my vow.",
        backgroundTokens: [TokenPath] = GalleryOptions.defaultBackgroundTokens,
        themes: [Theme]? = nil
    ) {
        self.scale = scale
        self.maximumWidth = maximumWidth
        self.padding = padding
        self.sampleText = sampleText
        self.backgroundTokens = backgroundTokens
        self.themes = themes
    }

    /// The names design systems give their page background (``TextContrastCheck/defaultBackgroundTokens``).
    public static let defaultBackgroundTokens = TextContrastCheck.defaultBackgroundTokens
}
