import Builders
import Foundation
import Render
import TokenModel

extension LabelBuilder: ShownInGallery {
    /// How the gallery shows the `label` kind: its section and each style's specimens.
    static let gallery = StyleGallery<LabelBuilder>(
        component: "LabelBuilder", id: "labels", title: "Label styles",
        summary: "Each label style on the sample text and on a paragraph that wraps, with the font drawn and its text color's contrast against its background (the style's own, else the page's).",
        keywords: ["typography", "text"]
    ) { context, styled in
        let text = context.sampleText
        return [
            StyleSpecimen("specimen", detail: "text \(String(reflecting: text))", .fitting(wrapsText: true) { styled().setText(text).build() }),
            // Drawn as `StyleSnapshotTests` draws it.
            StyleSpecimen("paragraph", detail: "text \(String(reflecting: LabelStyleRecipes.paragraph))", recipe: LabelStyleRecipes.paragraph(style: context.style.name, styled: styled)),
        ]
    }
}
