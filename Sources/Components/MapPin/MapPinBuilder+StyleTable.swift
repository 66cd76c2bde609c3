import LayoutDSL
import TokenModel
import ViewKit

extension MapPinBuilder {
    /// The `mapPin` kind: the text's typography and color, the bubble's colors when normal
    /// and selected, its insets, the arrow's size and the corner radius, plus the view's
    /// properties.
    public static let styleTable = StyleTable<MapPinBuilder>(kind: MapPinStyleKind.kind, viewRowsAnd: [
        .typography(MapPinStyleKind.font, shows: { $0.font }) { $0.setFont($1) },
        .color(MapPinStyleKind.textColor, shows: { $0.textColor }) { $0.setTextColor($1) },
        .color(MapPinStyleKind.bubbleColorNormal, shows: { $0.bubbleColorNormal }) { $0.setBubbleColorNormal($1) },
        .color(MapPinStyleKind.bubbleColorSelected, shows: { $0.bubbleColorSelected }) { $0.setBubbleColorSelected($1) },
        // UIEdgeInsets is one value, so a style gives all four insets or none.
        .dimensions(MapPinStyleKind.edgeInsets, shows: { ($0.edgeInsets.top, $0.edgeInsets.left, $0.edgeInsets.bottom, $0.edgeInsets.right) }) { $0.setEdgeInsets(top: $1, left: $2, bottom: $3, right: $4) },
        .dimensions(MapPinStyleKind.arrowSize, shows: { ($0.arrowSize.width, $0.arrowSize.height) }) { $0.setArrowSize(width: $1, height: $2) },
        .dimension(MapPinStyleKind.bubbleCornerRadius, shows: { $0.bubbleCornerRadius }) { $0.setBubbleCornerRadius($1) },
    ])
}
