import Foundation
import Render
import TokenModel
import ViewKit

extension ImageViewBuilder {
    /// The `imageView` kind: the view's properties, the template tint and the content mode.
    public static let styleTable = StyleTable<ImageViewBuilder>(kind: ImageViewStyleKind.kind, viewRowsAnd: [
        .color(ImageViewStyleKind.tintColor, shows: { $0.tintColor }) { $0.setTintColor($1) },
        .contentMode(ImageViewStyleKind.contentMode, shows: { $0.contentMode }) { $0.setContentMode($1) },
    ])
}
