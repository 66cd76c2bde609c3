import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Render
import SpecimenSnapshotting
import Testing
import TokenModel

/// `TouchableControl` in each generated style, normal, pressed and halfway into pressed,
/// light and dark, at scale 2:
/// `Snapshots/Components/touchableControl-<style>-<look>.<theme>@2x.png`.
@Suite("TouchableControl snapshots")
struct TouchableControlSnapshotTests {
    // MARK: - Samples

    private static let themes = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]
    /// Each look's name in the file name, its state and how far into it.
    private static let looks: [(name: String, state: TouchableControl.TouchState, progress: Double)] = [
        ("normal", .normal, 1), ("pressed", .pressed, 1), ("halfway", .pressed, 0.5),
    ]

    /// A row in `style` as SurfUtils' example sets one up: a title dimmed while pressed, a caption
    /// recolored from its token color to the accent (`initColor:goalColor:`), and a badge
    /// whose background turns orange (`normalColor:touchedColor:`), laid out with SnapKit;
    /// the texts centred on the badge by their capitals (``Label/opticalCenterYOffset()``).
    static func row(style: DesignTokens.TouchableControlStyle) throws -> TouchableControl {
        let control = TouchableControlBuilder.startBuild().useAutoLayout().setStyle(style).build()
        let title = LabelBuilder.startBuild().useAutoLayout().setStyle(.body).setText("Saved places").build()
        let caption = LabelBuilder.startBuild().useAutoLayout().setStyle(.title).setText("12").build()
        let badge = View()
        badge.backgroundColor = DesignTokens.Colors.mainColor
        badge.cornerRadius = 6
        for view in [title, badge, caption] { control.addSubview(view) }
        control.snp.makeConstraints { make in
            make.width.equalTo(240)
            make.height.equalTo(52)
        }
        badge.snp.makeConstraints { make in
            make.left.equalToSuperview().offset(16)
            make.centerY.equalToSuperview()
            make.size.equalTo(CGSize(width: 12, height: 12))
        }
        let titleOffset = try title.opticalCenterYOffset(), captionOffset = try caption.opticalCenterYOffset()
        title.snp.makeConstraints { make in
            make.left.equalTo(badge.snp.right).offset(12)
            make.centerY.equalToSuperview().offset(titleOffset)
        }
        caption.snp.makeConstraints { make in
            make.right.equalToSuperview().offset(-16)
            make.centerY.equalToSuperview().offset(captionOffset)
        }
        control.animatingViewsByAlpha = [title]
        control.addChangeColor(to: badge, normalColor: badge.backgroundColor, touchedColor: .orange)
        control.addChangeColor(to: caption, initColor: caption.textColor, goalColor: DesignTokens.Colors.Text.accent)
        return control
    }

    // MARK: - Tests

    @Test(arguments: DesignTokens.TouchableControlStyle.allCases, themes)
    func everyLookMatchesItsReference(style: DesignTokens.TouchableControlStyle, theme: Theme) throws {
        for look in Self.looks {
            let control = try Self.row(style: style)
            control.touchState = look.state
            control.animationProgress = look.progress
            assertSnapshot(of: control, as: .specimen(theme: theme, padding: 16),
                           named: "touchableControl-\(style.rawValue)-\(look.name)", suite: "Components")
        }
    }
}
