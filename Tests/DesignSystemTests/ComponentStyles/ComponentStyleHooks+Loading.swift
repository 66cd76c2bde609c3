import Builders
import DesignSystem
import Foundation
import TokenModel

extension ComponentStyleHooks {
    /// The `loading` kind: ``LoadingView`` built by ``LoadingBuilder``; its style sets the
    /// view's ``LoadingViewConfig``.
    static let loading: ComponentStyleHook? = ComponentStyleHook(
        generatedViews: { DesignTokens.LoadingStyle.allCases.map { ($0.rawValue, LoadingBuilder.startBuild().setStyle($0).build()) } },
        read: { view, theme in
            guard let loading = view as? LoadingView else { return nil }
            let config = loading.config
            return [
                "placeholderColor": config.placeholderColor.resolved(in: theme),
                "shimmerColor": config.shimmerColor.resolved(in: theme),
                "shimmerRatio": config.shimmerRatio,
                "movingAnimationDuration": config.movingAnimationDuration,
                "topOffset": config.topOffset,
                "needGradient": config.needGradient,
                "needRepeatLast": config.needRepeatLast,
            ]
        }
    )
}
