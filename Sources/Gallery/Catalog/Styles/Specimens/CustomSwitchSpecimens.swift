import Builders
import Foundation
import Render
import TokenModel

extension CustomSwitchBuilder: ShownInGallery {
    /// How the gallery shows the `customSwitch` kind: its section and each style's
    /// specimens, drawn as `CustomSwitchSnapshotTests` draws them (``CustomSwitchRecipes``).
    static let gallery = StyleGallery<CustomSwitchBuilder>(
        component: "CustomSwitch", id: "custom-switches", title: "Switches",
        summary: "Each switch style off and on, and turning on, left to right: the spring moves the thumb while the on color fades in.",
        keywords: ["toggle", "transition"]
    ) { context, styled in
        CustomSwitchRecipes.specimens(style: context.style.name, styled: styled)
    }
}
