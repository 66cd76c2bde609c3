import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Gallery
import Render
import SpecimenSnapshotting
import Testing
import TokenModel

/// The OTP field in its generated styles, light and dark at scale 2: empty, partly
/// filled, and in the error state with its message.
@Suite("OTP field snapshots")
struct OTPFieldSnapshotTests {
    // MARK: - Fixtures

    private static let themes = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]
    private static let padding: CGFloat = 16

    private static func field(style: DesignTokens.OTPFieldStyle = .default, code: String) -> OTPField {
        OTPFieldBuilder.startBuild()
            .useAutoLayout()
            .setStyle(style)
            .setCode(code)
            .build()
    }

    // MARK: - Tests

    /// The default field showing `look`, as the gallery draws it.
    private static func recipe(_ look: OTPFieldRecipes.Look) -> SnapshotRecipe {
        OTPFieldRecipes.field(style: OTPFieldRecipes.referenceStyle, look: look) { OTPFieldBuilder.startBuild().setStyle(.default) }
    }

    @Test(arguments: themes)
    func empty(theme: Theme) throws {
        try assertRecipeSnapshot(Self.recipe(.empty), theme: theme)
    }

    @Test(arguments: themes)
    func partlyFilled(theme: Theme) throws {
        try assertRecipeSnapshot(Self.recipe(.partlyFilled), theme: theme)
    }

    @Test(arguments: themes)
    func anErrorWithItsMessage(theme: Theme) throws {
        try assertRecipeSnapshot(Self.recipe(.error), theme: theme)
    }

    @Test(arguments: themes)
    func largeOnACard(theme: Theme) {
        let field = Self.field(style: .large, code: "123")
        assertSnapshot(of: field, as: .specimen(theme: theme, padding: Self.padding), named: "otp-field-large", suite: "Components")
    }
}
