import Foundation
import LayoutDSL
import TokenModel
import ViewKit

extension SkeletonBuilder {
    /// The size of the gallery's profile card, in points.
    public static let specimenSize = CGSize(width: 320, height: 124)

    /// The `skeleton` kind: the shimmer's colors, timing, band ratio and direction, plus
    /// the view's properties.
    public static let styleTable = StyleTable<SkeletonBuilder>(kind: SkeletonStyleKind.kind, viewRowsAnd: [
        .color(SkeletonStyleKind.gradientBackgroundColor, shows: { $0.gradientBackgroundColor }) { $0.setGradientBackgroundColor($1) },
        .color(SkeletonStyleKind.gradientMovingColor, shows: { $0.gradientMovingColor }) { $0.setGradientMovingColor($1) },
        .duration(SkeletonStyleKind.movingAnimationDuration, shows: { TokenDuration($0.movingAnimationDuration, .s) }) { $0.setMovingAnimationDuration($1) },
        .duration(SkeletonStyleKind.delayBetweenAnimationLoops, shows: { TokenDuration($0.delayBetweenAnimationLoops, .s) }) { $0.setDelayBetweenAnimationLoops($1) },
        .number(SkeletonStyleKind.shimmerRatio, shows: { $0.shimmerRatio }) { $0.setShimmerRatio($1) },
        .choice(SkeletonStyleKind.direction, ShimmerDirection.self, shows: { $0.direction }) { $0.setDirection($1) },
    ], gallery: StyleGallery(
        component: "SkeletonView", id: "skeletons", title: "Skeletons", summary: "Each skeleton style over a profile card: one loop animated, and eight frames of it.",
        keywords: ["shimmer", "animation"]
    ) { _, styled in
        [StyleSpecimen("profile card", detail: "profile card \(specimenSize)", .shimmer {
            func shape(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> UIView {
                let view = UIView(frame: CGRect(x: x, y: y, width: width, height: height))
                view.cornerRadius = height / 2
                return view
            }
            let card = styled().addSubviews([
                shape(16, 16, 48, 48), shape(80, 22, 176, 14), shape(80, 44, 112, 12), shape(16, 80, 288, 10), shape(16, 98, 224, 10),
            ]).build()
            card.frame = CGRect(origin: .zero, size: specimenSize)
            return card
        })]
    })
}
