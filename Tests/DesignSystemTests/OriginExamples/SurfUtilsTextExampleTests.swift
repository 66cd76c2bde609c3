import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Gallery
import Render
import SpecimenSnapshotting
import Testing
import TokenModel

/// SurfUtils' text examples, «StringAttributes» and «OTPField», written as SurfUtils writes
/// them with UIKit's system fonts (`UIFont`, Inter here), drawn in the light and the dark
/// theme at scale 2 against `Snapshots/OriginExamples/surfutils-*.png`.
@Suite("SurfUtils text examples")
struct SurfUtilsTextExampleTests {
    // MARK: - Samples

    private static let themes = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]

    // MARK: - StringAttributes

    /// «StringAttributes», example 1: `"Awesome attributed srting".with(attributes: [.kern(9), lineHeight(20)])`
    /// (SurfUtils drops the dot before `lineHeight`; it is written here).
    @Test func attributesOnAString() {
        let attrString = "Awesome attributed srting".with(attributes: [.kern(9), .lineHeight(20)])
        #expect(attrString.string == "Awesome attributed srting")
    }

    /// «StringAttributes», example 2: SurfUtils' `StringBuilder`, in a label 300 points wide.
    @Test(arguments: themes)
    func stringBuilder(theme: Theme) {
        let globalSttributes: [StringAttribute] = [
            .font(.systemFont(ofSize: 14)),
            .foregroundColor(.black)
        ]
        let attributedString = StringBuilder(globalAttributes: globalSttributes)
            .add(.string("Title"))
            .add(.delimeterWithString(delimeter: .init(type: .space), string: "blue"),
                 with: [.foregroundColor(.blue)])
            .add(.delimeterWithString(delimeter: .init(type: .lineBreak), string: "Base style on new line"))
            .add(.delimeterWithString(delimeter: .init(type: .space), string: "last word with it's own style"),
                 with: [.font(.boldSystemFont(ofSize: 16)), .foregroundColor(.red)])
            .value
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        label.attributedText = attributedString
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        card.backgroundColor = .white
        card.addSubview(label)
        card.stretch(label)
        card.widthAnchor.constraint(equalToConstant: 300).isActive = true
        assertSnapshot(of: card, as: .specimen(theme: theme, padding: 16)
            .exemptingTextContrast(because: "SurfUtils' own example colors (UIColor.red on white), drawn as its code writes them"),
                       named: "surfutils-string-builder")
    }

    // MARK: - OTPField

    /// «OTPField»: SurfUtils' code, centred 64 points below the top of a 320 × 160 screen,
    /// with "12" typed and then the error shown, as its `error:` branch does.
    @Test(arguments: themes)
    func otpField(theme: Theme) throws {
        // SurfUtils' code, shared with the gallery's "SurfUtils examples".
        let (_, otpField) = SurfUtilsExampleConfigurations.otpField()
        var entered: [String] = []
        otpField.didCodeEnter = { entered.append($0) }
        otpField.code = "1234"
        #expect(entered == ["1234"])
        // The screen of the `error:` branch, drawn as the gallery draws it.
        try assertRecipeSnapshot(SurfUtilsExampleRecipes.otpFieldError, theme: theme,
                                 exemptingTextContrastBecause: "SurfUtils' own example colors (a red error on white), drawn as its code writes them")
        // Two digits typed, as the gallery shows it too.
        try assertRecipeSnapshot(SurfUtilsExampleRecipes.otpFieldTyped, theme: theme,
                                 exemptingTextContrastBecause: "SurfUtils' own example colors (gray inactive digits on white), drawn as its code writes them")
    }
}
