import Builders
import DesignSystem
import Foundation
import Render
import Testing
import TokenModel

/// A disabled common button reads disabled: its strongest contrast against the page is
/// lower than its normal state's, so no part of it (the secondary style's outline above
/// all) keeps its full-strength color; and the border follows the state.
@Suite("Common button disabled look")
struct CommonButtonDisabledLookTests {
    // MARK: - Properties

    private static let themes = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]

    // MARK: - Tests

    @Test(arguments: DesignTokens.CommonButtonStyle.allCases, themes)
    func disabledContrastsLessThanNormal(style: DesignTokens.CommonButtonStyle, theme: Theme) throws {
        let page = DesignSystem.Specimens.background.resolved(in: theme)
        let normal = try Self.strongestContrast(of: CommonButtonSnapshotTests.button(style: style, state: .normal), theme: theme, page: page)
        let disabled = try Self.strongestContrast(of: CommonButtonSnapshotTests.button(style: style, state: .disabled), theme: theme, page: page)
        #expect(disabled < normal - 0.1,
                "commonButton '\(style.rawValue)' in \(theme): disabled reaches \(disabled):1 against the page, normal \(normal):1")
    }

    @Test(arguments: themes)
    func theSecondaryDisabledOutlineContrastsLessThanNormal(theme: Theme) throws {
        let page = DesignSystem.Specimens.background.resolved(in: theme)
        let normal = try Self.outlineContrast(of: CommonButtonSnapshotTests.button(style: .secondary, state: .normal), theme: theme, page: page)
        let disabled = try Self.outlineContrast(of: CommonButtonSnapshotTests.button(style: .secondary, state: .disabled), theme: theme, page: page)
        #expect(disabled < normal - 0.5, "the disabled outline reaches \(disabled):1 against the page, the normal one \(normal):1")
    }

    @Test func theBorderColorFollowsTheState() {
        let button = CommonButtonBuilder.startBuild()
            .setBorderWidth(1)
            .setBorderColor(.blue, for: .normal)
            .setBorderColor(.gray, for: .disabled)
            .build()
        #expect(button.borderColor == .blue)
        button.isEnabled = false
        #expect(button.borderColor == .gray)
        button.isEnabled = true
        button.isHighlighted = true
        #expect(button.borderColor == .blue, "a state without its own border shows normal's")
        #expect(button.borderColor(for: .selected) == .blue)
    }

    @Test func theSecondaryStyleSetsADisabledBorder() throws {
        let normal = try CommonButtonSnapshotTests.button(style: .secondary, state: .normal)
        let disabled = try CommonButtonSnapshotTests.button(style: .secondary, state: .disabled)
        #expect(normal.borderWidth > 0)
        #expect(disabled.borderColor != nil && disabled.borderColor != normal.borderColor)
    }

    // MARK: - Helpers

    /// The highest contrast against `page` of the pixels of `button`'s left edge, as wide as
    /// its border, halfway down: the outline where no content lies.
    private static func outlineContrast(of button: CommonButton, theme: Theme, page: Color) throws -> Double {
        let padding: CGFloat = 16, scale = 2
        let picture = try Renderer(scale: scale, theme: theme, background: Themed(page)).renderFitting(button, padding: padding)
        let y = picture.height / 2, first = Int(padding) * scale
        let columns = first..<(first + max(1, Int((button.borderWidth * CGFloat(scale)).rounded(.up))))
        return columns.compactMap { picture.color(atX: $0, y: y) }.map { $0.composited(over: page).contrastRatio(against: page) }.max() ?? 1
    }

    /// The highest contrast ratio of any pixel of `view` drawn on `page`, against `page`.
    static func strongestContrast(of view: View, theme: Theme, page: Color) throws -> Double {
        let picture = try Renderer(scale: 2, theme: theme, background: Themed(page)).renderFitting(view, padding: 16)
        var strongest = 1.0
        for y in 0..<picture.height {
            for x in 0..<picture.width {
                guard let color = picture.color(atX: x, y: y) else { continue }
                strongest = max(strongest, color.composited(over: page).contrastRatio(against: page))
            }
        }
        return strongest
    }
}
