import Foundation
import TokenModel
import ViewKit

extension ViewBuilder {
    /// The `view` kind: the properties every view has.
    public static let styleTable = StyleTable<ViewBuilder>(kind: ViewStyleKind.kind, viewRowsAnd: [])
}
