import Foundation
import Testing
import TokenModel

/// Issue #24: a typography `validate` accepts must not trap the renderer. Values no design
/// system can mean are located errors; values the renderer draws clamped are accepted
/// with a located warning naming the bound (``ValueLimits``).
@Suite("Typography bounds")
struct TypographyBoundsTests {
    // MARK: - Fixtures

    /// A token file with one typography `fonts.big` of `fontSize` px, `lineHeight` and
    /// `letterSpacing`, its `$value` on line 2.
    private static func file(fontSize: String, lineHeight: String, letterSpacing: String = #"{ "value": 0, "unit": "px" }"#) -> [String: String] {
        ["t.tokens.json": """
        { "fonts": { "$type": "typography",
          "big": { "$value": { "fontFamily": "Inter", "fontSize": { "value": \(fontSize), "unit": "px" }, "fontWeight": 400,
            "letterSpacing": \(letterSpacing),
            "lineHeight": \(lineHeight) } } } }
        """]
    }

    // MARK: - Clamped, with a warning

    /// The typography of the issue: 1000 px × 1000, a line box of a million points, which
    /// trapped `preview`. It is within every length bound, so it is accepted; the renderer
    /// draws its line 16,384 pt tall, and the reader says so where the token is written.
    @Test func aThousandPixelsTimesAThousandIsAcceptedWithAClampWarning() throws {
        let run = try DiagnosticRun(Self.file(fontSize: "1000", lineHeight: "1000"))
        #expect(run.errors.isEmpty)
        #expect(run.warnings == [
            "t.tokens.json:2:22: warning: token 'fonts.big': the line height 1000000pt is drawn at 16384pt by the renderer "
                + "(previews and snapshots); the generated code keeps the value as written",
        ])
    }

    @Test func aFontPastTheDrawnSizesIsAcceptedWithAClampWarning() throws {
        let run = try DiagnosticRun(Self.file(fontSize: "5000", lineHeight: "1"))
        #expect(run.errors.isEmpty)
        #expect(run.warnings.count == 1)
        #expect(run.warnings.first?.contains("token 'fonts.big': the font size 5000pt is drawn at 4096pt") == true)
    }

    @Test func aLetterSpacingPastTheDrawnOffsetIsAcceptedWithAClampWarning() throws {
        let run = try DiagnosticRun(Self.file(fontSize: "16", lineHeight: "1", letterSpacing: #"{ "value": -20000, "unit": "px" }"#))
        #expect(run.errors.isEmpty)
        #expect(run.warnings.first?.contains("the letter spacing -20000pt is drawn at -10000pt") == true)
    }

    @Test func anOrdinaryTypographyHasNoWarning() throws {
        let run = try DiagnosticRun(Self.file(fontSize: "17", lineHeight: "1.3"))
        #expect(run.lines.isEmpty)
    }

    // MARK: - Refused

    /// A line box past a million pixels is a length no design system means: an error at
    /// the `lineHeight`, though each number alone is within bounds.
    @Test func aLineBoxPastTheLargestLengthIsALocatedError() throws {
        let run = try DiagnosticRun(Self.file(fontSize: "1000", lineHeight: "1001"))
        #expect(run.errors == [
            "t.tokens.json:4:19: error: token 'fonts.big': a typography's line height (fontSize × lineHeight) must be at most 1000000 px, not 1001000 px",
        ])
    }

    /// An `em` letter spacing is taken against the font size, so 2000em on 1000 px is two
    /// million points: refused at `letterSpacing`.
    @Test func anEmLetterSpacingPastTheLargestLengthIsALocatedError() throws {
        let run = try DiagnosticRun(Self.file(fontSize: "1000", lineHeight: "1", letterSpacing: #"{ "value": 2000, "unit": "em" }"#), mode: .compat)
        #expect(run.errors.contains { $0.hasPrefix("t.tokens.json:3:22: error: token 'fonts.big': a typography's letterSpacing must be at most 1000000 px, not 2000000 px") }, "\(run.lines)")
    }

    @Test func theLimitsAreOrdered() {
        #expect(ValueLimits.drawnFontSizes.upperBound * 4 == ValueLimits.largestDrawnLineHeight)
        #expect(ValueLimits.largestDrawnLineHeight < ValueLimits.largestLength)
        #expect(ValueLimits.largestDrawnOffset < ValueLimits.largestLength)
    }
}
