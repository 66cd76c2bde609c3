import Builders
import Foundation
import Render
import TokenModel

/// The gallery's label, view, image-view and button styles. (Label styles only so far:
/// issue #10.)
enum StyleSection {
    static func sections(in context: GalleryContext) -> [GallerySection] {
        let names = context.system.styleSheets.flatMap(\.styles).filter { $0.kind == "label" }.map(\.name)
        var seen = Set<String>()
        let entries = names.filter { seen.insert($0).inserted }.map { name in
            let groups = context.styleGroups(kind: "label", name: name)
            let first = groups.first?.style
            return GalleryEntry(
                id: "style-label-\(name)",
                name: "label.\(name)",
                source: first?.definition.location,
                references: first.map(references(of:)) ?? [],
                variants: groups.map { group in
                    let renderer = Renderer(scale: context.options.scale, theme: group.themes[0], background: Themed(group.background))
                    let style = group.style
                    let options = context.options
                    let picture = GalleryPicture(recipe: "label \(String(reflecting: style.values)) on \(group.background) text \(options.sampleText) width \(options.maximumWidth) padding \(options.padding)") {
                        let label = LabelBuilder.startBuild().apply(style).setText(options.sampleText).build()
                        return .still(try renderer.renderFitting(label, width: options.maximumWidth - 2 * options.padding, padding: options.padding))
                    }
                    return GalleryVariant(themes: group.themes, pictures: [picture])
                }
            )
        }
        return [GallerySection(id: "labels", title: "Label styles", entries: entries)]
    }

    /// `property → token` for every property of `style` that names a token.
    static func references(of style: ResolvedStyle) -> [GalleryReference] {
        style.values.compactMap { property, value in
            if case .token(let path, _) = value { return GalleryReference(property: property, path: path.description) }
            return nil
        }
    }
}
