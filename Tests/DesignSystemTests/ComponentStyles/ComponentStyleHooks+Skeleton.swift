import Builders
import DesignSystem
import Foundation
import TokenModel

extension ComponentStyleHooks {
    /// The `skeleton` kind: ``SkeletonView`` built by ``SkeletonBuilder``.
    static let skeleton: ComponentStyleHook? = ComponentStyleHook(
        generatedViews: { DesignTokens.SkeletonStyle.allCases.map { ($0.rawValue, SkeletonBuilder.startBuild().setStyle($0).build()) } },
        read: { view, theme in
            guard let skeleton = view as? SkeletonView else { return nil }
            return [
                "gradientBackgroundColor": skeleton.gradientBackgroundColor.resolved(in: theme),
                "gradientMovingColor": skeleton.gradientMovingColor.resolved(in: theme),
                "movingAnimationDuration": skeleton.movingAnimationDuration,
                "delayBetweenAnimationLoops": skeleton.delayBetweenAnimationLoops,
                "shimmerRatio": skeleton.shimmerRatio,
                "direction": skeleton.direction.rawValue,
            ]
        }
    )
}
