import Builders
import Foundation
import Render
import TokenModel

/// Measures of whether a disabled control reads disabled, for the tests of every component
/// with a disabled state: how strongly its pixels, or its outline, stand out from the page.
package enum DisabledLook {
    // MARK: - Measures

    /// The highest contrast ratio of any pixel of `view` drawn on `page`, against `page`;
    /// laid out at `size`, else at its fitting size.
    package static func strongestContrast(of view: View, theme: Theme, page: Color, size: LayoutSize? = nil) throws -> Double {
        let renderer = Renderer(scale: 2, theme: theme, background: Themed(page))
        let picture = try size.map { try renderer.render(view, layingOutAt: $0, padding: 16) } ?? renderer.renderFitting(view, padding: 16)
        var strongest = 1.0
        for y in 0..<picture.height {
            for x in 0..<picture.width {
                guard let color = picture.color(atX: x, y: y) else { continue }
                strongest = max(strongest, color.composited(over: page).contrastRatio(against: page))
            }
        }
        return strongest
    }

    /// The contrast against `page` of `button`'s fill, sampled halfway down just inside its
    /// outline, left of any content (its content insets must leave 4 points there).
    package static func fillContrast(of button: Button, theme: Theme, page: Color) throws -> Double {
        let padding: CGFloat = 16, scale = 2
        let picture = try Renderer(scale: scale, theme: theme, background: Themed(page)).renderFitting(button, padding: padding)
        let x = Int((padding + button.borderWidth + 2) * CGFloat(scale))
        return picture.color(atX: x, y: picture.height / 2).map { $0.composited(over: page).contrastRatio(against: page) } ?? 1
    }

    /// The highest contrast against `page` of the pixels of `button`'s left edge, as wide as
    /// its border, halfway down: the outline where no content lies.
    package static func outlineContrast(of button: Button, theme: Theme, page: Color) throws -> Double {
        let padding: CGFloat = 16, scale = 2
        let picture = try Renderer(scale: scale, theme: theme, background: Themed(page)).renderFitting(button, padding: padding)
        let y = picture.height / 2, first = Int(padding) * scale
        let columns = first..<(first + max(1, Int((button.borderWidth * CGFloat(scale)).rounded(.up))))
        return columns.compactMap { picture.color(atX: $0, y: y) }.map { $0.composited(over: page).contrastRatio(against: page) }.max() ?? 1
    }
}
