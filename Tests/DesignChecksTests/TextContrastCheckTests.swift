import Foundation
import DesignChecks
import TestSupport
import Testing
import TokenModel

@Suite("TextContrastCheck")
struct TextContrastCheckTests {
    private func system(background: String = "#FFFFFF", styles: String) throws -> ResolvedDesignSystem {
        let folder = try PackagePaths.folder(with: [
            "a.tokens.json": """
                {"colors": {"$type": "color",
                  "background": {"$value": "\(background)"},
                  "grey": {"$value": "#777777"}, "dark": {"$value": "#767676"}, "white": {"$value": "#FFFFFF"}, "orange": {"$value": "#F97316"}, "veil": {"$value": "#0000000A"}},
                 "big": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 24, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}}}
                """,
            "a.styles.yaml": styles,
        ])
        return try DesignSystemLoader.load(paths: [folder.path], mode: .compat)
    }

    @Test func warnsAboutBodyTextBelowAAAndNamesTheStyleTokenAndRatio() throws {
        let system = try system(styles: """
            label:
              faint:
                textColor: "{colors.grey}"
              fine:
                textColor: "{colors.dark}"
              large:
                textColor: "{colors.grey}"
                typography: "{big}"
            """)
        let warnings = TextContrastCheck.warnings(for: system)
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("label style 'faint'"))
        // 4.478 is cut to 4.47, as WebAIM's checker shows it: a failing ratio never reads as 4.50.
        #expect(warning.message.contains("{colors.grey}") && warning.message.contains("4.47:1"))
        #expect(warning.location?.file.hasSuffix("a.styles.yaml") == true && warning.location?.line == 3)
    }

    @Test func aStyleBackgroundIsTheSurfaceAndDisabledStatesAreExempt() throws {
        let system = try system(styles: """
            button:
              primary:
                titleColor: "{colors.white}"
                backgroundColor:
                  normal: "{colors.dark}"
                  highlighted: "{colors.orange}"
                  disabled: "{colors.white}"
            """)
        let findings = TextContrastCheck.findings(in: system, theme: system.themes[0], pageBackground: Color(red: 1, green: 1, blue: 1))
        #expect(findings.map(\.state) == [.normal, .highlighted])
        #expect(findings.map(\.rating) == [.aa, .fail])
        let warnings = TextContrastCheck.warnings(for: system)
        #expect(warnings.count == 1)
        #expect(warnings.first?.description.contains("(highlighted)") == true)
    }

    @Test func thePageBackgroundTokenIsUsedWhenTheStyleHasNone() throws {
        let system = try system(background: "#000000", styles: """
            label:
              light:
                textColor: "{colors.white}"
            """)
        #expect(TextContrastCheck.warnings(for: system).isEmpty)
        let findings = TextContrastCheck.findings(in: system, theme: system.themes[0], pageBackground: Color(red: 0, green: 0, blue: 0))
        #expect(findings.first?.rating == .aaa)
    }

    /// A state only the text names (`selected`) is checked against the surface's `normal`;
    /// a translucent surface is laid over the page first.
    @Test func statesOfTextOrSurfaceAreCheckedAndTranslucentSurfacesComposited() throws {
        let system = try system(styles: """
            button:
              outline:
                titleColor:
                  normal: "{colors.dark}"
                  selected: "{colors.orange}"
                backgroundColor:
                  normal: "{colors.white}"
                  highlighted: "{colors.white}"
            label:
              veiled:
                textColor: "{colors.dark}"
                backgroundColor: "{colors.veil}"
            """)
        let white = Color(red: 1, green: 1, blue: 1)
        let findings = TextContrastCheck.findings(in: system, theme: system.themes[0], pageBackground: white)
        let button = findings.filter { $0.kind == "button" }
        #expect(button.map(\.state) == [.normal, .highlighted, .selected])
        #expect(button.last?.rating == .fail)
        // 4% black over white is #F5F5F5, on which #767676 falls just below AA (4.1:1); taken
        // as opaque black it would have passed (4.6:1).
        let veiled = try #require(findings.first { $0.style == "veiled" })
        #expect(veiled.background.red > 0.95)
        #expect(veiled.ratio > 4 && veiled.ratio < 4.5 && veiled.rating == .fail)
    }
}
