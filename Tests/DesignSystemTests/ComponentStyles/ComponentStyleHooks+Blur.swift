import Builders
import DesignSystem
import Foundation
import TokenModel

extension ComponentStyleHooks {
    /// The `blur` kind: the tint laid over the blur and the blur's radius.
    static let blur: ComponentStyleHook? = ComponentStyleHook(
        generatedViews: {
            DesignTokens.BlurStyle.allCases.map { ($0.rawValue, BlurBuilder.startBuild().setStyle($0).build()) }
        },
        read: { view, theme in
            guard let blur = view as? BlurView else { return nil }
            return [
                "tintColor": blur.blurTintColor?.resolved(in: theme) ?? AnyHashable("none"),
                "blurRadius": blur.blurRadius,
            ]
        }
    )
}
