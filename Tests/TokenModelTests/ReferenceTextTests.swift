import Foundation
import TestSupport
import Testing
@testable import TokenModel

/// A resolved alias holds its target's path instead of its `{…}` text (issue 23's build
/// memory), and nothing that reads it can tell.
@Suite("Resolved aliases without their reference text")
struct ReferenceTextTests {
    @Test func anAliasReadsAsWrittenInEveryTheme() throws {
        let folder = try PackagePaths.folder(with: [
            "base.tokens.json": #"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}, "b": {"$value": "{a}"}}"#,
            "light.tokens.json": #"{"c": {"$type": "color", "$value": "{a}"}}"#,
            "dark.tokens.json": #"{"c": {"$type": "color", "$value": "{b}"}}"#,
            "t.resolver.json": #"""
            {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
             "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
            """#,
        ])
        let system = try DesignSystemLoader.load(paths: [folder.path])
        #expect(system.themes.count == 2)
        let light = try #require(system.tokensByTheme[system.defaultTheme])
        let other = try #require(system.tokensByTheme.first { $0.key != system.defaultTheme }?.value)
        let b = try #require(light[TokenPath(dotted: "b")])
        #expect(b.aliasOf == TokenPath(dotted: "a"))
        #expect(b.definition.value.string == "{a}")
        #expect(b.definition.value.location.line == 1)
        let values = Set([light, other].compactMap { $0[TokenPath(dotted: "c")]?.definition.value.string })
        #expect(values == ["{a}", "{b}"])
        // The definition from the shared file stays one definition in both themes.
        #expect(other[TokenPath(dotted: "b")]?.definition.identity == b.definition.identity)
        // Equal to the same definition as read, with its text.
        let read = TokenDefinition(path: b.path, type: nil, value: SourceNode(.string("{a}"), at: b.definition.value.location), location: b.definition.location)
        #expect(b.definition == read)
        #expect(b.definition.hashValue == read.hashValue)
    }
}
