import Foundation
import LayoutDSL
import TokenModel

extension LoadingBuilder {
    /// The `loading` kind: the placeholders' and the shimmer's colors, the band ratio and
    /// timing, the blocks' top offset and the gradient and repeat switches, plus the view's
    /// properties.
    public static let styleTable = StyleTable<LoadingBuilder>(kind: LoadingStyleKind.kind, viewRowsAnd: [
        .color(LoadingStyleKind.placeholderColor, shows: { $0.config.placeholderColor }) { $0.setPlaceholderColor($1) },
        .color(LoadingStyleKind.shimmerColor, shows: { $0.config.shimmerColor }) { $0.setShimmerColor($1) },
        .number(LoadingStyleKind.shimmerRatio, shows: { $0.config.shimmerRatio }) { $0.setShimmerRatio($1) },
        .duration(LoadingStyleKind.movingAnimationDuration, shows: { TokenDuration($0.config.movingAnimationDuration, .s) }) { $0.setMovingAnimationDuration($1) },
        .dimension(LoadingStyleKind.topOffset, shows: { $0.config.topOffset }) { $0.setTopOffset($1) },
        .boolean(LoadingStyleKind.needGradient, shows: { $0.config.needGradient }) { $0.setNeedGradient($1) },
        .boolean(LoadingStyleKind.needRepeatLast, shows: { $0.config.needRepeatLast }) { $0.setNeedRepeatLast($1) },
    ])
}
