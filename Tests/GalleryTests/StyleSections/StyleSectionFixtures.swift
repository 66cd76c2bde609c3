import Foundation
@testable import Gallery
import Render
import TestSupport
import TokenModel

/// What the style-section tests share: the project's design system, the sections this
/// folder builds, and finding an entry or a picture in them.
enum StyleSectionFixtures {
    // MARK: - Design systems

    /// The project's `Tokens/`, loaded once for every test of the folder.
    static let tokens: ResolvedDesignSystem = {
        do {
            return try DesignSystemLoader.load(paths: [PackagePaths.tokens.path])
        } catch {
            fatalError("Tokens/ does not load: \(error)")
        }
    }()

    static func context(_ system: ResolvedDesignSystem = tokens, options: GalleryOptions = GalleryOptions()) -> GalleryContext {
        GalleryContext(system: system, options: options)
    }

    /// The sections of styles, components and devices, in page order.
    static func sections(in context: GalleryContext) -> [GallerySection] {
        StyleKindSection.sections(in: context) + DeviceSection.sections(in: context)
    }

    // MARK: - Finding

    static func entry(_ id: String, in sections: [GallerySection]) -> GalleryEntry? {
        sections.lazy.flatMap(\.entries).first { $0.id == id }
    }

    /// The captions of an entry's first variant, in order.
    static func captions(of entry: GalleryEntry?) -> [String] {
        entry?.variants.first?.pictures.map { $0.caption ?? "" } ?? []
    }

    /// The picture captioned `caption` in the first variant of `entry`.
    static func picture(_ caption: String, of entry: GalleryEntry?) -> GalleryPicture? {
        entry?.variants.first?.pictures.first { $0.caption == caption }
    }

    /// The variant shown in `theme`.
    static func variant(of entry: GalleryEntry?, in theme: Theme) -> GalleryVariant? {
        entry?.variants.first { $0.themes.contains(theme) }
    }
}
