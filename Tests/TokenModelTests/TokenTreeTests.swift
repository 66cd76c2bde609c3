import Foundation
import TestSupport
import Testing
@testable import TokenModel

@Suite("TokenTree and TokenPath")
struct TokenTreeTests {
    private func tree(_ json: String) throws -> (TokenTree, [Diagnostic]) {
        var log = DiagnosticLog()
        let (node, warnings) = try JSONReader.read(Data(json.utf8), file: "a.tokens.json")
        log.append(contentsOf: warnings)
        return (TokenTreeReader.read(node, log: &log), log.diagnostics)
    }

    @Test func groupsKeepTheirOwnPropertiesInFileOrder() throws {
        let (tree, diagnostics) = try tree(##"""
        {"$description": "root",
         "brand": {"$type": "color", "$deprecated": "use core",
                   "primary": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}},
                   "inner": {"$extensions": {"com.example": {"figma": 12}}, "x": {"$value": "{brand.primary}"}},
                   "$description": "Brand colors", "$extensions": {"com.example": {"owner": "design"}}}}
        """##)
        #expect(diagnostics.isEmpty)
        #expect(tree.groups.keys.map(\.description) == ["", "brand", "brand.inner"])
        let brand = try #require(tree.groups[TokenPath(dotted: "brand")])
        #expect(brand.type == .color)
        #expect(brand.description == "Brand colors")
        #expect(brand.deprecation == "use core")
        #expect(brand.extensions?.compactJSON == ##"{"com.example":{"owner":"design"}}"##)
        #expect(brand.location.line == 2)
        let inner = try #require(tree.groups[TokenPath(dotted: "brand.inner")])
        #expect(inner.type == nil)
        #expect(inner.deprecation == "use core")
        #expect(inner.extensions?.compactJSON == ##"{"com.example":{"figma":12}}"##)
        #expect(tree.groups[TokenPath([])]?.description == "root")
        #expect(tree.tokens.keys.map(\.description) == ["brand.primary", "brand.inner.x"])
    }

    @Test func theLoaderKeepsGroupsPerTheme() throws {
        let folder = try PackagePaths.folder(with: ["a.tokens.json": ##"{"g": {"$description": "d", "$extensions": {"k": 1}, "n": {"$type": "number", "$value": 1}}}"##])
        let system = try DesignSystemLoader.load(paths: [folder.path])
        let group = try #require(system.group(TokenPath(dotted: "g"), in: system.defaultTheme))
        #expect(group.description == "d")
        #expect(group.extensions?.compactJSON == ##"{"k":1}"##)
    }

    @Test func mergingKeepsTheFirstPlaceAndTheLaterDefinition() throws {
        var (merged, _) = try tree(##"{"a": {"$type": "number", "$value": 1}, "b": {"$type": "number", "$value": 2}}"##)
        let (later, _) = try tree(##"{"c": {"$type": "number", "$value": 3}, "a": {"$type": "number", "$value": 4}}"##)
        merged.merge(later)
        #expect(merged.tokens.keys.map(\.description) == ["a", "b", "c"])
        #expect(merged.tokens[TokenPath(dotted: "a")]?.value.number == 4)
    }

    @Test func pathsBuildCompareAndNest() {
        let path = TokenPath(["color", "text", "error"])
        #expect(path == TokenPath(dotted: "color.text.error"))
        #expect(path == TokenPath([]).appending("color").appending("text").appending("error"))
        #expect(path.components == ["color", "text", "error"])
        #expect(path.count == 3 && path.name == "error" && path.description == "color.text.error")
        #expect(AliasResolver.reference(in: "{color.text.error}") == path)
        #expect(AliasResolver.reference(in: "{color.{text}}") == nil)
        #expect(TokenPath(dotted: "color.text").isPrefix(of: path))
        #expect(path.isPrefix(of: path))
        #expect(!TokenPath(dotted: "color.te").isPrefix(of: path))
        #expect(!TokenPath(dotted: "color.text.errors").isPrefix(of: path))
        #expect(TokenPath([]).isPrefix(of: path))
        #expect(TokenPath([]) != TokenPath([""]))
        #expect(TokenPath([]).components.isEmpty && TokenPath([""]).components == [""])
    }

    @Test func aPointerSegmentWithADotNamesNoToken() throws {
        let folder = try PackagePaths.folder(with: ["a.tokens.json": ##"{"a": {"b": {"$type": "number", "$value": 1}}, "x": {"$type": "number", "$ref": "#/a.b/$value"}}"##])
        #expect { try DesignSystemLoader.load(paths: [folder.path]) } throws: { error in
            (error as? DiagnosticsError)?.errors.map(\.message) == [##"token 'x': the $ref "#/a.b/$value" points to nothing in the tokens"##]
        }
    }

    @Test func anAliasSharesTheValueOfItsTargetAndAnInvalidTargetIsReportedOnce() throws {
        let folder = try PackagePaths.folder(with: ["a.tokens.json": ##"""
        {"n": {"$type": "number", "bad": {"$value": "seven"}, "one": {"$value": "{n.bad}"}, "two": {"$value": "{n.one}"}}}
        """##])
        #expect { try DesignSystemLoader.load(paths: [folder.path]) } throws: { error in
            (error as? DiagnosticsError)?.errors.map(\.message) == ["token 'n.bad': the value must be a number, not a string"]
        }
    }
}
