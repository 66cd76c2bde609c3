import Builders
import DesignSystem
import Foundation
import Testing
import TokenModel

/// The Swift that the DesignTokensPlugin generated from `Tokens/` in this build.
@Suite("Generated design system")
struct GeneratedCodeTests {
    @Test func constantsCarryTheTokensValues() {
        #expect(DesignTokens.Colors.mainColor.defaultValue == Color(red: 0.1216, green: 0.4353, blue: 0.9216))
        #expect(DesignTokens.Colors.Text.error.resolved(in: DesignTokens.Themes.Theme.light) == Color(red: 0.8275, green: 0.1843, blue: 0.1843))
        #expect(DesignTokens.Colors.Text.error.resolved(in: DesignTokens.Themes.Theme.dark) == Color(red: 0.9373, green: 0.6039, blue: 0.6039))
        #expect(DesignTokens.MapPins.font.defaultValue.fontFamily == ["Inter", "DejaVu Sans"] && DesignTokens.MapPins.font.defaultValue.fontWeight == .medium && DesignTokens.MapPins.font.defaultValue.fontSize == 14)
        #expect(DesignTokens.Radii.m.defaultValue == 8 && DesignTokens.Spacing.l.defaultValue == 16)
    }

    @Test func everyStyleHasACase() {
        #expect(DesignTokens.LabelStyle.allCases.map(\.rawValue) == ["error", "title", "body", "caption", "placeholder"])
        #expect(DesignTokens.ButtonStyle.allCases.map(\.rawValue) == ["primary", "secondary"])
        #expect(DesignTokens.ViewStyle.allCases.map(\.rawValue) == ["card", "outlined", "separator"])
        #expect(DesignTokens.ImageViewStyle.allCases.map(\.rawValue) == ["icon", "avatar"])
    }

    @Test func setStyleAppliesEveryPropertyOfTheStyle() {
        let label = LabelBuilder.startBuild()
            .useAutoLayout()
            .setStyle(.error)
            .setNumberOfLines(0)
            .build()
        #expect(label.typography == DesignTokens.Fonts.body.defaultValue)
        #expect(label.textColor == DesignTokens.Colors.Text.error)
        #expect(label.alignment == .left)
        #expect(label.numberOfLines == 0)
        #expect(!label.translatesAutoresizingMaskIntoConstraints)
        #expect(LabelBuilder.startBuild().setStyle(.placeholder).build().numberOfLines == 1)
    }
}
