import Builders
import Foundation
@testable import Gallery
import Render
import TestSupport
import Testing
import TokenModel

/// One picture per recipe: every gallery picture of the repository's own `Tokens/` that
/// names a snapshot reference is drawn at scale 2 in each theme of its variant that the
/// snapshot tests draw, and must equal `Snapshots/<reference>.<theme>@2x.png` pixel for
/// pixel, so a gallery picture cannot drift from the picture its test holds right.
@Suite("Gallery pictures and their snapshot references")
struct GalleryReferenceTests {
    // MARK: - Nested types

    /// A gallery picture and a reference file it must equal.
    struct Link: CustomStringConvertible {
        /// The entry's name and the picture's caption, for messages.
        let place: String
        let picture: GalleryPicture
        let file: URL

        var description: String { "\(place) ↔ \(file.path.replacingOccurrences(of: PackagePaths.root.path + "/", with: ""))" }
    }

    // MARK: - Properties

    /// Fewer links than this means pictures lost their references: the list must not be
    /// silently empty. Both themes of every linked picture count.
    static let minimumLinkCount = 190

    static let snapshots = PackagePaths.root.appendingPathComponent("Snapshots")

    // MARK: - Links

    /// The themes the snapshot tests draw in: the design system's themes that agree with
    /// its default in every modifier but the first (`theme`), each with the reference
    /// name's suffix (`light`, `dark`), as `DesignTokens.Themes.Theme.light` is named.
    static func snapshotThemes(of system: ResolvedDesignSystem) -> [Theme: String] {
        guard let first = system.modifiers.keys.first, let defaults = system.themes.first else { return [:] }
        var themes: [Theme: String] = [:]
        for theme in system.themes where theme.contexts.allSatisfy({ $0.modifier == first || defaults[$0.modifier] == $0.context }) {
            if let context = theme[first] { themes[theme] = Theme([(first, context)]).name }
        }
        return themes
    }

    /// Every picture of `catalog` that names a reference, once for each of its variant's
    /// themes in `themes`, with the file it must equal.
    static func links(in catalog: GalleryCatalog, themes: [Theme: String], scale: Int = 2) -> [Link] {
        catalog.sections.flatMap(\.entries).flatMap { entry in
            entry.variants.flatMap { variant in
                variant.pictures.flatMap { picture -> [Link] in
                    guard let reference = picture.reference else { return [] }
                    return variant.themes.compactMap { theme in
                        themes[theme].map { suffix in
                            Link(place: "\(entry.name) · \(picture.caption ?? "")", picture: picture,
                                 file: snapshots.appendingPathComponent("\(reference).\(suffix)@\(scale)x.png"))
                        }
                    }
                }
            }
        }
    }

    /// The catalog of `Tokens/` in the snapshot themes, at scale 2.
    static func catalog() throws -> (catalog: GalleryCatalog, themes: [Theme: String]) {
        let system = try DesignSystemLoader.load(paths: [PackagePaths.tokens.path])
        let themes = snapshotThemes(of: system)
        let shown = system.themes.filter { themes[$0] != nil }
        return (GalleryCatalog(GalleryContext(system: system, options: GalleryOptions(scale: 2, themes: shown))), themes)
    }

    /// Why `link`'s picture is not its reference; `nil` when they are equal pixel for pixel.
    static func mismatch(of link: Link) -> String? {
        guard let data = FileManager.default.contents(atPath: link.file.path) else {
            return "\(link): the reference is missing"
        }
        do {
            let expected = try PixelImage(pngData: data, scale: 2)
            let actual = try link.picture.draw().stillImage(scale: 2)
            guard expected.width == actual.width, expected.height == actual.height else {
                return "\(link): the gallery draws \(actual.width) × \(actual.height) px, the reference is \(expected.width) × \(expected.height) px"
            }
            guard expected == actual else {
                let count = expected.countOfDifferingPixels(from: actual) ?? 0
                return "\(link): \(count) pixels differ (largest channel difference \(expected.largestChannelDifference(from: actual) ?? 0))"
            }
            return nil
        } catch {
            return "\(link): \(error)"
        }
    }

