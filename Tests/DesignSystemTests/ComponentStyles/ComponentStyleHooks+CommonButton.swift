import Builders
import DesignSystem
import Foundation
import TokenModel

extension ComponentStyleHooks {
    /// The `commonButton` kind: its per-state background and title colors, typography and
    /// image alpha; the view's own `backgroundColor` stays unset, as for a button.
    static let commonButton: ComponentStyleHook? = ComponentStyleHook(
        generatedViews: {
            DesignTokens.CommonButtonStyle.allCases.map { ($0.rawValue, CommonButtonBuilder.startBuild().setStyle($0).build()) }
        },
        read: { view, theme in
            guard let button = view as? CommonButton else { return nil }
            var values: [String: AnyHashable] = [
                "titleTypography": button.titleTypography,
                "imageAlpha": button.imageAlpha,
            ]
            for state in ControlState.allCases {
                values["titleColor.\(state.rawValue)"] = button.titleColor(for: state).resolved(in: theme)
                values["backgroundColor.\(state.rawValue)"] = button.backgroundColor(for: state)?.resolved(in: theme) ?? AnyHashable("none")
            }
            return values
        }
    )
}
