import Foundation
import LayoutDSL
import TokenModel

extension LoadingBuilder {
    /// The `loading` kind: the placeholders' and the shimmer's colors, the band ratio and
    /// timing, the blocks' top offset and the gradient and repeat switches, plus the view's
    /// properties.
    public static let styleTable = StyleTable<LoadingBuilder>(kind: LoadingStyleKind.kind, viewRowsAnd: [
        .color(LoadingStyleKind.placeholderColor) { $0.setPlaceholderColor($1) },
        .color(LoadingStyleKind.shimmerColor) { $0.setShimmerColor($1) },
        .number(LoadingStyleKind.shimmerRatio) { $0.setShimmerRatio($1) },
        .duration(LoadingStyleKind.movingAnimationDuration) { $0.setMovingAnimationDuration($1) },
        .dimension(LoadingStyleKind.topOffset) { $0.setTopOffset($1) },
        .boolean(LoadingStyleKind.needGradient) { $0.setNeedGradient($1) },
        .boolean(LoadingStyleKind.needRepeatLast) { $0.setNeedRepeatLast($1) },
    ])
}
