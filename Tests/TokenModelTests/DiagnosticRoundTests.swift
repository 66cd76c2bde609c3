import Foundation
import Testing
import TokenModel

/// Every problem in one run, each cause once: a broken reference is one error, with the
/// tokens and styles that only follow from it folded into its line.
@Suite("Diagnostics in one round")
struct DiagnosticRoundTests {
    private static let red = ##"{"colorSpace": "srgb", "components": [1, 0, 0]}"##
    private static let twoThemes = ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "a.tokens.json"}]}}, "modifiers": {"theme": {"contexts": {"light": [], "dark": []}}}, "resolutionOrder": [{"$ref": "#/sets/s"}, {"$ref": "#/modifiers/theme"}]}"##

    @Test func aReferenceTypoIsOneErrorWithTheTokensAndStylesThatUseItFolded() throws {
        let run = try DiagnosticRun([
            "a.tokens.json": ##"""
            {"color": {"$type": "color",
              "brand": {"primary": {"$value": \##(Self.red)}},
              "button": {"$value": "{color.brnd.primary}"},
              "buttonHover": {"$value": "{color.button}"}}}
            """##,
            "a.styles.yaml": "button:\n  primary:\n    backgroundColor: { normal: \"{color.button}\", highlighted: \"{color.buttonHover}\" }\n",
            "x.resolver.json": Self.twoThemes,
        ], resolver: "x.resolver.json")
        // Before: the reference, 'does not exist' for both states, a false "needs a 'normal'
        // value", and the same again for the dark theme.
        #expect(run.lines == [
            "a.tokens.json:3:24: error: token 'color.button' refers to 'color.brnd.primary', which does not exist; "
                + "did you mean '{color.brand.primary}'? (1 token that uses 'color.button' is left out with it)",
        ])
    }

    @Test func aStateWhoseReferenceIsWrongIsNotAlsoMissing() throws {
        let run = try DiagnosticRun([
            "a.tokens.json": ##"{"c": {"$type": "color", "r": {"$value": \##(Self.red)}}}"##,
            "a.styles.yaml": "button:\n  primary:\n    backgroundColor: { normal: \"{c.rd}\", highlighted: \"{c.r}\" }\n",
        ])
        #expect(run.lines == [
            "a.styles.yaml:3:32: error: style 'button.primary', property 'backgroundColor', state 'normal' refers to 'c.rd', which does not exist; did you mean '{c.r}'?",
        ])
    }

    @Test func aCompositeWithABrokenReferenceHasItsOtherMembersChecked() throws {
        let run = try DiagnosticRun(["a.tokens.json": ##"""
            {"type": {"$type": "typography", "body": {"$value": {
              "fontFamily": "{font.missing}", "fontSize": {"value": 1, "unit": "em"},
              "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}}}}
            """##])
        // Both causes in one run; no "needs 'fontFamily'" about the member left out.
        #expect(run.errors.count == 2, "\(run.lines)")
        #expect(run.errors.contains { $0.contains("refers to 'font.missing', which does not exist") }, "\(run.lines)")
        #expect(run.errors.contains { $0.contains("not the unit \"em\" (--compat accepts it)") })
    }

    @Test func everyBrokenReferenceOfACompositeIsReported() throws {
        let run = try DiagnosticRun(["a.tokens.json": ##"""
            {"b": {"$type": "border", "x": {"$value": {"color": "{c.none}", "width": "{d.none}", "style": "solid"}}}}
            """##])
        #expect(run.errors.count == 2, "\(run.lines)")
    }

    @Test func aFileThatCannotBeReadFoldsTheReferencesIntoIt() throws {
        var base = ##"{"base": {"$type": "dimension""##
        var uses = ##"{"use": {"$type": "dimension""##
        for index in 0..<200 {
            base += ##", "s\##(index)": {"$value": {"value": \##(index), "unit": "px"}}"##
            uses += ##", "u\##(index)": {"$value": "{base.s\##(index)}"}"##
        }
        let run = try DiagnosticRun(["base.tokens.json": base + ", }}", "use.tokens.json": uses + "}}"])
        // The syntax error, and one line for the 200 references that may point into the file.
        #expect(run.lines.count == 2, "\(run.lines.prefix(5))")
        #expect(run.lines.last == "use.tokens.json:1:49: error: 200 references name tokens that do not exist, not reported one by one: "
                    + "they may be in base.tokens.json, which could not be read; the first is here")
    }

    @Test func aMissingTokenFileFoldsTheReferencesIntoIt() throws {
        let run = try DiagnosticRun([
            "a.tokens.json": ##"{"n": {"$type": "number", "a": {"$value": "{m.a}"}, "b": {"$value": "{m.b}"}, "c": {"$ref": "#/m/c/$value"}}}"##,
            "x.resolver.json": ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "gone.tokens.json"}, {"$ref": "a.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##,
        ], resolver: "x.resolver.json")
        #expect(run.lines.count == 2, "\(run.lines)")
        #expect(run.lines[0].hasSuffix("error: the token file gone.tokens.json does not exist"))
        #expect(run.lines[1].contains("3 references name tokens that do not exist, not reported one by one: they may be in gone.tokens.json"))
    }

    @Test func resolverErrorsDoNotStopTheTokensFromBeingChecked() throws {
        let run = try DiagnosticRun([
            "a.tokens.json": ##"{"n": {"$type": "number", "a": {"$value": "one"}}}"##,
            "x.resolver.json": ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "a.tokens.json"}], "extra": 1}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##,
        ], resolver: "x.resolver.json")
        #expect(run.errors.count == 2, "\(run.lines)")
        #expect(run.errors.contains { $0.contains("set 's' has the unknown property 'extra'") })
        #expect(run.errors.contains { $0.hasPrefix("a.tokens.json") })
    }

    @Test func aResolverWithoutResolutionOrderStillChecksItsSets() throws {
        let run = try DiagnosticRun([
            "a.tokens.json": ##"{"n": {"$type": "number", "a": {"$value": "one"}}}"##,
            "x.resolver.json": ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "a.tokens.json"}]}}}"##,
        ], resolver: "x.resolver.json")
        #expect(run.errors.count == 2, "\(run.lines)")
        #expect(run.errors.contains { $0.contains("a resolver needs \"resolutionOrder\"") })
        #expect(run.errors.contains { $0.hasPrefix("a.tokens.json") })
    }

    @Test func anInputWithErrorsStillChecksTheTokens() throws {
        let run = try DiagnosticRun([
            "a.tokens.json": ##"{"n": {"$type": "number", "a": {"$value": "one"}}}"##,
            "x.resolver.json": Self.twoThemes,
        ], resolver: "x.resolver.json", input: ["theme": "drak"])
        #expect(run.errors.count == 2, "\(run.lines)")
        #expect(run.errors.contains { $0.contains("the input gives 'theme' the context 'drak'; it has light, dark; did you mean 'dark'?") })
        #expect(run.errors.contains { $0.hasPrefix("a.tokens.json") })
    }

    @Test func aPathThatDoesNotExistIsOneError() throws {
        let run = try DiagnosticRun([:], paths: ["nope"])
        #expect(run.lines.count == 1, "\(run.lines)")
        #expect(run.lines.first?.hasPrefix("dscompile: error: no such file or folder: ") == true)
    }

    @Test func strictDeviationsEndWithOneNoteAboutThePlugin() throws {
        let run = try DiagnosticRun(["a.tokens.json": ##"{"c": {"$type": "color", "x": {"$value": "#ff0000"}, "y": {"$value": "#00ff00"}}}"##])
        let diagnostics = run.errors.map { Diagnostic.error($0, at: nil) }
        #expect(run.errors.count == 2)
        #expect(run.errors.allSatisfy { $0.hasSuffix(DiagnosticLog.compatHint) && !$0.contains("designtokens.json") })
        #expect(DiagnosticLog.needsCompatNote(diagnostics))
        #expect(DiagnosticLog.compatNote.contains(#""mode": "compat""#) && DiagnosticLog.compatNote.contains("designtokens.json"))
        #expect(!DiagnosticLog.needsCompatNote([.error("token 'x' refers to 'y', which does not exist", at: nil)]))
    }
}
