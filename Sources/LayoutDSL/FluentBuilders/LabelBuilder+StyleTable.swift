import TokenModel
import ViewKit

extension LabelBuilder {
    /// The `label` kind: the view's properties, the text's typography, color, alignment and
    /// number of lines.
    public static let styleTable = StyleTable<LabelBuilder>(kind: LabelStyleKind.kind, viewRowsAnd: [
        .typography(LabelStyleKind.typography, shows: { $0.typography }) { $0.setTypography($1) },
        .color(LabelStyleKind.textColor, shows: { $0.textColor }) { $0.setTextColor($1) },
        .alignment(LabelStyleKind.alignment, shows: { $0.alignment }) { $0.setAlignment($1) },
        .integer(LabelStyleKind.numberOfLines, shows: { $0.numberOfLines }) { $0.setNumberOfLines($1) },
    ])
}
