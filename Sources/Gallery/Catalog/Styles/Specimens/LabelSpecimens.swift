import Builders
import Foundation
import Render
import TokenModel

extension LabelBuilder: ShownInGallery {
    /// How the gallery shows the `label` kind: its section and each style's specimens,
    /// drawn as `StyleSnapshotTests` draws them (``LabelStyleRecipes``) but for a sample
    /// text of the user's own, which has no reference.
    static let gallery = StyleGallery<LabelBuilder>(
        component: "LabelBuilder", id: "labels", title: "Label styles",
        summary: "Each label style on the sample text and on a paragraph that wraps, with the font drawn and its text color's contrast against its background (the style's own, else the page's).",
        keywords: ["typography", "text"]
    ) { context, styled in
        LabelStyleRecipes.specimens(style: context.style.name, sampleText: context.sampleText, styled: styled)
    }
}
