import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Gallery
import SpecimenSnapshotting
import Testing
import TokenModel

/// Every generated OTP field style empty, partly filled, filled and showing an error with
/// its message, drawn by ``OTPFieldRecipes`` as the gallery's "OTP fields" draws it, light
/// and dark at scale 2, against `Snapshots/Components/otp-field-<look>` (the default style)
/// and `otp-field-<style>-<look>` (the others).
@Suite("OTP field snapshots")
struct OTPFieldSnapshotTests {
    @Test(arguments: DesignTokens.OTPFieldStyle.allCases, [DesignTokens.Themes.Theme.light, .dark])
    func everySpecimenMatchesItsReference(style: DesignTokens.OTPFieldStyle, theme: Theme) throws {
        let specimens = OTPFieldRecipes.specimens(style: style.rawValue) { OTPFieldBuilder.startBuild().setStyle(style) }
        #expect(specimens.map(\.caption) == ["empty", "partly filled", "filled", "error"])
        try assertSpecimenSnapshots(specimens, theme: theme)
    }
}