    // MARK: - Tests

    @Test func everyLinkedGalleryPictureIsItsReferencePixelForPixel() throws {
        let (catalog, themes) = try Self.catalog()
        #expect(Set(themes.values) == ["light", "dark"])
        let links = Self.links(in: catalog, themes: themes)
        #expect(links.count >= Self.minimumLinkCount, "only \(links.count) gallery pictures name a reference")
        // One reference, one recipe: no two pictures of one theme claim the same file.
        let files = links.map(\.file.path)
        #expect(Set(files).count == files.count, "\(files.count - Set(files).count) references are claimed twice")
        for link in links {
            if let mismatch = Self.mismatch(of: link) { Issue.record(Comment(rawValue: mismatch)) }
        }
    }

    /// Every picture of a component (a style's, a SurfUtils example's, a device screen's) is
    /// drawn from a recipe a snapshot test draws too, but the animations (an animated PNG
    /// has no still reference).
    @Test func everyComponentPictureButTheAnimationsIsLinked() throws {
        let (catalog, _) = try Self.catalog()
        let entries = catalog.sections.flatMap(\.entries).filter { entry in
            ["style-", "surfutils-example-", "device-"].contains { entry.id.hasPrefix($0) }
        }
        #expect(entries.count > 20, "only \(entries.count) style entries")
        let unlinked = entries.flatMap { entry in
            entry.variants.flatMap(\.pictures).filter { $0.reference == nil && $0.caption != "animated" }.map { "\(entry.name) · \($0.caption ?? "")" }
        }
        #expect(unlinked.isEmpty, "drawn apart from any snapshot test: \(Set(unlinked).sorted())")
    }

    /// The SurfUtils examples the issue found drawn apart from their tests are linked.
    @Test func theSurfUtilsExamplesAreLinked() throws {
        let (catalog, themes) = try Self.catalog()
        let references = Set(Self.links(in: catalog, themes: themes).map(\.file.lastPathComponent))
        for name in ["surfutils-otp-field", "surfutils-custom-switch", "surfutils-bean-page-control", "surfutils-skeleton"] {
            for theme in ["light", "dark"] {
                #expect(references.contains("\(name).\(theme)@2x.png"), "\(name).\(theme)")
            }
        }
    }

    /// A picture drawn apart from its recipe is found: the bean page control's container
    /// rendered without its layout (the control at (0, 0), as the gallery once drew it).
    @Test func aPictureThatDriftsFromItsReferenceFails() throws {
        let file = Self.snapshots.appendingPathComponent("OriginExamples/surfutils-bean-page-control.light@2x.png")
        let renderer = Renderer(scale: 2, theme: .light, background: Themed(Color(srgbHex: 0xFFFFFF)))
        let unlaidOut = GalleryPicture(recipe: "bean without layout", reference: "OriginExamples/surfutils-bean-page-control") {
            .still(try renderer.render(SurfUtilsExampleConfigurations.beanPageControl().container))
        }
        let mismatch = try #require(Self.mismatch(of: Link(place: "drift", picture: unlaidOut, file: file)))
        #expect(mismatch.contains("pixels differ"))
    }

    /// A reference a picture names but that is not there fails, naming the file.
    @Test func aMissingReferenceFails() throws {
        let file = Self.snapshots.appendingPathComponent("OriginExamples/no-such-reference.light@2x.png")
        let picture = GalleryPicture(recipe: "missing", reference: "OriginExamples/no-such-reference") {
            .still(try PixelImage(width: 1, height: 1, scale: 2, pixels: [0]))
        }
        let mismatch = try #require(Self.mismatch(of: Link(place: "missing", picture: picture, file: file)))
        #expect(mismatch.contains("no-such-reference.light@2x.png") && mismatch.contains("missing"))
    }
}
