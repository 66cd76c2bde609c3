import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Render
import SpecimenSnapshotting
import Testing
import TokenModel

/// The template project's error label, built with the generated style, against the references in
/// `Snapshots/DesignSystemTests/`.
@Suite("Error label snapshots")
struct ErrorLabelSnapshotTests {
    private static let text = "Enter an email address, such as name@example.com."

    @Test(arguments: [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark])
    func errorLabelMatchesItsReference(theme: Theme) {
        assertSnapshot(of: Specimens.errorLabel(text: Self.text),
                       as: .specimen(size: .fitting(width: .atMost(288)), theme: theme, padding: 16),
                       named: "error-label")
    }

    @Test func aChangedColorIsCaught() throws {
        let renderer = Renderer(scale: 2, theme: DesignTokens.Themes.Theme.light, background: Specimens.background)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dscompile-\(UUID().uuidString)")
        let store = SnapshotStore(referenceDirectory: root, artifactDirectory: root.appendingPathComponent("artifacts"), recordMode: .missing, isCI: false)
        let reference = try renderer.renderFitting(Specimens.errorLabel(text: Self.text), width: 288, padding: 16)
        #expect(store.verify(reference, suite: "S", name: "error-label") == .recorded(store.referenceURL(suite: "S", name: "error-label", scale: 2)))

        let label = Specimens.errorLabel(text: Self.text)
        label.textColor = Themed(Color(srgbHex: 0x1976D2))
        let changed = try renderer.renderFitting(label, width: 288, padding: 16)
        guard case .failed(let message) = store.verify(changed, suite: "S", name: "error-label") else {
            Issue.record("a changed text color passed the snapshot comparison")
            return
        }
        #expect(message.contains("pixels differ"))
    }
}
