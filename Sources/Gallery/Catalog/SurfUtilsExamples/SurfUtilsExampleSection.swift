import Builders
import Foundation
import Render
import TokenModel

/// "SurfUtils examples": SurfUtils' own example configurations of its components
/// (``SurfUtilsExampleConfigurations``), each an entry of its own, drawn on each theme's page
/// background, for the components the design system styles. Their colors are SurfUtils',
/// not the design system's: they show what SurfUtils' code draws, beside the styles that
/// replace it.
enum SurfUtilsExampleSection {
    // MARK: - Properties

    /// Part of every recipe: bumped when an example changes how it draws.
    static let drawingVersion = "surfutils-examples-3"

    // MARK: - Sections

    static func sections(in context: GalleryContext) -> [GallerySection] {
        // The skeleton's sweep labels, drawn by its strip and said by the page.
        let sweepLabels = ShimmerSpecimens.sweepLabels(of: SurfUtilsExampleConfigurations.skeleton(time: 0))
        let examples: [Example] = [
            Example(kind: "otpField", component: "OTPField",
                    description: "Four 32 × 32 digits 6 apart in bold 34: green when active, gray when inactive, red in error; the error text italic 17.",
                    pictures: [
                        ("12 typed", SurfUtilsExampleRecipes.otpFieldTyped),
                        ("error", SurfUtilsExampleRecipes.otpFieldError),
                    ]),
            Example(kind: "customSwitch", component: "CustomSwitch",
                    description: "A 100 × 50 switch with a square lightGray-to-yellow thumb, white off and green on, a 0.1 s spring.",
                    pictures: [false, true].map { isOn in (isOn ? "on" : "off", SurfUtilsExampleRecipes.customSwitch(isOn: isOn)) }),
            Example(kind: "beanPageControl", component: "BeanPageControl",
                    description: "A 100-wide yellow active bean, on page 2 of 4, centred in a 240 × 40 container.",
                    pictures: [("page 2 of 4", SurfUtilsExampleRecipes.beanPageControl)]),
            Example(kind: "skeleton", component: "SkeletonView",
                    description: "Red under a green band of ratio 0.7, sweeping from the right in 1 s with 1 s between loops, over two masked bars.",
                    pictures: [
                        ("at 400 ms", SurfUtilsExampleRecipes.skeleton),
                        ("sweep frames", SurfUtilsExampleRecipes.skeletonSweep),
                    ]),
        ]
        let groups = context.themeGroups { context.background(in: $0) }
        let styled = examples.filter { !StyleEntries.names(of: $0.kind, in: context.system).isEmpty }
        guard !styled.isEmpty else { return [] }
        let entries = styled.map { example in
            GalleryEntry(
                id: "surfutils-example-\(example.kind)", name: "surfutils.\(example.kind)", title: "\(example.component) · SurfUtils example",
                group: "SurfUtils",
                description: example.description,
                facts: [GalleryFact("origin", "SurfUtils' «\(example.component)» example"), GalleryFact("colors", "SurfUtils' own, not the design system's")],
                variants: groups.map { group in
                    let renderer = Renderer(scale: context.options.scale, theme: group.themes[0], background: Themed(group.key))
                    return GalleryVariant(themes: group.themes, pictures: example.pictures.map { caption, recipe in
                        let key = "\(drawingVersion) \(example.kind) \(caption) on \(String(reflecting: group.key))"
                        var picture = recipe.galleryPicture(caption: caption, key: key, renderer: renderer)
                        if caption == "sweep frames" { picture.frameLabels = sweepLabels }
                        return picture
                    })
                },
                keywords: ["SurfUtils", "example", example.component]
            )
        }
        return [GallerySection(id: "surfutils-examples", title: "SurfUtils examples",
                               summary: "SurfUtils' own example configurations of its components, as its code draws them.", entries: entries)]
    }

    // MARK: - Private

    private struct Example {
        /// The component's style kind, also the entry's key: the example is shown when the
        /// design system styles it.
        var kind: String
        var component: String
        var description: String
        /// Each picture's caption and the recipe its snapshot test shares.
        var pictures: [(caption: String, recipe: SnapshotRecipe)]
    }
}
