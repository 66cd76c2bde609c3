import Foundation
import TestSupport
import Testing
import TokenModel

/// `--compat` infers the `$type` of a token that has none when its value's shape leaves one
/// answer, with one warning per file; it never guesses between two; `--strict` keeps the
/// error and says what `--compat` would read.
@Suite("Type inference")
struct TypeInferenceTests {
    // MARK: - Fixtures

    private static func color(_ red: Double, _ green: Double, _ blue: Double) -> String {
        #"{"$value": {"colorSpace": "srgb", "components": [\#(red), \#(green), \#(blue)]}}"#
    }

    /// One untyped token of every kind whose shape leaves one answer.
    private static let everyKind = """
        {"color": \(color(1, 0, 0)),
         "size": {"$value": {"value": 1.5, "unit": "rem"}},
         "wide": {"$value": {"value": 2, "unit": "vw"}},
         "fast": {"$value": {"value": 100, "unit": "ms"}},
         "body": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}},
         "ease": {"$value": [0.42, 0, 0.58, 1]},
         "lift": {"$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}},
         "lifts": {"$value": [{"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}]},
         "edge": {"$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 1]}, "width": {"value": 1, "unit": "px"}, "style": "solid"}},
         "fade": {"$value": [{"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "position": 0}, {"color": {"colorSpace": "srgb", "components": [1, 1, 1]}, "position": 1}]},
         "move": {"$value": {"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}},
         "dash": {"$value": {"dashArray": [{"value": 2, "unit": "px"}], "lineCap": "round"}}}
        """

    private func load(_ files: [String: String], mode: ReadingMode) throws -> ResolvedDesignSystem {
        try DesignSystemLoader.load(paths: [try PackagePaths.folder(with: files).path], mode: mode)
    }

    /// The messages of the errors loading `files` reports.
    private func errors(_ files: [String: String], mode: ReadingMode) throws -> [String] {
        do {
            _ = try load(files, mode: mode)
            return []
        } catch let error as DiagnosticsError {
            return error.errors.map(\.message)
        }
    }

    private static let inferenceSummary = Deviation.inferredType.summary

    // MARK: - Tests

    @Test func compatInfersEveryKindWhoseShapeLeavesOneAnswer() throws {
        let system = try load(["a.tokens.json": Self.everyKind], mode: .compat)
        let types = system.defaultTokens.map { ($0.key.description, $0.value.type) }
        #expect(Dictionary(uniqueKeysWithValues: types) == [
            "color": .color, "size": .dimension, "wide": .dimension, "fast": .duration, "body": .typography,
            "ease": .cubicBezier, "lift": .shadow, "lifts": .shadow, "edge": .border, "fade": .gradient,
            "move": .transition, "dash": .strokeStyle,
        ])
        // The values are read as their types': 1.5rem is 24 points at the 16 px root size.
        #expect(system.defaultTokens[TokenPath(["size"])]?.value.dimension == Dimension(1.5, .rem))
        #expect(system.defaultTokens[TokenPath(["size"])]?.value.dimension?.points() == 24) // 1.5 × 16
        #expect(system.defaultTokens[TokenPath(["fast"])]?.value.duration?.seconds == 0.1) // 100 ms
        #expect(system.defaultTokens[TokenPath(["color"])]?.value.color?.hexString == "#FF0000")
    }

    @Test func oneWarningPerFileCountsEveryInferredToken() throws {
        // 17 untyped colors, as the published system of issue 23 writes them, over two files.
        let colors = (0..<17).map { "\"c\($0)\": \(Self.color(Double($0) / 16, 0, 0))" }
        let files = [
            "a.tokens.json": "{\"a\": {" + colors.prefix(10).joined(separator: ", ") + "}}",
            "b.tokens.json": "{\"b\": {" + colors.dropFirst(10).joined(separator: ", ") + "}}",
        ]
        let system = try load(files, mode: .compat)
        #expect(system.defaultTokens.values.filter { $0.type == .color }.count == 17)
        let warnings = system.warnings.filter { $0.message.contains(Self.inferenceSummary) }
        #expect(warnings.count == 2)
        #expect(warnings.contains { $0.location?.file.hasSuffix("a.tokens.json") == true && $0.message.hasPrefix("10 places have") })
        #expect(warnings.contains { $0.location?.file.hasSuffix("b.tokens.json") == true && $0.message.hasPrefix("7 places have") })
    }

    @Test func anAliasOfAnInferredTokenHasItsValue() throws {
        let system = try load(["a.tokens.json": #"{"red": \#(Self.color(1, 0, 0)), "danger": {"$value": "{red}"}}"#], mode: .compat)
        #expect(system.defaultTokens[TokenPath(["danger"])]?.value == system.defaultTokens[TokenPath(["red"])]?.value)
    }

    @Test(arguments: [
        #"{"$value": 4}"#,                                                // a dimension or a number
        #"{"$value": "Inter"}"#,                                          // a font family, a string, …
        #"{"$value": {"value": 4, "unit": "furlong"}}"#,                  // no unit of any type
        #"{"$value": {"colorSpace": "srgb", "components": [1, 0, 0], "shade": 1}}"#, // a member no color has
        #"{"$value": [1, 2, 3]}"#,                                        // three numbers are no curve
        #"{"$value": true}"#,
    ])
    func anAmbiguousOrUnknownShapeIsLeftOutWithAWarning(_ token: String) throws {
        // Never guessed: strict reports it, --compat leaves the one token out and says so.
        let found = try errors(["a.tokens.json": "{\"t\": \(token)}"], mode: .strict)
        #expect(found == ["token 't' has no $type, and neither has any group around it"])
        let system = try load(["a.tokens.json": "{\"t\": \(token), \"kept\": \(Self.color(1, 0, 0))}"], mode: .compat)
        #expect(system.defaultTokens[TokenPath(["t"])] == nil)
        #expect(system.warnings.contains { $0.message.hasPrefix("token 't' left out (--compat): it has no $type") && $0.location?.line == 1 })
    }

    @Test func strictKeepsTheErrorAndSaysWhatCompatWouldRead() throws {
        let found = try errors(["a.tokens.json": "{\"t\": \(Self.color(1, 0, 0))}"], mode: .strict)
        #expect(found == ["token 't' has no $type, and neither has any group around it; its value fits one type only, color, as which --compat reads it (--compat accepts it)"])
    }

    @Test func shapesAloneGiveTheirOneType() {
        func shape(_ value: SourceNode.Value) -> TokenType? {
            TypeInference.shapeType(of: SourceNode(value, at: SourceLocation(file: "a", line: 1, column: 1)))
        }
        func number(_ value: Double) -> SourceNode { SourceNode(.number(value), at: SourceLocation(file: "a", line: 1, column: 1)) }
        func text(_ value: String) -> SourceNode { SourceNode(.string(value), at: SourceLocation(file: "a", line: 1, column: 1)) }
        #expect(shape(.array([number(0), number(0), number(1), number(1)])) == .cubicBezier)
        #expect(shape(.object(["value": number(0.2), "unit": text("s")])) == .duration)
        #expect(shape(.object(["value": number(0.05), "unit": text("em")])) == .dimension)
        #expect(shape(.number(1)) == nil)
        // Issue 35: Style Dictionary's untyped CSS text of one type only (Kong's "8px").
        #expect(shape(.string("#ff0000")) == .color)
        #expect(shape(.string("8px")) == .dimension)
        #expect(shape(.string("100ms")) == .duration)
        #expect(shape(.string("50%")) == nil)
        #expect(shape(.string("normal")) == nil)
        #expect(shape(.array([])) == nil)
    }
}
