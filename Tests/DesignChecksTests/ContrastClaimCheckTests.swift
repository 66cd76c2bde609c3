import DesignChecks
import Foundation
import TestSupport
import Testing
import TokenModel

/// Contrasts that token descriptions state, made checkable by an `org.dscompile.contrast`
/// entry: `validate` warns at the entry's line where a theme contradicts it, and the
/// repository's own Tokens/ states no ratio it does not check.
@Suite("Contrast claims")
struct ContrastClaimCheckTests {
    // MARK: - Fixtures

    /// A gray of `gray` with `claim` as its contrast entry, on a white page in light and a
    /// near-black one in dark.
    private func system(claim: String, gray: Double = 0.6) throws -> ResolvedDesignSystem {
        let color = { (gray: Double) in #"{"colorSpace": "srgb", "components": [\#(gray), \#(gray), \#(gray)]}"# }
        let theme = { (page: Double) in
            #"""
            {"colors": {"$type": "color", "background": {"$value": \#(color(page))},
             "caption": {"$value": \#(color(gray)), "$description": "Captions.",
                         "$extensions": {"org.dscompile.contrast": \#(claim)}}}}
            """#
        }
        let folder = try PackagePaths.lightDarkFolder(light: theme(1), dark: theme(0.05))
        return try DesignSystemLoader.load(paths: [folder.appendingPathComponent("Tokens").path])
    }

    // MARK: - Checking

    @Test func aFalseClaimWarnsAtItsLineInTheThemesWhereItIsFalse() throws {
        // #999999 is 2.84:1 on white, 6.88:1 on #0D0D0D.
        let system = try system(claim: #"{"against": "{colors.background}", "atLeast": 4.5}"#)
        let warnings = ContrastClaimCheck.warnings(for: system)
        #expect(warnings.map(\.message) == [
            "token 'colors.caption' in light: its description states at least 4.5:1 against {colors.background}, but #999999 on #FFFFFF is 2.84:1",
        ])
        #expect(warnings.first?.location?.file.hasSuffix("light.tokens.json") == true, "\(warnings)")
        #expect(warnings.first?.location?.line == 3, "\(warnings)")
        let dark = try #require(system.themes.first { $0["theme"] == "dark" })
        #expect(ContrastClaimCheck.findings(in: system, theme: dark).map(\.holds) == [true])
    }

    /// `validate` and the build plugin print the text contrast warnings, false claims among them.
    @Test func theTextContrastWarningsIncludeFalseClaims() throws {
        let system = try system(claim: #"{"against": "{colors.background}", "atLeast": 4.5}"#)
        #expect(TextContrastCheck.warnings(for: system).map(\.message) == ContrastClaimCheck.warnings(for: system).map(\.message))
        #expect(TextContrastCheck.warnings(for: system).count == 1)
    }

    @Test func aTrueClaimAgainstAHexColorIsSilent() throws {
        let system = try system(claim: ##"[{"against": "#000000", "atLeast": 7}, {"against": "{colors.background}", "atLeast": 1}]"##)
        #expect(ContrastClaimCheck.warnings(for: system).isEmpty)
        #expect(system.themes.flatMap { ContrastClaimCheck.findings(in: system, theme: $0) }.count == 4)
    }

    @Test func aClaimThatCannotBeRatedIsSaidNotPassed() throws {
        // Each theme's file writes its own entry, so each is warned about at its own line.
        let malformed = try system(claim: #"{"against": "{colors.background}"}"#)
        #expect(ContrastClaimCheck.warnings(for: malformed).map(\.message).allSatisfy { $0.contains("must be {\"against\"") })
        #expect(ContrastClaimCheck.warnings(for: malformed).compactMap { $0.location?.file.split(separator: "/").last } == [
            "light.tokens.json", "dark.tokens.json",
        ])
        let dangling = try system(claim: #"{"against": "{colors.nowhere}", "atLeast": 3}"#)
        #expect(ContrastClaimCheck.warnings(for: dangling).map(\.message) == ["light", "dark"].map {
            "token 'colors.caption' in \($0): its contrast is stated against {colors.nowhere}, which is not a color token or a hex color"
        })
    }

    @Test func statedRatiosAreFoundInProse() {
        #expect(ContrastClaimCheck.statedRatios(in: "at least 4.5:1, more than 7:1 and 3 : 1; not 10:15 or 1:10") == [4.5, 7, 3])
        #expect(ContrastClaimCheck.statedRatios(in: "no numbers").isEmpty)
    }

    // MARK: - The repository's tokens

    /// Every ratio a description in Tokens/ states is checked by a claim of that ratio, and
    /// every claim holds in every theme: what `validate` and the gallery say agrees with
    /// the prose.
    @Test func theRepositorysDescriptionsStateOnlyContrastsThatAreChecked() throws {
        let system = try DesignSystemLoader.load(paths: [PackagePaths.tokens.path])
        var unchecked: [String] = []
        for theme in system.themes {
            let claimed = Dictionary(grouping: ContrastClaimCheck.findings(in: system, theme: theme), by: \.token)
            for token in system.tokensByTheme[theme].map({ Array($0.values) }) ?? [] {
                let stated = ContrastClaimCheck.statedRatios(in: token.definition.description ?? "")
                let checked = Set((claimed[token.path] ?? []).map(\.claim.atLeast))
                for ratio in stated where !checked.contains(ratio) {
                    unchecked.append("\(token.path) (\(theme.name)) states \(ContrastClaimCheck.ratioText(of: ratio)) with no "
                        + "\(ContrastClaimCheck.extensionKey) entry of it, at \(token.definition.location)")
                }
            }
            for (path, group) in system.groupsByTheme[theme] ?? [:] where !ContrastClaimCheck.statedRatios(in: group.description ?? "").isEmpty {
                unchecked.append("group \(path) (\(theme.name)) states a ratio; a group's description cannot be checked")
            }
        }
        #expect(Set(unchecked).sorted() == [])
        #expect(ContrastClaimCheck.warnings(for: system).map(\.description) == [])
    }
}
