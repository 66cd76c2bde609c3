import Builders
import Foundation
import Render
import TokenModel

extension ButtonBuilder: ShownInGallery {
    /// How the gallery shows the `button` kind: its section and each style's specimens,
    /// drawn as `StyleSnapshotTests` draws them (``ButtonStyleRecipes``).
    static let gallery = StyleGallery<ButtonBuilder>(
        component: "ButtonBuilder", id: "buttons", title: "Button styles",
        summary: "Each button style normal, highlighted, disabled and selected, with each state's title contrast.",
        keywords: ["state"]
    ) { context, styled in
        ButtonStyleRecipes.specimens(style: context.style.name, styled: styled)
    }
}
