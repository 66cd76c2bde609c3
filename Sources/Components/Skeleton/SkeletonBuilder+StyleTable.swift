import Foundation
import LayoutDSL
import TokenModel
import ViewKit

extension SkeletonBuilder {
    /// The `skeleton` kind: the shimmer's colors, timing, band ratio and direction, plus
    /// the view's properties.
    public static let styleTable = StyleTable<SkeletonBuilder>(kind: SkeletonStyleKind.kind, viewRowsAnd: [
        .color(SkeletonStyleKind.gradientBackgroundColor, shows: { $0.gradientBackgroundColor }) { $0.setGradientBackgroundColor($1) },
        .color(SkeletonStyleKind.gradientMovingColor, shows: { $0.gradientMovingColor }) { $0.setGradientMovingColor($1) },
        .duration(SkeletonStyleKind.movingAnimationDuration, shows: { TokenDuration($0.movingAnimationDuration, .s) }) { $0.setMovingAnimationDuration($1) },
        .duration(SkeletonStyleKind.delayBetweenAnimationLoops, shows: { TokenDuration($0.delayBetweenAnimationLoops, .s) }) { $0.setDelayBetweenAnimationLoops($1) },
        .number(SkeletonStyleKind.shimmerRatio, shows: { $0.shimmerRatio }) { $0.setShimmerRatio($1) },
        .choice(SkeletonStyleKind.direction, ShimmerDirection.self, shows: { $0.direction }) { $0.setDirection($1) },
    ])
}
