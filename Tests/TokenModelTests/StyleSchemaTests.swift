import Foundation
import TestSupport
import Testing
import TokenModel

/// ``StyleSchema``'s kinds, StyleKinds' descriptors in the token reader's terms, and the style-sheet checks that follow from them.
@Suite("Style schema")
struct StyleSchemaTests {
    // MARK: - Fixtures

    private static let tokens = ##"""
    {"c": {"$type": "color", "r": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}},
     "d": {"$type": "dimension", "one": {"$value": {"value": 1, "unit": "px"}}}}
    """##

    /// The errors of loading `styles` beside ``tokens``, as `file:line:column: error: message`.
    private func errors(_ styles: String) throws -> [String] {
        let folder = try PackagePaths.folder(with: ["a.tokens.json": Self.tokens, "a.styles.yaml": styles])
        do {
            _ = try DesignSystemLoader.load(paths: [folder.path])
            return []
        } catch {
            return error.errors.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
        }
    }

    // MARK: - Rules

    @Test(arguments: StyleSchema.catalog.values)
    func everyKindNamesEachPropertyOnce(kind: StyleKind) {
        let names = kind.properties.map(\.name)
        #expect(Set(names).count == names.count, "\(kind.key)")
        for group in kind.setTogether {
            #expect(group.count > 1 && group.allSatisfy(names.contains), "\(kind.key): \(group)")
            #expect(!group.contains { kind.property($0)?.perState == true }, "\(kind.key): \(group) is per state and set together")
        }
        for pair in kind.textsOnSurfaces {
            #expect(kind.property(pair.text)?.kind == .token(.color), "\(kind.key): \(pair.text)")
            #expect(kind.property(pair.surface)?.kind == .token(.color), "\(kind.key): \(pair.surface)")
            #expect(pair.typography.map { kind.property($0)?.kind == .token(.typography) } ?? true, "\(kind.key): \(pair)")
        }
    }

    @Test func statefulPropertiesAreTheButtons() {
        // Components may add per-state kinds of their own (commonButton); the button's are
        // these, the border's color among them, so its width is set on its own.
        #expect(StyleSchema.statefulProperties["button"] == ["backgroundColor", "borderColor", "titleColor"])
        #expect(StyleSchema.catalog["button"]?.setTogether == [])
        #expect(StyleSchema.catalog["view"]?.setTogether == [["borderWidth", "borderColor"]])
        #expect(StyleSchema.catalog["view"]?.property("backgroundColor")?.perState == false)
        #expect(StyleSchema.typeName(ofKind: "otpField") == "OTPField")
    }

    @Test func theCatalogIsStyleKindsDescriptorsInTokenModelsTerms() {
        #expect(Array(StyleSchema.catalog.keys) == StyleKindCatalog.kinds.map(\.key))
        for descriptor in StyleKindCatalog.kinds {
            let kind = StyleSchema.catalog[descriptor.key]
            #expect(kind?.properties.map(\.name) == descriptor.properties.map(\.name), "\(descriptor.key)")
            #expect(kind?.typeName == descriptor.typeName)
        }
        #expect(StyleSchema.catalog["skeleton"]?.property("direction")?.kind == .choice(["right", "left"]))
        #expect(StyleSchema.catalog["otpField"]?.setTogether == [["borderWidth", "borderColor"], ["digitWidth", "digitHeight"]])
        #expect(StyleSchema.catalog["button"]?.property("titleColor")?.perState == true)
    }

    // MARK: - Loader checks

    @Test func aBorderNeedsBothWidthAndColor() throws {
        #expect(try errors("view:\n  card:\n    borderColor: \"{c.r}\"\n") == [
            "a.styles.yaml:3:5: error: style 'view.card' gives 'borderColor' but not 'borderWidth'; one builder call sets 'borderWidth' and 'borderColor' together, so give all of them or none",
        ])
        #expect(try errors("view:\n  card:\n    borderColor: \"{c.r}\"\n    borderWidth: \"{d.one}\"\n").isEmpty)
    }

    @Test func anUnknownContentModeSuggestsOne() throws {
        #expect(try errors("imageView:\n  icon:\n    contentMode: scaleAspectFitt\n") == [
            "a.styles.yaml:3:18: error: style 'imageView.icon', property 'contentMode' takes a content mode (\(StyleSchema.contentModeNames.joined(separator: ", "))); did you mean 'scaleAspectFit'?",
        ])
    }

    @Test func clipsToBoundsTakesABoolean() throws {
        #expect(try errors("view:\n  a:\n    clipsToBounds: true\n  b:\n    clipsToBounds: false\n").isEmpty)
        #expect(StyleSchema.kinds["imageView"]?["clipsToBounds"] == .boolean)
    }

    @Test(arguments: [
        ("\"true\"", "a.styles.yaml:3:20: error: style 'view.card', property 'clipsToBounds' takes a boolean (true or false), not a string; write true without quotes"),
        ("1", "a.styles.yaml:3:20: error: style 'view.card', property 'clipsToBounds' takes a boolean (true or false), not a number"),
        ("clip", "a.styles.yaml:3:20: error: style 'view.card', property 'clipsToBounds' takes a boolean (true or false), not a string"),
        ("{ normal: true }", "a.styles.yaml:3:20: error: style 'view.card', property 'clipsToBounds' takes one value, not a value per state"),
    ])
    func clipsToBoundsRejectsAnythingButABoolean(value: String, message: String) throws {
        #expect(try errors("view:\n  card:\n    clipsToBounds: \(value)\n") == [message])
    }

    @Test func clipsToBoundsInJSONTakesABoolean() throws {
        let folder = try PackagePaths.folder(with: ["a.tokens.json": Self.tokens,
                                                    "a.styles.json": #"{"view": {"card": {"clipsToBounds": "yes"}}}"#])
        do {
            _ = try DesignSystemLoader.load(paths: [folder.path])
            Issue.record("a string for clipsToBounds loaded")
        } catch {
            #expect(error.errors.map(\.description).contains { $0.hasSuffix("property 'clipsToBounds' takes a boolean (true or false), not a string") })
        }
        let valid = try PackagePaths.folder(with: ["a.tokens.json": Self.tokens,
                                                   "a.styles.json": #"{"view": {"card": {"clipsToBounds": false}}}"#])
        let system = try DesignSystemLoader.load(paths: [valid.path])
        #expect(system.styles(in: system.defaultTheme).first?.values["clipsToBounds"] == .boolean(false))
    }

    @Test func aViewsBorderColorTakesOneValue() throws {
        // The refused borderColor is written: no follow-on error says it is missing. (A
        // button's border color is per state.)
        #expect(try errors("view:\n  b:\n    borderWidth: \"{d.one}\"\n    borderColor: { normal: \"{c.r}\" }\n") == [
            "a.styles.yaml:4:18: error: style 'view.b', property 'borderColor' takes one value, not a value per state",
        ])
        #expect(try errors("button:\n  b:\n    borderWidth: \"{d.one}\"\n    borderColor: { normal: \"{c.r}\" }\n") == [])
    }

    @Test func aBorderColorNamingNoTokenIsOneError() throws {
        let found = try errors("view:\n  card:\n    borderWidth: \"{d.one}\"\n    borderColor: \"{c.missing}\"\n")
        #expect(found.count == 1 && found[0].contains("c.missing"), "\(found)")
        #expect(!found.contains { $0.contains("sets them together") }, "\(found)")
    }

    @Test func anUnknownKindSuggestsOne() throws {
        #expect(try errors("imageview:\n  icon:\n    contentMode: center\n") == [
            "a.styles.yaml:2:3: error: unknown style kind 'imageview'; did you mean 'imageView'?",
        ])
    }
}
