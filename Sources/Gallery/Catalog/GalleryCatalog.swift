import TokenModel

/// The whole gallery as data: every section, built from a design system by the section
/// sources in page order. Building it draws nothing; pictures are drawn by the writer.
public struct GalleryCatalog: Sendable {
    // MARK: - Nested types

    /// A part of the page: the sections it gives for a design system (none when the design
    /// system has nothing of its kind).
    public typealias SectionSource = @Sendable (GalleryContext) -> [GallerySection]

    // MARK: - Properties

    /// The sections, in page order; empty ones are left out.
    public var sections: [GallerySection]
    /// The page background of each shown theme, which the page takes as its own when that
    /// theme is shown; empty for a catalog made by hand.
    public var pageBackgrounds: [Theme: Color]
    /// The resolver's modifiers in its order (`theme`, `device`), each a control of the
    /// page's theme switch; empty: the order the themes name them in.
    public var modifierOrder: [String]

    // MARK: - Initializers

    public init(sections: [GallerySection], pageBackgrounds: [Theme: Color] = [:], modifierOrder: [String] = []) {
        self.sections = sections
        self.pageBackgrounds = pageBackgrounds
        self.modifierOrder = modifierOrder
    }

    /// The catalog of `context`'s design system.
    public init(_ context: GalleryContext, sources: [SectionSource] = GalleryCatalog.sources) {
        self.sections = sources.flatMap { $0(context) }.filter { !$0.entries.isEmpty }
        self.pageBackgrounds = Dictionary(uniqueKeysWithValues: context.themes.map { ($0, context.background(in: $0)) })
        self.modifierOrder = Array(context.system.modifiers.keys)
    }

    // MARK: - Sources

    /// The page's parts in order: tokens first (colors, typography, dimensions, shadows,
    /// borders, gradients, the rest), then styles and components, SurfUtils' example configurations, then devices.
    public static let sources: [SectionSource] = [
        ColorSection.sections,
        TypographySection.sections,
        DimensionSection.sections,
        ShadowSection.sections,
        BorderSection.sections,
        GradientSection.sections,
        OtherTokenSection.sections,
        StyleKindSection.sections,
        SurfUtilsExampleSection.sections,
        DeviceSection.sections,
    ]

    /// Every picture of every entry, in page order.
    public var pictures: [GalleryPicture] {
        sections.flatMap { $0.entries.flatMap { $0.variants.flatMap(\.pictures) } }
    }
}
