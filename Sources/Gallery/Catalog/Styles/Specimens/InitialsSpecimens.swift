import Builders
import Foundation
import Render
import TokenModel

extension InitialsBuilder: ShownInGallery {
    /// How the gallery shows the `initials` kind: its section and each style's specimens,
    /// drawn as `InitialsSnapshotTests` draws them (``InitialsRecipes``).
    static let gallery = StyleGallery<InitialsBuilder>(
        component: "drawInitials", id: "initials", title: "Initials",
        summary: "Each initials style for a Latin, a lower-case Cyrillic, a one-letter and an empty name, with the letters' contrast on the circle.",
        keywords: ["avatar"]
    ) { context, styled in
        InitialsRecipes.specimens(style: context.style.name, styled: styled)
    }
}
