import Foundation
import LayoutDSL
import TokenModel

extension LoadingBuilder {
    /// The size of the gallery's feed, in points.
    static let specimenSize = CGSize(width: 320, height: 240)

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
    ], gallery: StyleGallery(
        component: "LoadingView", id: "loadings", title: "Loading views", summary: "Each loading style over a feed's blocks: one loop animated, and eight frames of it.",
        keywords: ["shimmer", "animation"]
    ) { context, styled in
        let fadeColor = context.background
        return [StyleSpecimen("feed", detail: "feed \(specimenSize)", .shimmer {
            let blocks = [
                LoadingPlaceholderBlock(height: 72, placeholders: [
                    LoadingPlaceholder(frame: CGRect(x: 16, y: 12, width: 48, height: 48), cornerRadius: 24),
                    LoadingPlaceholder(frame: CGRect(x: 76, y: 20, width: 0, height: 14), cornerRadius: 7, trailingInset: 96),
                    LoadingPlaceholder(frame: CGRect(x: 76, y: 42, width: 120, height: 12), cornerRadius: 6),
                ]),
                LoadingPlaceholderBlock(height: 96, repeatCount: 2, placeholders: [
                    LoadingPlaceholder(frame: CGRect(x: 16, y: 8, width: 0, height: 56), cornerRadius: 8, trailingInset: 16),
                    LoadingPlaceholder(frame: CGRect(x: 16, y: 72, width: 0, height: 12), cornerRadius: 6, trailingInset: 72),
                ]),
                LoadingPlaceholderBlock(height: 40, placeholders: [
                    LoadingPlaceholder(frame: CGRect(x: 16, y: 12, width: 0, height: 14), cornerRadius: 7, trailingInset: 40),
                ]),
            ]
            let loading = styled().setBlocks(blocks).setFadeColor(Themed(fadeColor)).build()
            loading.frame = CGRect(origin: .zero, size: specimenSize)
            return loading
        })]
    })
}
