import Foundation
import TestSupport
import Testing
import TokenModel
@testable import TokenBuild

/// The build's font check, which opens fontconfig with `dlopen`: what it says for families
/// `Fonts/fonts.conf` has (Inter, Roboto, the DejaVu fonts and the generic names it aliases to
/// them) and for families it lacks, the expected answers read from that file.
@Suite("FontInstallationCheck")
struct FontInstallationCheckTests {
    /// A design system of one typography token per family list, `fonts.<name>`.
    private func system(_ families: [String: [String]]) throws -> ResolvedDesignSystem {
        let tokens = families.keys.sorted().map { name in
            let list = families[name]!.map { "\"\($0)\"" }.joined(separator: ", ")
            return #""\#(name)": {"$value": {"fontFamily": [\#(list)], "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}}"#
        }.joined(separator: ",\n")
        let folder = try PackagePaths.folder(with: ["a.tokens.json": #"{"fonts": {"$type": "typography", "# + tokens + "}}"])
        return try DesignSystemLoader.load(paths: [folder.appendingPathComponent("a.tokens.json").path])
    }

    @Test func familiesTheFontsFileHasOrAliasesAreInstalled() throws {
        let warnings = try FontInstallationCheck.warnings(for: try system([
            "inter": ["Inter"], "roboto": ["Roboto"], "mono": ["monospace"], "sans": ["sans-serif"], "serif": ["DejaVu Serif"],
            "anyCase": ["inter"],
        ]))
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func aMissingFamilyIsNamedWithWhatDrawsInstead() throws {
        let warnings = try FontInstallationCheck.warnings(for: try system([
            "brand": ["Tramway Sans", "Helvetica", "sans-serif"],
            "serif": ["No Such Serif", "DejaVu Serif"],
        ]))
        #expect(warnings.map(\.message) == [
            "token 'fonts.brand': the font families 'Tramway Sans', 'Helvetica' are not installed; text is drawn with 'Inter'",
            "token 'fonts.serif': the font family 'No Such Serif' is not installed; text is drawn with 'DejaVu Serif'",
        ])
        #expect(warnings.allSatisfy { $0.severity == .warning && $0.location?.file.hasSuffix("a.tokens.json") == true })
    }

    @Test func atErrorLevelTheSameLinesAreErrors() throws {
        let found = BuildDesignChecks.diagnostics(for: try system(["brand": ["Tramway Sans"]]), level: .error)
        #expect(found.unchecked == nil && found.problems.count == 1)
        #expect(found.problems.allSatisfy { $0.severity == .error && $0.message.hasPrefix("token 'fonts.brand': the font family 'Tramway Sans' is not installed") })
    }

    /// Without fontconfig (a Mac without it, say) nothing was looked at: one warning saying
    /// so, at every level, and no problem that `"designChecks": "error"` would fail on.
    @Test func fontsThatCannotBeCheckedAreAWarningNotAProblem() throws {
        let missing = Result<FontconfigLibrary, FontconfigLibrary.Unavailable>.failure(.init(description: "fontconfig's library was not found"))
        for level in DesignCheckLevel.allCases {
            let found = BuildDesignChecks.diagnostics(for: try system(["brand": ["Tramway Sans"], "inter": ["Inter"]]), level: level,
                                                      library: missing)
            #expect(found.problems.isEmpty, "\(level)")
            #expect(found.unchecked?.severity == .warning
                && found.unchecked?.message == "the fonts of 2 typography token(s) could not be checked: fontconfig's library was not found")
        }
    }
}
