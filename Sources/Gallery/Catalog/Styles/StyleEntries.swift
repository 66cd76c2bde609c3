import Builders
import Foundation
import Render
import TokenModel

/// Builds the entries of one style kind: one entry per style name, in source order, with
/// one variant per group of themes where the style and the page background look alike.
/// Every section of styles and components is made this way; only the pictures and facts
/// differ by kind.
enum StyleEntries {
    // MARK: - Nested types

    /// What a variant's pictures and facts are made from: the style as resolved in the
    /// group's first theme, the background it is drawn on, and a renderer for it.
    struct Subject: Sendable {
        let style: ResolvedStyle
        let background: Color
        let renderer: Renderer
        let options: GalleryOptions
        /// Another style of the design system (`kind`, `name`) in the subject's first
        /// theme, for a specimen that shows one inside its own (a label under a blur);
        /// `nil` where there is none.
        let otherStyle: @Sendable (_ kind: String, _ name: String) -> ResolvedStyle?
        /// The part of every picture's recipe that this subject decides: the kind, the
        /// style's values and the background (not the style's name or source, which
        /// change no pixel, so equal styles share their pictures). Made once, since
        /// reflecting the values is the dearest part of building an entry.
        let recipe: String

        init(style: ResolvedStyle, background: Color, renderer: Renderer, options: GalleryOptions,
             otherStyle: @escaping @Sendable (_ kind: String, _ name: String) -> ResolvedStyle? = { _, _ in nil }) {
            self.style = style
            self.background = background
            self.renderer = renderer
            self.options = options
            self.otherStyle = otherStyle
            self.recipe = "\(style.kind) \(String(reflecting: style.values)) on \(String(reflecting: background))"
        }

        /// A picture of this style in `state` (`normal`, `12`, `animated`), drawn by `draw`
        /// with the subject's renderer. `detail` names whatever else decides the pixels
        /// (a sample text, a size).
        func picture(_ state: String, detail: String = "",
                     draw: @escaping @Sendable (Renderer) throws -> GalleryRendering) -> GalleryPicture {
            let renderer = self.renderer
            return GalleryPicture(caption: state, recipe: "\(StyleEntries.drawingVersion) \(recipe) state \(state) \(detail)") {
                try draw(renderer)
            }
        }

        /// The picture of `recipe` in `state`, drawn by its rule with the subject's renderer
        /// and naming its snapshot reference.
        func picture(_ state: String, detail: String = "", recipe: SnapshotRecipe) -> GalleryPicture {
            recipe.galleryPicture(caption: state, key: "\(StyleEntries.drawingVersion) \(self.recipe) state \(state) \(detail)", renderer: renderer)
        }
    }

    // MARK: - Properties

    /// Part of every recipe: bumped when the specimens change how they draw, so no older
    /// picture is reused.
    static let drawingVersion = "styles-5"

    // MARK: - Entries

    /// The names of the styles of `kind` in every style sheet, each once, in source order.
    static func names(of kind: String, in system: ResolvedDesignSystem) -> [String] {
        var seen = Set<String>()
        return system.styleSheets.flatMap(\.styles).filter { $0.kind == kind }.map(\.name).filter { seen.insert($0).inserted }
    }

    /// One entry per style of `kind`: each variant's pictures by `pictures`, its facts by
    /// `facts`; `keywords` add words the search box matches.
    static func entries(
        kind: String,
        component: String? = nil,
        in context: GalleryContext,
        keywords: [String] = [],
        facts: (Subject) -> [GalleryFact] = { _ in [] },
        pictures: (Subject) -> [GalleryPicture]
    ) -> [GalleryEntry] {
        names(of: kind, in: context.system).compactMap { name in
            let groups = context.styleGroups(kind: kind, name: name)
            guard let first = groups.first?.style else { return nil }
            return GalleryEntry(
                id: "style-\(kind)-\(name)",
                name: "\(kind).\(name)",
                title: component.map { "\($0) · \(name)" },
                group: kind,
                source: first.definition.location,
                facts: component == nil ? [] : [GalleryFact("style", "\(kind).\(name)")],
                references: references(of: first),
                variants: groups.map { group in
                    let renderer = Renderer(scale: context.options.scale, theme: group.themes[0], background: Themed(group.background))
                    let theme = group.themes[0]
                    let subject = Subject(style: group.style, background: group.background, renderer: renderer, options: context.options) {
                        context.style(kind: $0, name: $1, in: theme)
                    }
                    return GalleryVariant(themes: group.themes, facts: facts(subject), pictures: pictures(subject))
                },
                keywords: [kind] + (component.map { [$0] } ?? []) + keywords
            )
        }
    }

    /// A section of the entries of `kind`, or none when the design system has no style
    /// of it.
    static func section(
        id: String,
        title: String,
        summary: String,
        kind: String,
        component: String? = nil,
        in context: GalleryContext,
        keywords: [String] = [],
        facts: (Subject) -> [GalleryFact] = { _ in [] },
        pictures: (Subject) -> [GalleryPicture]
    ) -> [GallerySection] {
        let entries = entries(kind: kind, component: component, in: context, keywords: keywords, facts: facts, pictures: pictures)
        return entries.isEmpty ? [] : [GallerySection(id: id, title: title, summary: summary, entries: entries)]
    }

    // MARK: - Private

    /// `property → token` for every property of `style` that names a token (per-state
    /// values as `titleColor.highlighted`).
    private static func references(of style: ResolvedStyle) -> [GalleryReference] {
        style.values.flatMap { property, value -> [GalleryReference] in
            switch value {
            case .token(let path, _):
                return [GalleryReference(property: property, path: path.description)]
            case .states(let states):
                return states.compactMap { state, value in
                    if case .token(let path, _) = value { return GalleryReference(property: "\(property).\(state.rawValue)", path: path.description) }
                    return nil
                }
            default:
                return []
            }
        }
    }
}
