import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Render
import Testing
import TokenModel

/// `CommonButton` in each generated style and each state, light and dark, at scale 2:
/// `Snapshots/Components/commonButton-<style>-<state>.<theme>@2x.png`.
@Suite("CommonButton snapshots")
struct CommonButtonSnapshotTests {
    // MARK: - Samples

    private static let themes = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]

    /// A 16-point white tick in a circle, drawn in code: an image that shows its alpha
    /// change in the states other than normal.
    static func icon() throws -> Image {
        let canvas = try Canvas(size: CGSize(width: 16, height: 16), scale: 2)
        canvas.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 16, height: 16)), color: Color(srgbHex: 0xFFFFFF))
        var tick = Path()
        tick.move(to: CGPoint(x: 4, y: 8.5))
        tick.addLine(to: CGPoint(x: 7, y: 11.5))
        tick.addLine(to: CGPoint(x: 12, y: 5))
        canvas.stroke(tick, with: StrokeOptions(width: 2), color: Color(srgbHex: 0x2E7D32))
        return Image(try canvas.makeImage())
    }

    /// A button in `style` showing `state`, titled and with the icon, as a screen builds it.
    static func button(style: DesignTokens.CommonButtonStyle, state: ControlState) throws -> CommonButton {
        CommonButtonBuilder.startBuild()
            .useAutoLayout()
            .setStyle(style)
            .setTitleForAllStates("Pay 1 200 ₽")
            .setImageForAllStates(try icon())
            .setImageTitleSpacing(8)
            .setAddedTouchArea(10)
            .setState(state)
            .build()
    }

    // MARK: - Tests

    @Test(arguments: DesignTokens.CommonButtonStyle.allCases, themes)
    func everyStateMatchesItsReference(style: DesignTokens.CommonButtonStyle, theme: Theme) throws {
        for state in ControlState.allCases {
            let button = try Self.button(style: style, state: state)
            assertSnapshot(of: button, as: .specimen(size: .fixed(CGSize(width: 180, height: 44)), theme: theme, padding: 16),
                           named: "commonButton-\(style.rawValue)-\(button.stateName)", suite: "Components")
        }
    }
}
