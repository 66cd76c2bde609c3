import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Render
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

    @Test(arguments: themes)
    func empty(theme: Theme) {
        assertSnapshot(of: Self.field(code: ""), as: .specimen(theme: theme, padding: Self.padding), named: "otp-field-empty", suite: "Components")
    }

    @Test(arguments: themes)
    func partlyFilled(theme: Theme) {
        assertSnapshot(of: Self.field(code: "47"), as: .specimen(theme: theme, padding: Self.padding),
                       named: "otp-field-partly-filled", suite: "Components")
    }

    @Test(arguments: themes)
    func anErrorWithItsMessage(theme: Theme) {
        let field = Self.field(code: "4711")
        field.showError(message: "Wrong code")
        assertSnapshot(of: field, as: .specimen(theme: theme, padding: Self.padding), named: "otp-field-error", suite: "Components")
    }

    @Test(arguments: themes)
    func largeOnACard(theme: Theme) {
        let field = Self.field(style: .large, code: "123")
        assertSnapshot(of: field, as: .specimen(theme: theme, padding: Self.padding), named: "otp-field-large", suite: "Components")
    }
}
