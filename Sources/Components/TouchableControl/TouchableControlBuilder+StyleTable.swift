import Foundation
import LayoutDSL
import TokenModel
import ViewKit

extension TouchableControlBuilder {
    /// The `touchableControl` kind: the pressed alpha, the disabled alpha and the change's duration, plus the
    /// view's properties (the control is the card its content sits in). Which views dim
    /// and which colors change are the screen's, not the style's.
    public static let styleTable = StyleTable<TouchableControlBuilder>(kind: TouchableControlStyleKind.kind, viewRowsAnd: [
        .number(TouchableControlStyleKind.touchAlphaValue, shows: { $0.touchAlphaValue }) { $0.setTouchAlphaValue($1) },
        .number(TouchableControlStyleKind.disabledAlphaValue, shows: { $0.disabledAlphaValue }) { $0.setDisabledAlphaValue($1) },
        .duration(TouchableControlStyleKind.normalDuration, shows: { TokenDuration($0.normalDuration, .s) }) { $0.setNormalDuration($1.seconds) },
    ])
}
