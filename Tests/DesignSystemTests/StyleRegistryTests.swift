import Builders
import DesignSystem
import Foundation
@testable import Gallery
import Testing
import TokenModel

/// The registry of style kinds against everything derived from it: `style-kinds.json`
/// (what the token reader, code generation and the contrast check read), the style enums
/// generated for `Tokens/`, and the gallery's sections.
@Suite("Style registry")
struct StyleRegistryTests {
    // MARK: - Fixtures

    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let kindsFile = root.appendingPathComponent("Sources/TokenModel/Resources/style-kinds.json")

    /// The registry's kinds as `style-kinds.json` holds them.
    private static func encodedKinds() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(StyleRegistry.entries.map(\.kind)) + Data("\n".utf8)
    }

    // MARK: - Tests

    /// `make style-kinds` writes the file from the tables (`DSCOMPILE_WRITE_STYLE_KINDS=1`);
    /// otherwise the file must equal them byte for byte.
    @Test func theKindsFileIsTheTablesData() throws {
        let expected = try Self.encodedKinds()
        if ProcessInfo.processInfo.environment["DSCOMPILE_WRITE_STYLE_KINDS"] == "1" {
            try expected.write(to: Self.kindsFile, options: .atomic)
        }
        let written = try Data(contentsOf: Self.kindsFile)
        #expect(written == expected, "Sources/TokenModel/Resources/style-kinds.json is not what the style tables say; run `make style-kinds`")
        // What TokenModel embedded at build time: equal unless the file changed since.
        #expect(Array(StyleSchema.catalog.keys) == StyleRegistry.entries.map(\.kind.key))
        for entry in StyleRegistry.entries {
            #expect(StyleSchema.catalog[entry.kind.key] == entry.kind, "\(entry.kind.key): TokenModel's kind differs from the table; rebuild")
        }
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

    @Test func theGalleryHasASectionPerKindInRegistryOrder() throws {
        let system = try DesignSystemLoader.load(paths: [Self.root.appendingPathComponent("Tokens").path])
        let context = GalleryContext(system: system, options: GalleryOptions())
        let sections = StyleKindSection.sections(in: context)
        #expect(sections.map(\.id) == StyleRegistry.entries.map(\.section.id))
        for (section, entry) in zip(sections, StyleRegistry.entries) {
            #expect(section.title == entry.section.title)
            #expect(section.entries.allSatisfy { $0.name.hasPrefix(entry.kind.key + ".") }, "\(section.id)")
            #expect(section.entries.allSatisfy { !$0.variants.flatMap(\.pictures).isEmpty }, "\(section.id) has an entry without pictures")
        }
    }
}
