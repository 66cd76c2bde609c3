import Foundation
import TestSupport
import Testing
import TokenModel

/// What `--compat` reads besides DTCG 2025.10, converted right and never silently: `em`
/// against a typography's own font size, em/vw/vh kept where they have no point size,
/// string and object forms alike, duration strings, shadows without spread; and a `hex`
/// that disagrees with the components.
@Suite("Compat conversions")
struct CompatConversionTests {
    // MARK: - Helpers

    private func load(_ tokens: String, mode: ReadingMode = .compat) throws -> ResolvedDesignSystem {
        try DesignSystemLoader.load(paths: [try PackagePaths.folder(with: ["a.tokens.json": tokens]).path], mode: mode)
    }

    private func errors(_ tokens: String, mode: ReadingMode = .compat) throws -> [String] {
        do {
            _ = try load(tokens, mode: mode)
            return []
        } catch let error as DiagnosticsError {
            return error.errors.map(\.message)
        }
    }

    private func value(_ path: String, in system: ResolvedDesignSystem) -> TokenValue? {
        system.defaultTokens[TokenPath(path.split(separator: ".").map(String.init))]?.value
    }

    private static func typography(size: String, spacing: String, lineHeight: String = "1.5") -> String {
        #"{"t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": \#(size), "fontWeight": 400, "letterSpacing": \#(spacing), "lineHeight": \#(lineHeight)}}}"#
    }

    // MARK: - em in a typography

