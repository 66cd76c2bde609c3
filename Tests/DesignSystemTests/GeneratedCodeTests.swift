import Builders
import DesignSystem
import Foundation
import Testing
import TokenModel

/// The Swift that the DesignTokensPlugin generated from `Tokens/` in this build.
@Suite("Generated design system")
struct GeneratedCodeTests {
    @Test func constantsCarryTheTokensValues() {
        #expect(Colors.mainColor == Color(red: 0.1216, green: 0.4353, blue: 0.9216))
        #expect(Colors.Text.error.resolved(in: .light) == Color(red: 0.8275, green: 0.1843, blue: 0.1843))
        #expect(Colors.Text.error.resolved(in: .dark) == Color(red: 0.9373, green: 0.6039, blue: 0.6039))
        #expect(Fonts.pin.fontFamily == ["Roboto", "DejaVu Sans"] && Fonts.pin.fontWeight == .medium && Fonts.pin.fontSize == 14)
        #expect(Radii.m == 8 && Spacing.l == 16)
    }

    @Test func everyStyleHasACase() {
        #expect(LabelStyle.allCases.map(\.rawValue) == ["error", "title", "body", "caption", "placeholder"])
        #expect(ButtonStyle.allCases.map(\.rawValue) == ["primary", "secondary"])
        #expect(ViewStyle.allCases.map(\.rawValue) == ["card", "outlined", "separator"])
        #expect(ImageViewStyle.allCases.map(\.rawValue) == ["icon", "avatar"])
    }

    @Test func setStyleAppliesEveryPropertyOfTheStyle() {
        let label = LabelBuilder.startBuild()
            .useAutoLayout()
            .setStyle(.error)
            .setNumberOfLines(0)
            .build()
        #expect(label.typography == Fonts.body)
        #expect(label.textColor == Colors.Text.error)
        #expect(label.alignment == .left)
        #expect(label.numberOfLines == 0)
        #expect(!label.translatesAutoresizingMaskIntoConstraints)
        #expect(LabelBuilder.startBuild().setStyle(.placeholder).build().numberOfLines == 1)
    }
}
