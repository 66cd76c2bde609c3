import Builders
import TokenModel

/// The gallery's section of every kind of ``StyleRegistry``, in the registry's order (the
/// plain views', then the components'); `StyleRegistryTests` checks the two lists name the
/// same kinds in the same order, so a new kind cannot be left out of the page.
package enum StyleGalleries {
    // MARK: - Nested types

    /// One kind as the gallery shows it.
    package struct Entry: Sendable {
        /// The kind as data.
        package let kind: StyleKind
        /// The section's anchor, title, summary and search keywords, and the component's
        /// name as SurfUtils names it.
        package let section: (id: String, title: String, summary: String, keywords: [String], component: String)
        /// The specimens of a style.
        package let specimens: @Sendable (StyleSpecimen.Context) -> [StyleSpecimen]

        init<Builder: ShownInGallery>(_ builder: Builder.Type) {
            let gallery = Builder.gallery
            kind = Builder.styleTable.kind
            section = (gallery.id, gallery.title, gallery.summary, gallery.keywords, gallery.component)
            specimens = { gallery.specimens(in: $0) }
        }
    }

    // MARK: - Properties

    /// The kinds' sections, in the order of ``StyleRegistry/entries``.
    package static let entries: [Entry] = [
        Entry(LabelBuilder.self),
        Entry(ViewBuilder.self),
        Entry(ImageViewBuilder.self),
        Entry(ButtonBuilder.self),
        Entry(MapPinBuilder.self),
        Entry(BadgeBuilder.self),
        Entry(InitialsBuilder.self),
        Entry(SkeletonBuilder.self),
        Entry(LoadingBuilder.self),
        Entry(BeanPageControlBuilder.self),
        Entry(CustomSwitchBuilder.self),
        Entry(OTPFieldBuilder.self),
        Entry(CommonButtonBuilder.self),
        Entry(BlurBuilder.self),
        Entry(TouchableControlBuilder.self),
    ]

    /// The entry of the kind `key`, `nil` when the gallery has no section of it.
    package static func entry(ofKind key: String) -> Entry? {
        entries.first { $0.kind.key == key }
    }
}
