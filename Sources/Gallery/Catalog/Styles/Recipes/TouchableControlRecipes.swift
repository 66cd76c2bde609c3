import Builders
import Foundation
import Render
import TokenModel

/// The touchable control as `TouchableControlSnapshotTests` and the gallery's "Touchable
/// controls" both draw it: a 220 × 64 card with a dot, a title dimmed while pressed and a
/// subtitle recolored, normal, pressed and halfway into pressed, with 16 points of page
/// around it (`Snapshots/Components/touchableControl-<style>-<normal|pressed|halfway>`).
package enum TouchableControlRecipes {
    // MARK: - Nested types

    /// A look of the card: its state and how far into it.
    package struct Look: Sendable {
        /// What the gallery's picture is captioned.
        package let caption: String
        /// The reference's part (`halfway`).
        package let key: String
        package let state: TouchableControl.TouchState
        package let progress: Double
    }

    // MARK: - Properties

    /// The card's size, in points.
    package static let size = CGSize(width: 220, height: 64)
    /// The looks shown: normal, pressed, and halfway into pressed.
    package static let looks = [
        Look(caption: "normal", key: "normal", state: .normal, progress: 1),
        Look(caption: "pressed", key: "pressed", state: .pressed, progress: 1),
        Look(caption: "pressing, halfway", key: "halfway", state: .pressed, progress: 0.5),
    ]

    // MARK: - Specimens

    /// The specimens of the style `style` that `styled` starts, one per look, with texts
    /// that read on a dark page when `onDarkPage` (the card's texts are the example's, not
    /// a style's).
    package static func specimens(style: String, onDarkPage: Bool, styled: @escaping @Sendable () -> TouchableControlBuilder) -> [StyleSpecimen] {
        looks.map { look in
            StyleSpecimen(look.caption, detail: "card \(size) progress \(look.progress) on \(onDarkPage ? "dark" : "light") pressed text AA",
                          recipe: SnapshotRecipe(SnapshotReference(suite: "Components", name: "touchableControl-\(style)-\(look.key)"),
                                                 size: .fixed(size), padding: 16) {
                              card(styled(), onDarkPage: onDarkPage).setTouchState(look.state, progress: look.progress).build()
                          })
        }
    }

    // MARK: - Private

    /// A card with a dot, a title dimmed while pressed, and a subtitle and dot recolored:
    /// the subtitle to a blue that reads as text on the card (UIKit's tint, #007AFF, is
    /// 3.77:1 on a light card, below AA), the dot to orange.
    private static func card(_ builder: TouchableControlBuilder, onDarkPage: Bool) -> TouchableControlBuilder {
        let textColor = Themed(onDarkPage ? Color(srgbHex: 0xF2F2F7) : Color(srgbHex: 0x1C1C1E))
        let pressedTextColor = Themed(onDarkPage ? Color(srgbHex: 0x7AB6FF) : Color(srgbHex: 0x0056C2))
        let card = builder.view
        card.frame = CGRect(origin: .zero, size: size)
        let dot = UIView(frame: CGRect(x: 16, y: 20, width: 24, height: 24))
        dot.cornerRadius = 12
        dot.backgroundColor = Themed(UIView.defaultTintColor)
        let title = Label(frame: CGRect(x: 52, y: 12, width: 156, height: 22))
        title.text = "Route to the pin"
        title.typography = Typography(fontFamily: Typography.systemBody.fontFamily, fontSize: 16, fontWeight: .semiBold)
        title.textColor = textColor
        let subtitle = Label(frame: CGRect(x: 52, y: 34, width: 156, height: 18))
        subtitle.text = "1.2 km · 4 min"
        subtitle.typography = Typography(fontFamily: Typography.systemBody.fontFamily, fontSize: 13)
        subtitle.textColor = textColor
        for view in [dot, title, subtitle] { card.addSubview(view) }
        return builder
            .setAnimatingViewsByAlpha([title])
            .addChangeColor(to: dot, normalColor: dot.backgroundColor, touchedColor: .orange)
            .addChangeColor(to: subtitle, initColor: subtitle.textColor, goalColor: pressedTextColor)
    }
}
