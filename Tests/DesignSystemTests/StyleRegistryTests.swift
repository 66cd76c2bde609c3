import Builders
import DesignSystem
import Foundation
@testable import Gallery
import Testing
import TokenModel

/// The registry of style kinds against everything derived from it: StyleKinds' catalog
/// (what the token reader, code generation and the contrast check read), each builder's
/// table, the style enums generated for `Tokens/`, and the gallery's sections.
@Suite("Style registry")
struct StyleRegistryTests {
    // MARK: - Fixtures

    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Each registered builder's table, as descriptor and rows' setters.
    private static let tables: [(descriptor: StyleKindDescriptor, rows: [StyleSetter], builder: String)] = [
        table(LabelBuilder.self), table(ViewBuilder.self), table(ImageViewBuilder.self), table(ButtonBuilder.self),
        table(MapPinBuilder.self), table(BadgeBuilder.self), table(InitialsBuilder.self), table(SkeletonBuilder.self),
        table(LoadingBuilder.self), table(BeanPageControlBuilder.self), table(CustomSwitchBuilder.self),
        table(OTPFieldBuilder.self), table(CommonButtonBuilder.self), table(BlurBuilder.self), table(TouchableControlBuilder.self),
    ]

    private static func table<Builder: StyledBuilder>(_ builder: Builder.Type) -> (descriptor: StyleKindDescriptor, rows: [StyleSetter], builder: String) {
        (Builder.styleTable.descriptor, Builder.styleTable.rows.map(\.setter), String(describing: Builder.self))
    }

    // MARK: - Tests

    /// The registry lists the catalog's kinds, in its order, each as StyleKinds declares it.
    @Test func theRegistryListsTheCatalogsKinds() {
        #expect(StyleRegistry.entries.map(\.kind.key) == StyleKindCatalog.kinds.map(\.key))
        #expect(StyleRegistry.entries.map(\.kind.descriptor) == StyleKindCatalog.kinds)
        #expect(Array(StyleSchema.catalog.values) == StyleRegistry.entries.map(\.kind))
        #expect(Self.tables.map(\.descriptor) == StyleKindCatalog.kinds)
    }

    /// Each table's rows are exactly its kind's setters, in the same order, and the kind's
    /// type name is the builder's without `Builder`.
    @Test(arguments: Self.tables.indices)
    func eachTablesRowsAreItsKindsSetters(index: Int) {
        let table = Self.tables[index]
        #expect(table.rows == table.descriptor.setters, "\(table.descriptor.key)")
        #expect(table.builder == table.descriptor.typeName + "Builder")
    }

    @Test func kindsAndTypeNamesAreUniqueAndFollowOneRule() {
        let kinds = StyleRegistry.entries.map(\.kind)
        #expect(Set(kinds.map(\.key)).count == kinds.count)
        #expect(Set(kinds.map(\.typeName)).count == kinds.count)
        for kind in kinds {
            // The key is the type name with a lowercase first word: OTPField → otpField.
            #expect(kind.key.lowercased() == kind.typeName.lowercased(), "\(kind.key) → \(kind.typeName)")
            #expect(kind.key.first?.isLowercase == true, "\(kind.key)")
        }
        #expect(StyleSchema.typeName(ofKind: "otpField") == "OTPField")
    }

    @Test(arguments: StyleRegistry.entries.map(\.kind.key))
    func theGeneratedStylesAndTheTableBuildTheSameView(kind: String) throws {
        let entry = try #require(StyleRegistry.entry(ofKind: kind))
        let system = try DesignSystemLoader.load(paths: [Self.root.appendingPathComponent("Tokens").path])
        let style = try #require(system.styles(in: system.defaultTheme).first { $0.kind == kind }, "Tokens/ has no \(kind) style")
        let generated = try #require(StyleApplicationTests.generatedViews(ofKind: kind)?.first { $0.name == style.name })
        #expect(type(of: generated.view) == type(of: entry.makeView(style)), "\(kind): setStyle and the table build different views")
    }

    /// The gallery lists the registry's kinds, in its order, each with its table's schema.
    @Test func theGalleryListsTheRegistrysKinds() {
        #expect(StyleGalleries.entries.map(\.kind) == StyleRegistry.entries.map(\.kind))
    }

    @Test func theGalleryHasASectionPerKindInRegistryOrder() throws {
        let system = try DesignSystemLoader.load(paths: [Self.root.appendingPathComponent("Tokens").path])
        let context = GalleryContext(system: system, options: GalleryOptions())
        let sections = StyleKindSection.sections(in: context)
        #expect(sections.map(\.id) == StyleGalleries.entries.map(\.section.id))
        for (section, entry) in zip(sections, StyleGalleries.entries) {
            #expect(section.title == entry.section.title)
            #expect(section.entries.allSatisfy { $0.name.hasPrefix(entry.kind.key + ".") }, "\(section.id)")
            #expect(section.entries.allSatisfy { !$0.variants.flatMap(\.pictures).isEmpty }, "\(section.id) has an entry without pictures")
        }
    }
}
