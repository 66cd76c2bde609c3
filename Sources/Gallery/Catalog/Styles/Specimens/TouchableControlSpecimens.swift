import Builders
import Foundation
import Render
import TokenModel

extension TouchableControlBuilder: ShownInGallery {
    /// How the gallery shows the `touchableControl` kind: its section and each style's
    /// specimens, drawn as `TouchableControlSnapshotTests` draws them (``TouchableControlRecipes``).
    static let gallery = StyleGallery<TouchableControlBuilder>(
        component: "TouchableControl", id: "touchable-controls", title: "Touchable controls",
        summary: "Each touchable control style as a card, normal, pressed and halfway into pressed: the title dims to the style's alpha, the dot turns orange and the subtitle blue.",
        keywords: ["touch", "pressed", "tap", "control"]
    ) { context, styled in
        TouchableControlRecipes.specimens(style: context.style.name, onDarkPage: context.background.relativeLuminance < 0.4, styled: styled)
    }
}
