import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Render
import SpecimenSnapshotting
import Testing
import TokenModel

/// Initials in the generated styles, in the light and the dark theme at scale 2, against
/// `Snapshots/Components/<name>.<theme>@2x.png`.
@Suite("Initials snapshots")
struct InitialsSnapshotTests {
    // MARK: - Fixtures

    private typealias Specimens = PinAndImageSpecimens

    private static let themes = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]
    private static let padding: CGFloat = 16

    private func check(_ view: View, _ name: String, _ theme: Theme) {
        assertSnapshot(of: view, as: .specimen(theme: theme, padding: Self.padding), named: name, suite: "Components")
    }

    // MARK: - Initials

    @Test(arguments: themes)
    func initials(theme: Theme) throws {
        let names = [("Anna", "Petrova"), ("иван", "сидоров"), ("Ω", ""), ("", "")]
        let views = try names.map { first, last in
            try Specimens.sized(InitialsBuilder.startBuild().setStyle(.default).setNames(firstname: first, lastname: last).build())
        }
        let large = try Specimens.sized(InitialsBuilder.startBuild().setStyle(.large).setNames(firstname: "Wanda", lastname: "Maximoff").build())
        check(Specimens.row(views + [large]), "initials-default-large", theme)
    }
}
