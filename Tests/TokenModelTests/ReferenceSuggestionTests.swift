import Testing
import TokenModel

/// "Did you mean" for references (by edit distance on each name of the path) and for keys.
@Suite("Did you mean")
struct ReferenceSuggestionTests {
    private static let red = ##"{"colorSpace": "srgb", "components": [1, 0, 0]}"##

    @Test func aPathIsMatchedNameByName() {
        let paths = ["color.brand.primary", "color.brand.secondary", "color.text.primary"].map { TokenPath(dotted: $0) }
        #expect(Suggestion.closest(to: TokenPath(dotted: "color.brnd.primary"), among: paths) == TokenPath(dotted: "color.brand.primary"))
        #expect(Suggestion.closest(to: TokenPath(dotted: "color.brand.primay"), among: paths) == TokenPath(dotted: "color.brand.primary"))
        // Another length, or a name nothing like any: no guess.
        #expect(Suggestion.closest(to: TokenPath(dotted: "color.primary"), among: paths) == nil)
        #expect(Suggestion.closest(to: TokenPath(dotted: "color.brand.tertiary"), among: paths) == nil)
    }

    @Test func aNameIsMatchedWithinAFewEdits() {
        #expect(Suggestion.closest(to: "$vlaue", among: ["$value", "$type"]) == "$value")
        #expect(Suggestion.closest(to: "$tpye", among: ["$value", "$type"]) == "$type")
        #expect(Suggestion.closest(to: "resolutonOrder", among: ["sets", "modifiers", "resolutionOrder"]) == "resolutionOrder")
        #expect(Suggestion.closest(to: "colour", among: ["dimension", "number"]) == nil)
    }

    @Test func aMisspeltReferenceSuggestsTheToken() throws {
        let run = try DiagnosticRun(["a.tokens.json": ##"{"color": {"$type": "color", "brand": {"primary": {"$value": \##(Self.red)}}, "x": {"$value": "{color.brnd.primary}"}}}"##])
        #expect(run.lines == [##"a.tokens.json:1:129: error: token 'color.x' refers to 'color.brnd.primary', which does not exist; did you mean '{color.brand.primary}'?"##])
    }

    /// Style Dictionary's references name a token's value: `{color.brand.primary.value}`.
    @Test func aReferenceToATokensValueSuggestsTheToken() throws {
        let run = try DiagnosticRun(["a.tokens.json": ##"{"color": {"$type": "color", "brand": {"primary": {"$value": \##(Self.red)}}, "x": {"$value": "{color.brand.primary.value}"}}}"##])
        #expect(run.lines == [##"a.tokens.json:1:129: error: token 'color.x' refers to 'color.brand.primary.value', which does not exist; a reference names the token, not its value: write '{color.brand.primary}'"##])
    }

    @Test func aMisspeltPointerSuggestsTheToken() throws {
        let run = try DiagnosticRun(["a.tokens.json": ##"{"g": {"$type": "number", "a/b": {"$value": 1}}, "x": {"$type": "number", "$ref": "#/g/a~1c/$value"}, "y": {"$type": "number", "$value": "{x}"}}"##])
        #expect(run.lines == [##"a.tokens.json:1:83: error: token 'x': the $ref "#/g/a~1c/$value" points to nothing in the tokens; did you mean '#/g/a~1b/$value'? (1 token that uses 'x' is left out with it)"##])
    }

    @Test func aMisspeltValueKeyIsNamed() throws {
        let run = try DiagnosticRun(["a.tokens.json": ##"{"n": {"$type": "number", "a": {"$vlaue": 1}}}"##])
        #expect(run.lines == [##"a.tokens.json:1:43: error: group 'n.a' has the unknown property '$vlaue'; did you mean '$value'? (without $value it is read as a group)"##])
    }

    @Test func aMisspeltTypeKeyIsNamed() throws {
        let run = try DiagnosticRun(["a.tokens.json": ##"{"n": {"$type": "number", "a": {"$value": 1, "$tpye": "number"}}}"##])
        #expect(run.lines.count == 1)
        #expect(run.lines.first?.contains("token 'n.a' has the unknown property '$tpye'; did you mean '$type'?") == true, "\(run.lines)")
    }

    @Test func aMisspeltResolverKeyIsNamed() throws {
        let run = try DiagnosticRun([
            "a.tokens.json": "{}",
            "x.resolver.json": ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "a.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}], "resolutonOrder": []}"##,
        ], resolver: "x.resolver.json")
        #expect(run.lines == ["x.resolver.json:1:142: error: the resolver has the unknown property 'resolutonOrder'; did you mean 'resolutionOrder'?"])
    }

    @Test func aMisspeltModifierOrContextInTheInputIsNamed() throws {
        let resolver = ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "a.tokens.json"}]}}, "modifiers": {"theme": {"contexts": {"light": [], "dark": []}, "default": "light"}}, "resolutionOrder": [{"$ref": "#/sets/s"}, {"$ref": "#/modifiers/theme"}]}"##
        let modifier = try DiagnosticRun(["a.tokens.json": "{}", "x.resolver.json": resolver], resolver: "x.resolver.json", input: ["them": "dark"])
        #expect(modifier.lines == ["x.resolver.json:1:1: error: the input names the modifier 'them', which x.resolver.json does not have (it has theme); did you mean 'theme'?"])
        let context = try DiagnosticRun(["a.tokens.json": "{}", "x.resolver.json": resolver], resolver: "x.resolver.json", input: ["theme": "drak"])
        #expect(context.lines.count == 1)
        #expect(context.lines.first?.hasSuffix("the input gives 'theme' the context 'drak'; it has light, dark; did you mean 'dark'?") == true, "\(context.lines)")
    }

    @Test func aMisspeltResolutionOrderReferenceIsNamed() throws {
        let run = try DiagnosticRun([
            "a.tokens.json": "{}",
            "x.resolver.json": ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "a.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/bsae"}]}"##,
        ], resolver: "x.resolver.json")
        #expect(run.errors.contains { $0.hasSuffix("did you mean '#/sets/base'?") }, "\(run.lines)")
    }
}

extension ReferenceSuggestionTests {
    /// Suggestions for many broken references among many tokens: each distinct name is
    /// weighed once per place, so 200 typos among 20,000 tokens stay well under a second's work.
    @Test func manySuggestionsAmongManyTokensAreFound() throws {
        var tokens = ##"{"c": {"$type": "number""##
        for group in 0..<200 {
            tokens += ##", "group\##(group)": {"##
            tokens += (0..<100).map { ##""tok\##($0)": {"$value": \##($0)}"## }.joined(separator: ", ")
            tokens += "}"
        }
        tokens += ##"}, "u": {"$type": "number""##
        for index in 0..<200 { tokens += ##", "x\##(index)": {"$value": "{c.grop\##(index).tok\##(index % 100)}"}"## }
        tokens += "}}"
        let run = try DiagnosticRun(["a.tokens.json": tokens])
        #expect(run.errors.count == 200)
        #expect(run.errors.last?.hasSuffix("refers to 'c.grop199.tok99', which does not exist; did you mean '{c.group199.tok99}'?") == true, "\(run.errors.last ?? "")")
    }
}
