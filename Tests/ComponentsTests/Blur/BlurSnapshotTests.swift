import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Render
import Testing
import TokenModel

/// The blur view in each generated style over a striped, colorful backdrop, light and
/// dark, at scale 2: `Snapshots/Components/blur-<style>.<theme>@2x.png`.
@Suite("Blur snapshots")
struct BlurSnapshotTests {
    // MARK: - Samples

    private static let themes = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]

    /// Stripes 8 points wide in six colors, with a dark disc and a caption, under a blur
    /// view in `style` that covers the middle; the stripes outside it stay sharp.
    static func specimen(style: DesignTokens.BlurStyle) -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
        let colors: [UInt32] = [0xF44336, 0xFF9800, 0xFFEB3B, 0x4CAF50, 0x2196F3, 0x9C27B0]
        for index in 0..<30 {
            let stripe = View(frame: CGRect(x: CGFloat(index) * 8, y: 0, width: 8, height: 120))
            stripe.backgroundColor = Themed(Color(srgbHex: colors[index % colors.count]))
            root.addSubview(stripe)
        }
        let disc = View(frame: CGRect(x: 100, y: 40, width: 40, height: 40))
        disc.backgroundColor = Themed(Color(srgbHex: 0x15181E))
        disc.cornerRadius = 20
        root.addSubview(disc)
        let blur = BlurBuilder.startBuild().setStyle(style).build()
        blur.frame = CGRect(x: 40, y: 24, width: 160, height: 72)
        root.addSubview(blur)
        let label = LabelBuilder.startBuild().setStyle(.body).setText("Blurred").setAlignment(.center).build()
        label.frame = CGRect(x: 0, y: 0, width: 160, height: 72)
        blur.addSubview(label)
        return root
    }

    // MARK: - Tests

    @Test(arguments: DesignTokens.BlurStyle.allCases, themes)
    func blurOverStripesMatchesItsReference(style: DesignTokens.BlurStyle, theme: Theme) {
        assertSnapshot(of: Self.specimen(style: style),
                       as: .specimen(size: .fixed(CGSize(width: 240, height: 120)), theme: theme, padding: 16),
                       named: "blur-\(style.rawValue)", suite: "Components")
    }
}
