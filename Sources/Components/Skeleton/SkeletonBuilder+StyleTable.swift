import Foundation
import LayoutDSL
import TokenModel
import ViewKit

extension SkeletonBuilder {
    /// The `skeleton` kind: the shimmer's colors, timing, band ratio and direction, plus
    /// the view's properties.
    public static let styleTable = StyleTable<SkeletonBuilder>(kind: SkeletonStyleKind.kind, viewRowsAnd: [
        .color(SkeletonStyleKind.gradientBackgroundColor) { $0.setGradientBackgroundColor($1) },
        .color(SkeletonStyleKind.gradientMovingColor) { $0.setGradientMovingColor($1) },
        .duration(SkeletonStyleKind.movingAnimationDuration) { $0.setMovingAnimationDuration($1) },
        .duration(SkeletonStyleKind.delayBetweenAnimationLoops) { $0.setDelayBetweenAnimationLoops($1) },
        .number(SkeletonStyleKind.shimmerRatio) { $0.setShimmerRatio($1) },
        .choice(SkeletonStyleKind.direction, ShimmerDirection.self) { $0.setDirection($1) },
    ])
}
