import DesignChecks
import Foundation
import TestSupport
import Testing
import TokenModel

/// A skeleton's band never reaches the page color (issue #39: the light band peaked at
/// `#FFFFFF` on the white page, so the bars dissolved mid-sweep): `validate` warns at the
/// style's `gradientMovingColor`, and this repository's `Tokens/` passes.
@Suite("ShimmerContrastCheck")
struct ShimmerContrastCheckTests {
    // MARK: - Fixtures

    private func system(styles: String) throws -> ResolvedDesignSystem {
        let folder = try PackagePaths.folder(with: [
            "a.tokens.json": """
                {"colors": {"$type": "color",
                  "background": {"$value": "#FFFFFF"},
                  "white": {"$value": "#FFFFFF"}, "mist": {"$value": "#F7F8FA"}, "cloud": {"$value": "#EEF0F4"},
                  "bar": {"$value": "#DDE1E8"}, "veil": {"$value": "#FFFFFF80"}}}
                """,
            "a.styles.yaml": styles,
        ])
        return try DesignSystemLoader.load(paths: [folder.path], mode: .compat)
    }

    // MARK: - Tests

    @Test func aBandThePageColorOrNearlyIsAWarningAtItsLine() throws {
        let system = try system(styles: """
            skeleton:
              white:
                gradientBackgroundColor: "{colors.bar}"
                gradientMovingColor: "{colors.white}"
              mist:
                gradientBackgroundColor: "{colors.bar}"
                gradientMovingColor: "{colors.mist}"
              veiled:
                gradientMovingColor: "{colors.veil}"
              cloud:
                gradientBackgroundColor: "{colors.bar}"
                gradientMovingColor: "{colors.cloud}"
            """)
        let warnings = ShimmerContrastCheck.warnings(for: system)
        #expect(warnings.map { $0.message.prefix(while: { $0 != ":" }) } == ["skeleton style 'white'", "skeleton style 'mist'", "skeleton style 'veiled'"])
        let white = try #require(warnings.first)
        #expect(white.severity == .warning)
        #expect(white.message.contains("{colors.white} #FFFFFF on the page #FFFFFF has contrast 1.00:1, below 1.10:1"), "\(white.message)")
        #expect(white.location?.file.hasSuffix("a.styles.yaml") == true && white.location?.line == 4)
        #expect(warnings[1].message.contains("1.06:1"))
    }

    @Test func otherKindsAreNotSkeletons() throws {
        let system = try system(styles: """
            label:
              plain:
                textColor: "{colors.bar}"
            """)
        #expect(ShimmerContrastCheck.warnings(for: system).isEmpty)
    }

    @Test func thisRepositorysBandsStayOffThePage() throws {
        let system = try DesignSystemLoader.load(paths: [PackagePaths.tokens.path])
        let warnings = ShimmerContrastCheck.warnings(for: system)
        #expect(warnings.isEmpty, "\(warnings.map(\.description))")
        #expect(system.styles(in: system.themes[0]).contains { $0.kind == ShimmerContrastCheck.kind }, "the check has skeletons to read")
    }
}
