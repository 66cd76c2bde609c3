/// A view whose frame the constraints do not fully determine, as UIKit's
/// `hasAmbiguousLayout` reports it.
public struct LayoutAmbiguity: CustomStringConvertible {
    // MARK: - Properties

    public let view: View
    /// What can move: `minX`, `minY`, `width`, `height`.
    public let variables: [String]

    // MARK: - Description

    /// `Label("title"): minX, width`.
    public var description: String { "\(View.describe(view)): \(variables.joined(separator: ", "))" }
}
