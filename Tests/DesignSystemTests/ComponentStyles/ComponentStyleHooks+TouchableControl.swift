import Builders
import DesignSystem
import Foundation
import TokenModel

extension ComponentStyleHooks {
    /// The `touchableControl` kind: the pressed alpha and the change's duration.
    static let touchableControl: ComponentStyleHook? = ComponentStyleHook(
        generatedViews: {
            DesignTokens.TouchableControlStyle.allCases.map { ($0.rawValue, TouchableControlBuilder.startBuild().setStyle($0).build()) }
        },
        read: { view, _ in
            guard let control = view as? TouchableControl else { return nil }
            return [
                "touchAlphaValue": control.touchAlphaValue,
                "normalDuration": control.normalDuration,
            ]
        }
    )
}
