import Foundation
import TestSupport
import Testing
import TokenModel

/// References the resolver decides: to a token in a set or context it does not use, file
/// paths, JSON Pointer escapes, a resolver naming itself, and a `$ref` to a whole token.
@Suite("Resolver references")
struct ResolverReferenceTests {
    private static let red = ##"{"colorSpace": "srgb", "components": [1, 0, 0]}"##

    @Test func aTokenInASetLeftOutOfTheResolutionOrderIsNamed() throws {
        // As a published system's resolver does: a set `typography` that resolutionOrder omits.
        let run = try DiagnosticRun([
            "font.tokens.json": ##"{"font": {"$type": "fontFamily", "design": {"default": {"$value": "Inter"}}}}"##,
            "uses.tokens.json": ##"{"text": {"$type": "fontFamily", "a": {"$value": "{font.design.default}"}, "b": {"$value": "{font.design.default}"}}}"##,
            "x.resolver.json": """
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"$ref": "uses.tokens.json"}]},
                      "typography": {"sources": [{"$ref": "font.tokens.json"}]}},
             "resolutionOrder": [{"$ref": "#/sets/base"}]}
            """,
        ], resolver: "x.resolver.json")
        #expect(run.lines.count == 2, "\(run.lines)")
        #expect(run.lines.first == "uses.tokens.json:1:50: error: token 'text.a' refers to 'font.design.default', which this resolution does not include: "
                    + "it is in the set 'typography' (x.resolver.json:3:25), which resolutionOrder leaves out (--compat accepts it)")
    }

    @Test func aTokenOnlyInAnotherContextIsNamed() throws {
        let run = try DiagnosticRun([
            "base.tokens.json": ##"{"bg": {"$type": "color", "$value": "{night}"}}"##,
            "dark.tokens.json": ##"{"night": {"$type": "color", "$value": \##(Self.red)}}"##,
            "x.resolver.json": """
            {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
             "modifiers": {"theme": {"default": "light", "contexts": {"light": [], "dark": [{"$ref": "dark.tokens.json"}]}}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
            """,
        ], resolver: "x.resolver.json")
        #expect(run.lines == ["base.tokens.json:1:37: error: token 'bg' refers to 'night', which this resolution does not include: "
                    + "it is only in the context 'theme=dark' (x.resolver.json:2:80), and this is theme=light"])
    }

    @Test func anAbsoluteSourcePathIsUsedAsItIs() throws {
        let shared = try PackagePaths.folder(with: ["shared.tokens.json": ##"{"n": {"$type": "number", "$value": 1}}"##])
        let absolute = shared.appendingPathComponent("shared.tokens.json").path
        let folder = try PackagePaths.folder(with: [
            "sub/x.resolver.json": ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "\##(absolute)"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##,
        ])
        let system = try DesignSystemLoader.load(paths: [], resolver: folder.appendingPathComponent("sub/x.resolver.json").path)
        #expect(system.tokensByTheme[system.defaultTheme]?[TokenPath(dotted: "n")] != nil)
    }

    @Test func pointerEscapesAreDecodedInResolverReferences() throws {
        let run = try DiagnosticRun([
            "a.tokens.json": ##"{"n": {"$type": "number", "$value": 1}}"##,
            "x.resolver.json": ##"{"version": "2025.10", "sets": {"a/b~c": {"sources": [{"$ref": "a.tokens.json"}]}, "all": {"sources": [{"$ref": "#/sets/a~1b~0c"}]}}, "resolutionOrder": [{"$ref": "#/sets/all"}]}"##,
        ], resolver: "x.resolver.json")
        #expect(run.lines.isEmpty, "\(run.lines)")
    }

    @Test func pointerEscapesAreDecodedInTokenReferences() throws {
        let run = try DiagnosticRun(["a.tokens.json": ##"{"g": {"$type": "number", "a/b": {"$value": 1}, "c~d": {"$value": 2}}, "x": {"$type": "number", "$ref": "#/g/a~1b/$value"}, "y": {"$type": "number", "$ref": "#/g/c~0d/$value"}}"##])
        #expect(run.lines.isEmpty, "\(run.lines)")
    }

    @Test func aResolverThatNamesItselfSaysSo() throws {
        let run = try DiagnosticRun([
            "x.resolver.json": ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "x.resolver.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##,
        ], resolver: "x.resolver.json")
        #expect(run.lines == ["x.resolver.json:1:60: error: set 's' refers to the resolver itself (x.resolver.json); a source is a token file or #/sets/NAME"])
    }

    private static let wholeTokenReference = ["a.tokens.json": ##"{"colors": {"$type": "color", "blue": {"$value": \##(red)}}, "x": {"$type": "color", "$value": {"$ref": "#/colors/blue"}}}"##]

    @Test func aReferenceToAWholeTokenIsReadUnderCompat() throws {
        let folder = try PackagePaths.folder(with: Self.wholeTokenReference)
        let system = try DesignSystemLoader.load(paths: [folder.path], mode: .compat)
        let tokens = try #require(system.tokensByTheme[system.defaultTheme])
        #expect(tokens[TokenPath(dotted: "x")]?.value == tokens[TokenPath(dotted: "colors.blue")]?.value)
        #expect(system.warnings.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") } == [
            "a.tokens.json:1:135: warning: 1 place has $ref pointers to a whole token rather than its $value, read as its value (--compat); the first is here",
        ])
    }

    @Test func aReferenceToAWholeTokenIsAnErrorInStrictThatNamesCompat() throws {
        let run = try DiagnosticRun(Self.wholeTokenReference)
        #expect(run.lines == [##"a.tokens.json:1:135: error: token 'x': the $ref "#/colors/blue" names the whole token 'colors.blue'; DTCG 2025.10 names its value: "#/colors/blue/$value" (--compat accepts it)"##])
    }
}
