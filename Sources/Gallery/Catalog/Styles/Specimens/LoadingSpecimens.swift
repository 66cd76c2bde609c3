import Builders
import Foundation
import Render
import TokenModel

extension LoadingBuilder: ShownInGallery {
    /// The size of the gallery's feed, in points (``LoadingRecipes/frameSize``).
    static let specimenSize = LoadingRecipes.frameSize

    /// How the gallery shows the `loading` kind: its section and each style's specimens,
    /// over the feed `SkeletonSnapshotTests` draws (``LoadingRecipes``), fading into the
    /// page: one loop animated, and the strip of its sweep, which a snapshot test holds.
    static let gallery = StyleGallery<LoadingBuilder>(
        component: "LoadingView", id: "loadings", title: "Loading views", summary: "Each loading style over a feed's blocks: one loop animated, and eight frames of it.",
        keywords: ["shimmer", "animation"]
    ) { context, styled in
        let page = Themed(context.background), detail = "feed \(specimenSize)"
        return [
            StyleSpecimen("feed", detail: detail, animating: { LoadingRecipes.feed(styled: styled, fadingInto: page) }),
            StyleSpecimen("sweep frames", detail: detail, frameLabels: ShimmerSpecimens.sweepLabels(of: LoadingRecipes.feed(styled: styled, fadingInto: page)),
                          recipe: LoadingRecipes.sweep(style: context.style.name, fadingInto: page, styled: styled)),
        ]
    }
}
