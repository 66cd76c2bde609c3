import Foundation
import TestSupport
import Testing
import TokenModel

/// Every kind of error and warning the reader reports, each with its exact message and
/// location (`file:line:column`, the file relative to the test's folder).
@Suite("Diagnostic catalogue")
struct DiagnosticCatalogTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let files: [String: String]
        var resolver: String?
        var input: [String: String]?
        var mode: ReadingMode = .strict
        /// Each must appear among the run's diagnostics.
        let expected: [String]
        var testDescription: String { name }
    }

    private static let red = ##"{"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}"##
    private static let twoThemes = ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "a.tokens.json"}]}}, "modifiers": {"theme": {"contexts": {"light": [], "dark": []}}}, "resolutionOrder": [{"$ref": "#/sets/s"}, {"$ref": "#/modifiers/theme"}]}"##

    static let cases: [Case] = [
        Case(name: "alias cycle", files: ["a.tokens.json": ##"{"c": {"$type": "color", "a": {"$value": "{c.b}"}, "b": {"$value": "{c.c}"}, "c": {"$value": "{c.a}"}}}"##],
             expected: ["a.tokens.json:1:31: error: token 'c.a' is part of a reference cycle: c.a -> c.b -> c.c -> c.a"]),
        Case(name: "$ref cycle", files: ["a.tokens.json": ##"{"a": {"$type": "number", "$ref": "#/b/$value"}, "b": {"$type": "number", "$ref": "#/a/$value"}}"##],
             expected: ["a.tokens.json:1:7: error: token 'a' is part of a reference cycle: a -> b -> a"]),
        Case(name: "$extends cycle", files: ["a.tokens.json": ##"{"x": {"$extends": "{y}"}, "y": {"$extends": "{x}"}}"##],
             expected: ["a.tokens.json:1:46: error: group 'y' is part of an $extends cycle: x -> y -> x"]),
        Case(name: "$extends of an enclosing group", files: ["a.tokens.json": ##"{"g": {"h": {"$extends": "{g}"}}}"##],
             expected: ["a.tokens.json:1:26: error: group 'g.h' is part of an $extends cycle: g -> g.h -> g"]),
        Case(name: "$extends cycle through subgroups", files: ["a.tokens.json": ##"{"a": {"x": {"$extends": "{b}"}}, "b": {"y": {"$extends": "{a}"}}}"##],
             expected: ["a.tokens.json:1:59: error: group 'b.y' is part of an $extends cycle: a -> a.x -> b -> b.y -> a"]),
        Case(name: "$extends of itself", files: ["a.tokens.json": ##"{"g": {"$extends": "{g}"}}"##],
             expected: ["a.tokens.json:1:20: error: group 'g' is part of an $extends cycle: g -> g"]),
        Case(name: "reference into a group", files: ["a.tokens.json": ##"{"g": {"$type": "color", "r": \##(red)}, "x": {"$type": "color", "$value": "{g}"}}"##],
             expected: [##"a.tokens.json:1:127: error: token 'x' refers to 'g', a group, not a token"##]),
        Case(name: "JSON Pointer to metadata", files: ["a.tokens.json": ##"{"g": {"$type": "color", "$description": "d", "r": \##(red)}, "x": {"$type": "color", "$ref": "#/g/r/$type"}}"##],
             expected: [##"a.tokens.json:1:146: error: token 'x': the $ref "#/g/r/$type" points to '$type' of 'g.r'; a reference names a value: "#/g/r/$value""##]),
        Case(name: "out-of-range color component", files: ["a.tokens.json": ##"{"c": {"$type": "color", "$value": {"colorSpace": "hsl", "components": [360, 50, 50]}}}"##],
             expected: ["a.tokens.json:1:73: error: token 'c': hsl: the hue must be at least 0 and less than 360, not 360"]),
        Case(name: "out-of-gamut color is a warning", files: ["a.tokens.json": ##"{"c": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}}}"##],
             expected: ["a.tokens.json:1:36: warning: token 'c': the display-p3 color lies outside sRGB; it is drawn clipped to #FF0000"]),
        Case(name: "repeated JSON key", files: ["a.tokens.json": ##"{"n": {"$type": "number", "$value": 1, "$value": 2}}"##],
             expected: [##"a.tokens.json:1:40: warning: the key "$value" appears twice in one object; the later value wins"##]),
        Case(name: "repeated YAML key (YAML forbids it)", files: ["a.tokens.yaml": "n:\n  $type: number\n  $value: 1\n  $value: 2\n"],
             expected: [##"a.tokens.yaml:3:3: error: the key "$value" appears twice in one mapping; YAML keys must be unique"##]),
        Case(name: "non-finite YAML number", files: ["a.tokens.yaml": "n:\n  $type: number\n  $value: .nan\n"],
             expected: ["a.tokens.yaml:3:11: error: the number .nan is not finite"]),
        Case(name: "nesting too deep", files: ["a.tokens.json": String(repeating: ##"{"g": "##, count: 300) + "{}" + String(repeating: "}", count: 300)],
             expected: ["a.tokens.json:1:1537: error: nesting deeper than 256 levels"]),
        Case(name: "invalid UTF-8", files: ["a.tokens.json": "{\"a\": \"\u{FFFD}\"}"], expected: []),
        Case(name: "modifier with one context", files: ["a.tokens.json": "{}", "x.resolver.json": ##"{"version": "2025.10", "modifiers": {"m": {"contexts": {"only": []}}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}"##],
             resolver: "x.resolver.json", expected: ["x.resolver.json:1:56: error: modifier 'm' needs at least two contexts, not 1"]),
        Case(name: "modifier referencing a modifier", files: ["x.resolver.json": ##"{"version": "2025.10", "modifiers": {"m": {"contexts": {"a": [{"$ref": "#/modifiers/n"}], "b": []}}, "n": {"contexts": {"a": [], "b": []}}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}"##],
             resolver: "x.resolver.json", expected: ["x.resolver.json:1:72: error: context 'm=a' refers to the modifier 'n'; sources may name sets and files, not modifiers"]),
        Case(name: "cycle between sets", files: ["x.resolver.json": ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "#/sets/b"}]}, "b": {"sources": [{"$ref": "#/sets/a"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##],
             resolver: "x.resolver.json", expected: ["x.resolver.json:1:102: error: sets refer to each other in a cycle: a -> b -> a"]),
        Case(name: "unknown modifier in the input", files: ["a.tokens.json": "{}", "x.resolver.json": twoThemes],
             resolver: "x.resolver.json", input: ["mood": "calm"], expected: ["x.resolver.json:1:1: error: the input names the modifier 'mood', which x.resolver.json does not have (it has theme)"]),
        Case(name: "invalid context in the input", files: ["a.tokens.json": "{}", "x.resolver.json": twoThemes],
             resolver: "x.resolver.json", input: ["theme": "sepia"], expected: ["x.resolver.json:1:104: error: the input gives 'theme' the context 'sepia'; it has light, dark"]),
        Case(name: "missing context in the input", files: ["a.tokens.json": "{}", "x.resolver.json": twoThemes],
             resolver: "x.resolver.json", input: [:], expected: ["x.resolver.json:1:104: error: the input must choose a context for 'theme', which has no default (light, dark)"]),
        Case(name: "per-state value without normal", files: ["a.tokens.json": ##"{"c": {"$type": "color", "r": \##(red)}}"##, "a.styles.yaml": "button:\n  primary:\n    backgroundColor: { highlited: \"{c.r}\", disabled: \"{c.r}\" }\n"],
             expected: ["a.styles.yaml:3:35: error: style 'button.primary', property 'backgroundColor': 'highlited' is not a state (normal, highlighted, disabled, selected); did you mean 'highlighted'?",
                        "a.styles.yaml:3:22: error: style 'button.primary', property 'backgroundColor' needs a 'normal' value; the other states fall back to it"]),
        Case(name: "per-state value where one is taken", files: ["a.tokens.json": ##"{"c": {"$type": "color", "r": \##(red)}}"##, "a.styles.yaml": "label:\n  error:\n    textColor: { normal: \"{c.r}\" }\n"],
             expected: ["a.styles.yaml:3:16: error: style 'label.error', property 'textColor' takes one value, not a value per state"]),
        Case(name: "reference with a suggestion", files: ["a.tokens.json": ##"{"c": {"$type": "color", "red": \##(red), "x": {"$value": "{c.rde}"}}}"##],
             expected: ["a.tokens.json:1:110: error: token 'c.x' refers to 'c.rde', which does not exist; did you mean '{c.red}'?"]),
        Case(name: "$ref to a whole token", files: ["a.tokens.json": ##"{"c": {"$type": "color", "r": \##(red)}, "x": {"$type": "color", "$ref": "#/c/r"}}"##],
             expected: [##"a.tokens.json:1:125: error: token 'x': the $ref "#/c/r" names the whole token 'c.r'; DTCG 2025.10 names its value: "#/c/r/$value" (--compat accepts it)"##]),
        Case(name: "resolver naming itself", files: ["x.resolver.json": ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "x.resolver.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##],
             resolver: "x.resolver.json", expected: ["x.resolver.json:1:60: error: set 's' refers to the resolver itself (x.resolver.json); a source is a token file or #/sets/NAME"]),
        Case(name: "legacy Style Dictionary file", files: ["a.tokens.json": ##"{"c": {"red": {"value": "#ff0000", "type": "color"}}}"##],
             expected: ["a.tokens.json:1:1: error: a.tokens.json is written in Style Dictionary's legacy format (value and type without $), not DTCG 2025.10; convert it with: dscompile convert a.tokens.json --out DIR"]),
        Case(name: "compat counts one warning per kind and file", files: ["a.tokens.json": ##"{"d": {"$type": "dimension", "a": {"$value": "4px"}, "b": {"$value": {"value": 1, "unit": "em"}}}}"##],
             mode: .compat, expected: ["a.tokens.json:1:46: warning: 2 places have dimensions in units other than px and rem, or not written as {value, unit} (--compat); the first is here"]),
    ]

    @Test func anInvalidModifierIsReportedOnce() throws {
        let folder = try PackagePaths.folder(with: ["x.resolver.json": ##"{"version": "2025.10", "modifiers": {"m": {"contexts": {"only": []}}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}"##])
        #expect { try DesignSystemLoader.load(paths: [], resolver: folder.appendingPathComponent("x.resolver.json").path) } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.count == 1
        }
    }

    @Test(arguments: cases)
    func reports(_ testCase: Case) throws {
        let folder = try PackagePaths.folder(with: testCase.files)
        let prefix = folder.path + "/"
        var diagnostics: [Diagnostic]
        do {
            let system = try DesignSystemLoader.load(
                paths: testCase.resolver == nil ? [folder.path] : [], resolver: testCase.resolver.map { prefix + $0 },
                mode: testCase.mode, input: testCase.input)
            diagnostics = system.warnings
        } catch {
            diagnostics = error.diagnostics
        }
        let found = diagnostics.map { $0.description.replacingOccurrences(of: prefix, with: "") }
        for expected in testCase.expected {
            #expect(found.contains(expected), "missing: \(expected)\nfound:\n\(found.joined(separator: "\n"))")
        }
    }

    @Test func invalidUTF8AndHugeFilesAreErrors() throws {
        let folder = try PackagePaths.temporaryDirectory()
        try Data([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]).write(to: folder.appendingPathComponent("bad.tokens.json"))
        #expect { try DesignSystemLoader.load(paths: [folder.appendingPathComponent("bad.tokens.json").path]) } throws: { error in
            (error as? DiagnosticsError)?.errors.map(\.message) == ["the file is not valid UTF-8 (the byte 0xFF at offset 2); save it as UTF-8"]
        }
        // A sparse file: 65 MiB on paper, nothing on disk, never read.
        let huge = folder.appendingPathComponent("huge.tokens.json")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 65 * 1024 * 1024)
        try handle.close()
        #expect { try DesignSystemLoader.load(paths: [huge.path]) } throws: { error in
            (error as? DiagnosticsError)?.errors.map(\.description) == ["\(huge.path):1:1: error: the file is larger than 64 MiB"]
        }
    }
}
