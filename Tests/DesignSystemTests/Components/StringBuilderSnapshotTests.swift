import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Render
import Testing
import TokenModel

/// A label showing a ``StringBuilder`` text with mixed attributes (the seed's example plus
/// kern, strikethrough and a baseline offset), light and dark, at scale 2 (no emoji: the
/// renderer has no emoji font, and the emoji ranges are tested in BuildersTests):
/// `Snapshots/Components/stringBuilder-mixed.<theme>@2x.png`.
@Suite("StringBuilder snapshots")
struct StringBuilderSnapshotTests {
    private static let themes = [Theme.light, Theme.dark]

    /// The text in the tokens' colors, which the label draws as they are in its theme.
    static func text() -> StyledText {
        let primary = DesignTokens.Colors.Text.primary, secondary = DesignTokens.Colors.Text.secondary
        let accent = DesignTokens.Colors.mainColor, error = DesignTokens.Colors.Text.error
        var title = DesignTokens.Fonts.title.defaultValue
        title.lineHeight = nil
        return StringBuilder(globalAttributes: [.font(DesignTokens.Fonts.body.defaultValue), .foregroundColor(primary), .lineHeight(24)])
            .add(.string("Title"), with: [.font(title)])
            .add(.delimeterWithString(delimeter: .init(type: .space), string: "blue"), with: [.foregroundColor(accent)])
            .add(.delimeterWithString(delimeter: .init(type: .lineBreak), string: "Base style on a new line,"))
            .add(.delimeterWithString(delimeter: .init(type: .space), string: "spaced out"), with: [.kern(3), .foregroundColor(secondary)])
            .add(.delimeterWithString(delimeter: .init(type: .space), string: "1 990 ₽"), with: [.strikethrough(.single), .foregroundColor(secondary)])
            .add(.delimeterWithString(delimeter: .init(type: .space), string: "2 490 ₽"), with: [.strikethrough(.double), .foregroundColor(error)])
            .add(.delimeterWithString(delimeter: .init(type: .space), string: "x²"), with: [.baselineOffset(4)])
            .add(.delimeterWithString(delimeter: .init(type: .lineBreak, count: 2), string: "last words with their own style"),
                 with: [.font(DesignTokens.Fonts.caption.defaultValue), .foregroundColor(error)])
            .value
    }

    @Test(arguments: themes)
    func mixedAttributesMatchTheirReference(theme: Theme) {
        let label = LabelBuilder.startBuild().useAutoLayout().setNumberOfLines(0).setStyledText(Self.text()).build()
        assertSnapshot(of: label, as: .specimen(size: .fitting(width: .atMost(288)), theme: theme, padding: 16),
                       named: "stringBuilder-mixed")
    }
}
