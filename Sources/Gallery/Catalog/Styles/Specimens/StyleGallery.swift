import Builders
import TokenModel

/// How the gallery shows a kind, declared by the gallery (``ShownInGallery``): its section
/// (id, title, summary, search keywords) and the specimens of each style, the states and
/// sample content a designer asks about.
package struct StyleGallery<Builder: StyledBuilder>: Sendable {
    // MARK: - Properties

    /// The component as SurfUtils and designers name it (`MapTextPinDrawer`, `badgedImage`):
    /// each entry's title, with the style's path (`mapPin.default`) as a fact.
    package let component: String
    /// The section's anchor on the page (`map-pins`).
    package let id: String
    /// The section's title (`Map pins`).
    package let title: String
    /// One sentence on what the section shows.
    package let summary: String
    /// Words the search box matches besides the kind's key.
    package let keywords: [String]
    /// The specimens of a style, given the context and a new builder with the style applied.
    let specimens: @Sendable (StyleSpecimen.Context, _ styled: @escaping @Sendable () -> Builder) -> [StyleSpecimen]

    // MARK: - Initializers

    package init(component: String, id: String, title: String, summary: String, keywords: [String] = [],
                specimens: @escaping @Sendable (StyleSpecimen.Context, _ styled: @escaping @Sendable () -> Builder) -> [StyleSpecimen]) {
        self.component = component
        self.id = id
        self.title = title
        self.summary = summary
        self.keywords = keywords
        self.specimens = specimens
    }

    // MARK: - Specimens

    /// The specimens of `context`'s style.
    package func specimens(in context: StyleSpecimen.Context) -> [StyleSpecimen] {
        let style = context.style
        return specimens(context) { Builder.startBuild().apply(style) }
    }
}
