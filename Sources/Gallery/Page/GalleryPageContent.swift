import TokenModel

/// Everything `index.html` shows: the catalog, the drawn pictures, the themes.
public struct GalleryPageContent: Sendable {
    // MARK: - Properties

    public var title: String
    /// The themes shown, in order; the theme switch offers each, and "all side by side".
    public var themes: [Theme]
    /// The theme the page opens in.
    public var defaultTheme: Theme
    public var sections: [GallerySection]
    /// Each picture's outcome by its recipe (``GalleryPicture/recipe``).
    public var images: [String: GalleryImageResult]
    /// The contact sheet's path inside the gallery folder (`gallery.png`); `nil` for none.
    public var contactSheet: String?
    /// The token folder (absolute or relative to the working directory) the page names
    /// source files relative to; `nil` for the folder that holds all of them. The page never
    /// names a file by its absolute path.
    public var sourceFolder: String?

    // MARK: - Initializers

    public init(
        title: String,
        themes: [Theme],
        defaultTheme: Theme,
        sections: [GallerySection],
        images: [String: GalleryImageResult],
        contactSheet: String?,
        sourceFolder: String? = nil
    ) {
        self.title = title
        self.themes = themes
        self.defaultTheme = defaultTheme
        self.sections = sections
        self.images = images
        self.contactSheet = contactSheet
        self.sourceFolder = sourceFolder
    }
}
