/// A drawn picture as the page links it.
public struct GalleryImage: Sendable, Hashable, Codable {
    // MARK: - Properties

    /// The PNG's path inside the gallery folder (`images/3f…a1.png`).
    public var path: String
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// Pixels per point: the page shows the image at `pixelWidth / scale` CSS pixels.
    public var scale: Int
    /// An animated PNG.
    public var isAnimated: Bool
    /// The drawn text below WCAG AA, or that could not be rated, one line each
    /// (``DrawnTextContrast/Finding``'s description): kept with the picture, so a later run
    /// that reuses it still shows them.
    public var drawnTextProblems: [String]

    /// The size the page shows it at.
    public var pointWidth: Int { pixelWidth / max(scale, 1) }
    public var pointHeight: Int { pixelHeight / max(scale, 1) }

    // MARK: - Initializers

    public init(path: String, pixelWidth: Int, pixelHeight: Int, scale: Int, isAnimated: Bool, drawnTextProblems: [String] = []) {
        self.path = path
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.isAnimated = isAnimated
        self.drawnTextProblems = drawnTextProblems
    }
}

/// A picture's outcome: its image, or why it could not be drawn (shown in its place).
public enum GalleryImageResult: Sendable, Hashable {
    case image(GalleryImage)
    case failed(String)
}
