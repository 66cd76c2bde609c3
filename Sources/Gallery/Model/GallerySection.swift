/// One section of the gallery page (Colors, Typography, Buttons, …): a heading and its
/// entries in page order.
public struct GallerySection: Sendable {
    // MARK: - Properties

    /// The section's anchor in the page (`colors`); unique in a catalog.
    public var id: String
    /// The heading (`Colors`).
    public var title: String
    /// A line under the heading that says what the section shows; `nil` for none.
    public var summary: String?
    public var entries: [GalleryEntry]

    // MARK: - Initializers

    public init(id: String, title: String, summary: String? = nil, entries: [GalleryEntry]) {
        self.id = id
        self.title = title
        self.summary = summary
        self.entries = entries
    }
}

// MARK: - Counting pictures

extension [GallerySection] {
    /// The pictures the page shows, each counted where it is shown: a picture two entries
    /// (or two themes of one entry) show alike counts twice, though it is drawn and stored
    /// once. The page's header and `preview`'s summary both give this count.
    public var pictureCount: Int {
        reduce(0) { total, section in
            section.entries.reduce(total) { $0 + $1.variants.reduce(0) { $0 + $1.pictures.count } }
        }
    }
}
