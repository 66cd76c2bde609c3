import DesignChecks
import Testing
import TokenModel

/// Issue #27: the bean page control's inactive beans are user-interface parts a user must
/// see, so each stands out from what it is drawn on by WCAG 2.2's 3:1 for non-text contrast
/// (1.4.11): the style's own track, else the page. `validate` rates text only.
@Suite("Model design system: bean contrast")
struct BeanContrastTests {
    @Test func inactiveBeansStandOutFromTheirTrackOrThePage() throws {
        let system = try ModelDesignSystem.load()
        var problems: [String] = []
        var checked = 0
        for theme in system.themes {
            let page = TextContrastCheck.pageBackground(in: theme, of: system)
            for style in system.styles(in: theme) where style.kind == "beanPageControl" {
                guard case .token(_, .color(let inactive)) = style.values["beanInactiveColor"] else {
                    problems.append("beanPageControl.\(style.name) in \(theme.name): beanInactiveColor is not one color token")
                    continue
                }
                checked += 1
                var track = page
                if case .token(_, .color(let own)) = style.values["backgroundColor"] { track = own.composited(over: page) }
                let ratio = inactive.composited(over: track).contrastRatio(against: track)
                if ratio < 3 {
                    problems.append("beanPageControl.\(style.name) in \(theme.name): inactive \(inactive.hexString) on \(track.hexString) is \(TextContrastCheck.ratioText(ratio))")
                }
            }
        }
        #expect(checked >= 2 * system.themes.count, "Tokens/ has two bean styles in each theme")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
