import Builders
import Foundation
import Render
import TokenModel

extension TouchableControlBuilder: ShownInGallery {
    /// The size of the gallery's card, in points.
    static let specimenSize = CGSize(width: 220, height: 64)
    /// The looks the gallery shows: normal, pressed, and halfway into pressed.
    static let specimenLooks: [(caption: String, state: TouchableControl.TouchState, progress: Double)] = [
        ("normal", .normal, 1), ("pressed", .pressed, 1), ("pressing, halfway", .pressed, 0.5),
    ]

    /// How the gallery shows the `touchableControl` kind: its section and each style's specimens.
    static let gallery = StyleGallery<TouchableControlBuilder>(
        component: "TouchableControl", id: "touchable-controls", title: "Touchable controls",
        summary: "Each touchable control style as a card, normal, pressed and halfway into pressed: the title dims to the style's alpha, the dot turns orange and the subtitle blue.",
        keywords: ["touch", "pressed", "tap", "control"]
    ) { context, styled in
        let dark = context.background.relativeLuminance < 0.4
        return specimenLooks.map { look in
            StyleSpecimen(look.caption, detail: "card \(specimenSize) progress \(look.progress) on \(dark ? "dark" : "light") pressed text AA", .framed {
                specimenCard(styled(), textColor: Themed(dark ? Color(srgbHex: 0xF2F2F7) : Color(srgbHex: 0x1C1C1E)),
                             pressedTextColor: Themed(dark ? Color(srgbHex: 0x7AB6FF) : Color(srgbHex: 0x0056C2)))
                    .setTouchState(look.state, progress: look.progress)
                    .build()
            })
        }
    }

    /// A card with a dot, a title dimmed while pressed, and a subtitle and dot recolored:
    /// the subtitle to `pressedTextColor`, a blue that reads as text on the card (UIKit's
    /// tint, #007AFF, is 3.77:1 on a light card, below AA).
    private static func specimenCard(_ builder: TouchableControlBuilder, textColor: Themed<Color>,
                                     pressedTextColor: Themed<Color>) -> TouchableControlBuilder {
        let card = builder.view
        card.frame = CGRect(origin: .zero, size: specimenSize)
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
