import Builders
import Foundation
import Render
import TokenModel

extension SkeletonBuilder: ShownInGallery {
    /// The size of the gallery's profile card, in points (``SkeletonRecipes/cardSize``).
    public static let specimenSize = SkeletonRecipes.cardSize

    /// How the gallery shows the `skeleton` kind: its section and each style's specimens,
    /// over the profile card `SkeletonSnapshotTests` draws (``SkeletonRecipes``): one loop
    /// animated, and the strip of its sweep, which a snapshot test holds.
    static let gallery = StyleGallery<SkeletonBuilder>(
        component: "SkeletonView", id: "skeletons", title: "Skeletons", summary: "Each skeleton style over a profile card: one loop animated, and eight frames of it.",
        keywords: ["shimmer", "animation"]
    ) { context, styled in
        let detail = "profile card \(specimenSize)"
        return [
            StyleSpecimen("profile card", detail: detail, animating: { SkeletonRecipes.profileCard(styled: styled) }),
            StyleSpecimen("sweep frames", detail: detail, frameLabels: ShimmerSpecimens.sweepLabels(of: SkeletonRecipes.profileCard(styled: styled)),
                          recipe: SkeletonRecipes.sweep(style: context.style.name, styled: styled)),
        ]
    }
}