    @Test func emLetterSpacingConvertsAgainstTheTypographysOwnFontSize() throws {
        let system = try load(Self.typography(size: #"{"value": 20, "unit": "px"}"#, spacing: #"{"value": 0.05, "unit": "em"}"#))
        let typography = try #require(value("t", in: system)?.typography)
        #expect(typography.letterSpacing == 1.0) // 0.05em × 20px, not × 16px (0.8)
        #expect(typography.fontSize == 20)
        #expect(typography.authoredLetterSpacing == Dimension(0.05, .em))
        #expect(typography.authoredFontSize == Dimension(20, .px))
    }

    @Test func emOnARemFontSizeConvertsAgainstItsPoints() throws {
        let system = try load(Self.typography(size: #"{"value": 1.25, "unit": "rem"}"#, spacing: #""-0.02em""#))
        let typography = try #require(value("t", in: system)?.typography)
        #expect(typography.fontSize == 20) // 1.25rem × 16px
        #expect(abs(typography.letterSpacing - -0.4) < 1e-12) // -0.02em × 20px
        #expect(typography.authoredFontSize == Dimension(1.25, .rem))
        #expect(typography.authoredLetterSpacing == Dimension(-0.02, .em))
    }

    @Test func aLineHeightGivenAsALengthIsAMultipleOfTheFontSize() throws {
        let inEm = try load(Self.typography(size: #"{"value": 20, "unit": "px"}"#, spacing: #"{"value": 0, "unit": "px"}"#,
                                            lineHeight: #"{"value": 1.4, "unit": "em"}"#))
        #expect(value("t", in: inEm)?.typography?.lineHeight == 1.4) // 1.4em is 1.4 font sizes, whatever the size
        let inPixels = try load(Self.typography(size: #"{"value": 16, "unit": "px"}"#, spacing: #"{"value": 0, "unit": "px"}"#,
                                                lineHeight: #"{"value": 24, "unit": "px"}"#))
        #expect(value("t", in: inPixels)?.typography?.lineHeight == 1.5) // 24px / 16px
    }

    @Test func anEmFontSizeIsTakenAgainstTheRootSizeWithAWarningNamingTheToken() throws {
        let system = try load(Self.typography(size: #"{"value": 0.875, "unit": "em"}"#, spacing: #"{"value": 0.1, "unit": "em"}"#))
        let typography = try #require(value("t", in: system)?.typography)
        #expect(typography.fontSize == 14) // 0.875 × 16px root
        #expect(abs(typography.letterSpacing - 1.4) < 1e-12) // 0.1em × 14px
        #expect(typography.authoredFontSize == Dimension(0.875, .em))
        #expect(system.warnings.contains { $0.message.hasPrefix("token 't': a typography's fontSize 0.875em is relative to the font size of the text around it") })
    }

    @Test func aViewportUnitInATypographyIsAnErrorNamingTheToken() throws {
        let found = try errors(Self.typography(size: #"{"value": 16, "unit": "px"}"#, spacing: #"{"value": 1, "unit": "vw"}"#))
        #expect(found == ["token 't': a typography's letterSpacing in vw has no size in points"])
        let size = try errors(Self.typography(size: #"{"value": 2, "unit": "vh"}"#, spacing: #"{"value": 0, "unit": "px"}"#))
        #expect(size == ["token 't': a typography's fontSize must be in px or rem: 2vh has no size in points"])
    }

    // MARK: - Lengths on their own

    @Test func viewportUnitsAreKeptAsWrittenWithNoPointSize() throws {
        let system = try load("""
            {"d": {"$type": "dimension", "vw": {"$value": {"value": 2, "unit": "vw"}}, "vh": {"$value": "10vh"}}}
            """)
        #expect(value("d.vw", in: system)?.dimension == Dimension(2, .vw))
        #expect(value("d.vh", in: system)?.dimension == Dimension(10, .vh))
        // No point size: not 2 × 3.9, not 10 × 8.44.
        for path in ["d.vw", "d.vh"] {
            let dimension = try #require(value(path, in: system)?.dimension)
            #expect(!dimension.hasPointSize)
            #expect(dimension.points().isNaN)
        }
        #expect(!system.warnings.contains { $0.message.contains("relative to the font size") })
    }

    /// An em on its own has only the root font size to refer to, as at the root of a CSS
    /// document: kept in em, taken against 16px in points, with a warning naming the token.
    @Test func anEmOnItsOwnIsKeptAndTakenAgainstTheRootSizeWithAWarning() throws {
        let system = try load("""
            {"d": {"$type": "dimension", "em": {"$value": {"value": 0.9285, "unit": "em"}}},
             "b": {"$type": "border", "$value": {"color": "#000000", "width": "0.125em", "style": "solid"}}}
            """)
        let em = try #require(value("d.em", in: system)?.dimension)
        #expect(em == Dimension(0.9285, .em))
        #expect(em.hasPointSize)
        #expect(abs(em.points() - 14.856) < 1e-9) // 0.9285 × 16px
        guard case .border(let border)? = value("b", in: system) else {
            Issue.record("b is not a border")
            return
        }
        #expect(border.width.points() == 2) // 0.125 × 16px
        let warnings = system.warnings.map(\.message).filter { $0.contains("relative to the font size") }
        #expect(warnings == [
            "token 'd.em': 0.9285em is relative to the font size of the text around it, which a token cannot know; CSS and JSON keep 0.9285em, Swift and the renderer take it against the root size 16px: 14.856pt (--compat)",
            "token 'b': 0.125em is relative to the font size of the text around it, which a token cannot know; CSS and JSON keep 0.125em, Swift and the renderer take it against the root size 16px: 2pt (--compat)",
        ])
    }

    @Test func stringAndObjectFormsGiveTheSameLength() throws {
        let system = try load("""
            {"d": {"$type": "dimension", "string": {"$value": "1.5rem"}, "object": {"$value": {"value": 1.5, "unit": "rem"}},
                   "pixels": {"$value": "16px"}, "bare": {"$value": 16}}}
            """)
        #expect(value("d.string", in: system)?.dimension == Dimension(1.5, .rem)) // not 24px
        #expect(value("d.string", in: system) == value("d.object", in: system))
        #expect(value("d.pixels", in: system)?.dimension == Dimension(16, .px))
        #expect(value("d.bare", in: system)?.dimension == Dimension(16, .px))
    }

    @Test func strictRefusesEmAndStrings() throws {
        let found = try errors(#"{"d": {"$type": "dimension", "em": {"$value": {"value": 1, "unit": "em"}}, "s": {"$value": "1rem"}}}"#, mode: .strict)
        #expect(found == [
            "token 'd.em': a dimension must be {value, unit} in px or rem, not the unit \"em\" (--compat accepts it)",
            "token 'd.s': a dimension must be {value, unit} in px or rem, not the string \"1rem\" (--compat accepts it)",
        ])
    }

    // MARK: - Durations and shadows

    @Test func durationStringsAreReadUnderCompatWithOneWarning() throws {
        let system = try load(#"{"m": {"$type": "duration", "fast": {"$value": "100ms"}, "slow": {"$value": "0.1s"}}}"#)
        #expect(value("m.fast", in: system)?.duration == TokenDuration(100, .ms))
        #expect(value("m.slow", in: system)?.duration == TokenDuration(0.1, .s))
        #expect(value("m.fast", in: system)?.duration?.seconds == 0.1) // 100 / 1000
        let warnings = system.warnings.filter { $0.message.contains(Deviation.durationString.summary) }
        #expect(warnings.map(\.message) == ["2 places have durations written as strings, not {value, unit} (--compat); the first is here"])
        let strict = try errors(#"{"m": {"$type": "duration", "$value": "100ms"}}"#, mode: .strict)
        #expect(strict == ["token 'm': a duration must be {value, unit} in ms or s, not the string \"100ms\" (--compat accepts it)"])
    }

    @Test func aShadowWithoutSpreadHasASpreadOf0UnderCompat() throws {
        let shadow = #"{"s": {"$type": "shadow", "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}}}}"#
        let system = try load(shadow)
        guard case .shadow(let shadows)? = value("s", in: system) else { Issue.record("no shadow"); return }
        #expect(shadows.map(\.spread) == [Dimension(0)])
        #expect(shadows.map(\.blur) == [Dimension(4)])
        #expect(system.warnings.contains { $0.message.contains(Deviation.shadowWithoutSpread.summary) })
        #expect(try errors(shadow, mode: .strict) == ["token 's': a shadow value needs 'spread' (--compat accepts it)"])
    }

    // MARK: - hex and components

    private static func color(_ components: String, hex: String) -> String {
        #"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": \#(components), "hex": "\#(hex)"}}}"#
    }

    @Test func aHexThatDisagreesWithTheComponentsIsAWarningNamingBothAndTheComponentsWin() throws {
        let system = try load(Self.color("[1, 0, 0]", hex: "#00ff00"))
        #expect(value("c", in: system)?.color?.hexString == "#FF0000") // the components, red
        let warning = try #require(system.warnings.first { $0.message.hasPrefix("token 'c': 'hex'") })
        #expect(warning.message == "token 'c': 'hex' #00ff00 disagrees with 'components' [1, 0, 0], which are #FF0000; the components win, as DTCG makes hex only a fallback")
        // At the hex, where the edit was made.
        #expect(warning.location?.line == 1 && warning.location?.column == 91)
        let strict = try errors(Self.color("[1, 0, 0]", hex: "#00ff00"), mode: .strict)
        #expect(strict == ["token 'c': 'hex' #00ff00 disagrees with 'components' [1, 0, 0], which are #FF0000; the components win, as DTCG makes hex only a fallback (--compat accepts it)"])
    }

    @Test(arguments: ["#808080", "#7f7f7f", "#7F7F7F"])
    func aHexThatAgreesWithinRoundingIsNoWarning(_ hex: String) throws {
        // 0.5 × 255 = 127.5: tools write 0x7f or 0x80.
        let system = try load(Self.color("[0.5, 0.5, 0.5]", hex: hex), mode: .strict)
        #expect(system.warnings.isEmpty)
    }
}
