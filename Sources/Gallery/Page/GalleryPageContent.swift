import TokenModel

/// Everything `index.html` shows: the catalog, the drawn pictures, the themes.
package struct GalleryPageContent: Sendable {
    // MARK: - Properties

    package var title: String
    /// The themes shown, in order; the theme switch offers each, and "all side by side".
    package var themes: [Theme]
    /// The design system's default theme (the contact sheet's first column); the page opens
    /// on every theme side by side whatever it is.
    package var defaultTheme: Theme
    package var sections: [GallerySection]
    /// Each picture's outcome by its recipe (``GalleryPicture/recipe``).
    package var images: [String: GalleryImageResult]
    /// The contact sheet's path inside the gallery folder (`gallery.png`); `nil` for none.
    package var contactSheet: String?
    /// The token folder (absolute or relative to the working directory) the page names
    /// source files relative to; `nil` for the folder that holds all of them. The page never
    /// names a file by its absolute path.
    package var sourceFolder: String?
    /// Each theme's page background: the page takes it (and light or dark text and cards
    /// to go with it) while only themes of one background are shown. Themes without one
    /// keep the page's own colors.
    package var pageBackgrounds: [Theme: Color] = [:]
    /// The modifiers in the resolver's order, each a control of the theme switch; those
    /// the themes name but this leaves out follow in the themes' order.
    package var modifierOrder: [String] = []

    // MARK: - Initializers

    package init(
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

    // MARK: - Modifiers

    /// The modifiers the themes choose a context of, in ``modifierOrder``, each with its
    /// contexts in the themes' order.
    package var modifiers: [(name: String, contexts: [String])] {
        GalleryThemeLabels(themes: themes, modifierOrder: modifierOrder).modifiers
    }
}
