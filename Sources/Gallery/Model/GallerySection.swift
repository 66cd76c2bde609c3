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
