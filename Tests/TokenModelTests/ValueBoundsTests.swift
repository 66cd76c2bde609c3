import Foundation
import Testing
import TokenModel

/// Issue #37: the lists a token file controls are bounded (gradient stops, dash entries,
/// shadow layers), each a located error naming the limit; out-of-range gradient positions
/// and negative durations are never passed on silently; a length too long in rem says so
/// in rem and in the pixels it is.
@Suite("Value bounds")
struct ValueBoundsTests {
    // MARK: - Fixtures

    private static let red = #"{ "colorSpace": "srgb", "components": [1, 0, 0] }"#

    /// A token file whose one token `t.x` of `type` has `value` as its `$value`, on line 2.
    private static func file(_ type: String, _ value: String) -> [String: String] {
        ["t.tokens.json": "{ \"t\": { \"$type\": \"\(type)\",\n  \"x\": { \"$value\": \(value) } } }"]
    }

    private static func gradient(stops: Int, position: (Int) -> String = { "\(Double($0) / 100)" }) -> String {
        "[" + (0..<stops).map { #"{ "color": \#(red), "position": \#(position($0)) }"# }.joined(separator: ", ") + "]"
    }

    private static func dashes(_ count: Int) -> String {
        let dashes = Array(repeating: #"{ "value": 2, "unit": "px" }"#, count: count).joined(separator: ", ")
        return #"{ "dashArray": [\#(dashes)], "lineCap": "round" }"#
    }

    private static func shadow(layers: Int) -> String {
        let layer = #"{ "color": \#(red), "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 1, "unit": "px" }, "#
            + #""blur": { "value": 2, "unit": "px" }, "spread": { "value": 0, "unit": "px" } }"#
        return "[" + Array(repeating: layer, count: layers).joined(separator: ", ") + "]"
    }

    private static func duration(_ value: String) -> String { #"{ "value": \#(value), "unit": "ms" }"# }

    // MARK: - Lists

    @Test func aGradientOfTheLargestStopCountIsAccepted() throws {
        let run = try DiagnosticRun(Self.file("gradient", Self.gradient(stops: ValueLimits.largestGradientStopCount)))
        #expect(run.lines.isEmpty, "\(run.lines)")
    }

    @Test func aGradientOfAThousandStopsIsALocatedError() throws {
        let run = try DiagnosticRun(Self.file("gradient", Self.gradient(stops: 1000, position: { _ in "0.5" })))
        #expect(run.errors == ["t.tokens.json:2:20: error: token 't.x': a gradient may have at most 64 stops, not 1000 (dscompile's limit, far above what design systems use)"])
    }

    @Test func aDashArrayOfTheLargestCountIsAccepted() throws {
        let run = try DiagnosticRun(Self.file("strokeStyle", Self.dashes(ValueLimits.largestDashCount)))
        #expect(run.lines.isEmpty, "\(run.lines)")
    }

    @Test func aDashArrayOfTenThousandEntriesIsALocatedError() throws {
        let run = try DiagnosticRun(Self.file("strokeStyle", Self.dashes(10_000)))
        #expect(run.errors == ["t.tokens.json:2:35: error: token 't.x': a stroke style's 'dashArray' may have at most 64 entries, not 10000 (dscompile's limit, far above what design systems use)"])
    }

    /// The border's style is the same stroke style, so its dashes are bounded alike.
    @Test func aBordersDashArrayIsBoundedToo() throws {
        let border = #"{ "color": \#(Self.red), "width": { "value": 1, "unit": "px" }, "style": \#(Self.dashes(65)) }"#
        let run = try DiagnosticRun(Self.file("border", border))
        #expect(run.errors.count == 1)
        #expect(run.errors.first?.contains("a stroke style's 'dashArray' may have at most 64 entries, not 65") == true, "\(run.lines)")
    }

    @Test func aShadowOfTheLargestLayerCountIsAccepted() throws {
        let run = try DiagnosticRun(Self.file("shadow", Self.shadow(layers: ValueLimits.largestShadowLayerCount)))
        #expect(run.lines.isEmpty, "\(run.lines)")
    }

    @Test func aShadowOfAThousandLayersIsALocatedError() throws {
        let run = try DiagnosticRun(Self.file("shadow", Self.shadow(layers: 1000)))
        #expect(run.errors == ["t.tokens.json:2:20: error: token 't.x': a shadow may have at most 16 layers, not 1000 (dscompile's limit, far above what design systems use)"])
    }

    /// A style's shadow is a shadow token's value (or refers to one), so a style cannot
    /// bring a 1,000-layer shadow to `preview` either: the token is refused where it is.
    @Test func aStyleCannotReachAThousandLayerShadow() throws {
        var files = Self.file("shadow", Self.shadow(layers: 1000))
        files["a.styles.yaml"] = "view:\n  deep:\n    shadow: \"{t.x}\"\n"
        let run = try DiagnosticRun(files)
        #expect(run.errors.contains { $0.hasPrefix("t.tokens.json:2:20: error: token 't.x': a shadow may have at most 16 layers, not 1000") }, "\(run.lines)")
    }

    // MARK: - Nothing silent

    /// DTCG 2025.10 reads a position outside [0, 1] as if clamped: accepted, with a warning
    /// at the position that quotes it as written and says what it is read as.
    @Test func aGradientPositionOutsideZeroToOneIsAWarningQuotingIt() throws {
        let value = #"[{ "color": \#(Self.red), "position": -0.25 }, { "color": \#(Self.red), "position": 1.5 }]"#
        let run = try DiagnosticRun(Self.file("gradient", value))
        #expect(run.errors.isEmpty, "\(run.lines)")
        #expect(run.warnings.count == 2)
        #expect(run.warnings.first?.hasSuffix("warning: token 't.x': the gradient stop position -0.25 lies outside 0…1; it is read as 0, as DTCG clamps it") == true, "\(run.lines)")
        #expect(run.warnings.last?.contains("the gradient stop position 1.5 lies outside 0…1; it is read as 1, as DTCG clamps it") == true, "\(run.lines)")
    }

    @Test func aNegativeDurationIsALocatedError() throws {
        let run = try DiagnosticRun(Self.file("duration", Self.duration("-5")))
        #expect(run.errors == ["t.tokens.json:2:20: error: token 't.x': a duration is a length of time and must not be negative, not -5ms"])
    }

    @Test func aTransitionsNegativeDelayIsALocatedError() throws {
        let transition = #"{ "duration": \#(Self.duration("200")), "delay": \#(Self.duration("-100")), "timingFunction": [0, 0, 1, 1] }"#
        let run = try DiagnosticRun(Self.file("transition", transition))
        #expect(run.errors.count == 1)
        #expect(run.errors.first?.contains("a duration is a length of time and must not be negative, not -100ms") == true, "\(run.lines)")
    }

    @Test func aZeroDurationIsAccepted() throws {
        let run = try DiagnosticRun(Self.file("duration", Self.duration("0")))
        #expect(run.lines.isEmpty, "\(run.lines)")
    }

    // MARK: - Messages

    /// `-1e6rem` is sixteen million pixels the other way: the message names the range both
    /// ways, the limit in rem and what was written in rem and in px.
    @Test func aLengthTooLongInRemIsNamedInRemAndPixels() throws {
        let run = try DiagnosticRun(Self.file("dimension", #"{ "value": -1e6, "unit": "rem" }"#))
        #expect(run.errors == [
            "t.tokens.json:2:20: error: token 't.x': a dimension must be from -1000000 to 1000000 px (62500 rem either way, at 16 px per rem), "
                + "not -1000000rem, which is -16000000 px",
        ])
    }

    @Test func aNegativeLengthTooLongInPixelsNamesTheRangeBothWays() throws {
        let run = try DiagnosticRun(Self.file("dimension", #"{ "value": -2000000, "unit": "px" }"#))
        #expect(run.errors == ["t.tokens.json:2:20: error: token 't.x': a dimension must be from -1000000 to 1000000 px, not -2000000px"])
    }
}
