import Builders
import Foundation
import Render
import TokenModel

extension BlurBuilder: ShownInGallery {
    /// The size of the gallery's striped backdrop, in points.
    static let specimenSize = BlurRecipes.size

    /// How the gallery shows the `blur` kind: its section and each style's specimens, drawn
    /// as `BlurSnapshotTests` draws them (``BlurRecipes``), the caption in the design
    /// system's `label.body` where it has one.
    static let gallery = StyleGallery<BlurBuilder>(
        component: "BlurBuilder", id: "blurs", title: "Blurs", summary: "Each blur style over colored stripes and a dark disc, with a caption on it; the stripes outside it stay sharp.",
        keywords: ["backdrop"]
    ) { context, styled in
        let body = context.otherStyle("label", "body")
        let recipe = BlurRecipes.overStripes(style: context.style.name, styled: styled, label: body.map(caption(in:)))
        return [StyleSpecimen("over stripes", detail: "stripes \(specimenSize) caption \(String(reflecting: body?.values))", recipe: recipe)]
    }

    /// The caption on the blur, in the label style `body`, centred.
    private static func caption(in body: ResolvedStyle) -> @Sendable () -> View {
        { LabelBuilder.startBuild().apply(body).setText(BlurRecipes.caption).setAlignment(.center).build() }
    }
}
