import Foundation
import LayoutDSL
import TokenModel
import ViewKit

extension BlurBuilder {
    /// The `blur` kind: the tint over the blurred backdrop and the blur's radius, plus the
    /// view's properties.
    public static let styleTable = StyleTable<BlurBuilder>(kind: BlurStyleKind.kind, viewRowsAnd: [
        .color(BlurStyleKind.tintColor, shows: { $0.blurTintColor }) { $0.setTintColor($1) },
        .dimension(BlurStyleKind.blurRadius, shows: { $0.blurRadius }) { $0.setBlurRadius($1) },
    ])
}
