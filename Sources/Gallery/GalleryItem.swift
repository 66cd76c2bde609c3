import Foundation
import TokenModel

/// One rendered picture of the gallery: a style of a kind, in one theme.
public struct GalleryItem: Sendable, Hashable {
    /// The style-sheet kind (`label`).
    public var kind: String
    /// The style's name (`error`).
    public var name: String
    public var theme: Theme
    /// The PNG's path inside the gallery folder.
    public var imagePath: String
    /// The PNG's size in points (pixels divided by the scale).
    public var width: Int
    public var height: Int
    /// `property → token path` for every property given by a token.
    public var tokens: [(property: String, path: String)]
    /// Where the style is defined.
    public var source: SourceLocation
    /// The font families Pango actually drew with.
    public var usedFonts: [String]

    public static func == (lhs: GalleryItem, rhs: GalleryItem) -> Bool {
        lhs.imagePath == rhs.imagePath
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(imagePath)
    }
}
