import DesignChecks
import Foundation
import TestSupport
import Testing
import TokenModel

/// A skeleton's or a loading view's band never reaches the color around its placeholders
/// (issue #39: the light band peaked at `#FFFFFF` on the white page, so the bars dissolved
/// mid-sweep): `validate` warns at the style's `gradientMovingColor` or `shimmerColor`, and
/// this repository's `Tokens/` passes.
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

    /// The styles `warnings` are about, as they name them (`skeleton style 'white'`).
    private func styles(warnedIn warnings: [Diagnostic]) -> [Substring] {
        warnings.map { $0.message.prefix(while: { $0 != ":" }) }
    }

    /// `warning` is a warning that says `text`, at `line` of the style sheet.
    private func expect(_ warning: Diagnostic?, says text: String, atLine line: Int,
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let warning = try #require(warning, sourceLocation: sourceLocation)
        #expect(warning.severity == .warning, sourceLocation: sourceLocation)
        #expect(warning.message.contains(text), "\(warning.message)", sourceLocation: sourceLocation)
        #expect(warning.location?.file.hasSuffix("a.styles.yaml") == true && warning.location?.line == line, sourceLocation: sourceLocation)
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
        #expect(styles(warnedIn: warnings) == ["skeleton style 'white'", "skeleton style 'mist'", "skeleton style 'veiled'"])
        try expect(warnings.first, says: "{colors.white} #FFFFFF on the page #FFFFFF has contrast 1.00:1, below 1.10:1", atLine: 4)
        #expect(warnings[1].message.contains("1.06:1"))
    }

    /// A loading view's band is its shimmer color at alpha 0.5 (the color's own alpha
    /// replaced) over the placeholders: white over `#EEF0F4` placeholders, which stand out
    /// from the page at 1.14:1, peaks at `#F7F8FA` and dissolves mid-sweep; over `#DDE1E8`
    /// it stays. A view with a background of its own is rated on it.
    @Test func aLoadingBandThatPeaksAtThePageColorIsAWarningAtItsShimmerColor() throws {
        let system = try system(styles: """
            loading:
              cloud:
                placeholderColor: "{colors.cloud}"
                shimmerColor: "{colors.white}"
              bar:
                placeholderColor: "{colors.bar}"
                shimmerColor: "{colors.white}"
              veiled:
                placeholderColor: "{colors.cloud}"
                shimmerColor: "{colors.veil}"
              onBar:
                placeholderColor: "{colors.bar}"
                shimmerColor: "{colors.bar}"
                backgroundColor: "{colors.bar}"
              noPlaceholder:
                shimmerColor: "{colors.white}"
            """)
        let warnings = ShimmerContrastCheck.warnings(for: system)
        #expect(styles(warnedIn: warnings) == ["loading style 'cloud'", "loading style 'veiled'", "loading style 'onBar'"])
        try expect(warnings.first, says: "shimmerColor {colors.white} at alpha 0.5 over placeholderColor {colors.cloud} peaks at #F7F8FA on the page #FFFFFF has contrast 1.06:1, below 1.10:1: the placeholders dissolve into the page",
                   atLine: 4)
        // The veil's own alpha (0.5) is replaced, not halved: the same peak as white's.
        #expect(warnings[1].message.contains("peaks at #F7F8FA"), "\(warnings[1].message)")
        #expect(warnings[2].message.contains("peaks at #DDE1E8 on its backgroundColor {colors.bar} #DDE1E8 has contrast 1.00:1"), "\(warnings[2].message)")
        let bar = try #require(ShimmerContrastCheck.findings(for: system).first { $0.style == "bar" })
        #expect(bar.peak.hexString == "#EEF0F3" && bar.ratio >= ShimmerContrastCheck.minimumRatio, "\(bar)")
    }

    @Test func aSkeletonAndALoadingStyleOfOneNameAreTwoWarnings() throws {
        let system = try system(styles: """
            skeleton:
              default:
                gradientMovingColor: "{colors.white}"
            loading:
              default:
                placeholderColor: "{colors.white}"
                shimmerColor: "{colors.white}"
            """)
        #expect(styles(warnedIn: ShimmerContrastCheck.warnings(for: system)) == ["skeleton style 'default'", "loading style 'default'"])
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
        // Every loading style is rated in every theme.
        let loading = ShimmerContrastCheck.findings(for: system).filter { $0.kind == ShimmerContrastCheck.loadingKind }
        let loadingStyles = system.styles(in: system.themes[0]).filter { $0.kind == ShimmerContrastCheck.loadingKind }
        #expect(!loadingStyles.isEmpty && loading.count == loadingStyles.count * system.themes.count, "\(loading.map { "\($0.style) \($0.theme.name)" })")
    }
}
