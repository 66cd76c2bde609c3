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
    static let drawingVersion = "surfutils-examples-2"

    // MARK: - Sections

    static func sections(in context: GalleryContext) -> [GallerySection] {
        // The skeleton's sweep, worked out once: its frames' labels are drawn and said.
        let sweepTimes = ShimmerSpecimens.sweepTimes(of: SurfUtilsExampleConfigurations.skeleton(time: 0), count: ShimmerSpecimens.stripFrames)
        let sweepLabels = sweepTimes.map(StyleSpecimen.timeLabel)
        let examples: [Example] = [
            Example(kind: "otpField", component: "OTPField",
                    description: "Four 32 × 32 digits 6 apart in bold 34: green when active, gray when inactive, red in error; the error text italic 17.",
                    pictures: [
                        ("12 typed", .recipe(SurfUtilsExampleRecipes.otpField(code: "12", error: nil))),
                        ("error", .recipe(SurfUtilsExampleRecipes.otpFieldError)),
                    ]),
            Example(kind: "customSwitch", component: "CustomSwitch",
                    description: "A 100 × 50 switch with a square lightGray-to-yellow thumb, white off and green on, a 0.1 s spring.",
                    pictures: [false, true].map { isOn in (isOn ? "on" : "off", .recipe(SurfUtilsExampleRecipes.customSwitch(isOn: isOn))) }),
            Example(kind: "beanPageControl", component: "BeanPageControl",
                    description: "A 100-wide yellow active bean, on page 2 of 4, centred in a 240 × 40 container.",
                    pictures: [("page 2 of 4", .recipe(SurfUtilsExampleRecipes.beanPageControl))]),
            Example(kind: "skeleton", component: "SkeletonView",
                    description: "Red under a green band of ratio 0.7, sweeping from the right in 1 s with 1 s between loops, over two masked bars.",
                    pictures: [
                        ("at 400 ms", .recipe(SurfUtilsExampleRecipes.skeleton)),
                        ("sweep frames", .drawn { renderer in
                            let skeleton = SurfUtilsExampleConfigurations.skeleton(time: 0)
                            let frames = try sweepTimes.map { try skeleton.frame(at: $0, renderer: renderer, padding: 8) }
                            return try StyleSpecimen.labelledStrip(frames, labels: sweepLabels, columns: ShimmerSpecimens.stripColumns,
                                                                   spacing: ShimmerSpecimens.stripSpacing,
                                                                   background: renderer.background?.resolved(in: renderer.theme))
                        }),
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
                    return GalleryVariant(themes: group.themes, pictures: example.pictures.map { caption, drawing in
                        let key = "\(drawingVersion) \(example.kind) \(caption) on \(String(reflecting: group.key))"
                        var picture = switch drawing {
                        case .recipe(let recipe): recipe.galleryPicture(caption: caption, key: key, renderer: renderer)
                        case .drawn(let draw): GalleryPicture(caption: caption, recipe: key) { .still(try draw(renderer)) }
                        }
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
        var pictures: [(caption: String, drawing: Drawing)]
    }

    /// How an example's picture is drawn: by the recipe its snapshot test shares, or, for a
    /// picture no test draws (the sweep's strip), by the gallery alone.
    private enum Drawing {
        case recipe(SnapshotRecipe)
        case drawn(@Sendable (Renderer) throws -> PixelImage)
    }
}
