/// A layout priority per axis, as UIKit's content hugging and compression resistance
/// priorities.
public struct AxisPriorities: Sendable, Hashable {
    // MARK: - Properties

    public var horizontal: LayoutPriority
    public var vertical: LayoutPriority

    /// UIKit's default content hugging priority.
    public static let defaultHugging = AxisPriorities(horizontal: 250, vertical: 250)
    /// The content hugging priority of labels and image views.
    public static let labelHugging = AxisPriorities(horizontal: 251, vertical: 251)
    /// UIKit's default compression resistance priority.
    public static let defaultCompressionResistance = AxisPriorities(horizontal: 750, vertical: 750)

    // MARK: - Initializers

    public init(horizontal: LayoutPriority, vertical: LayoutPriority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    // MARK: - Access by axis

    /// The priority on `axis`.
    public subscript(axis: LayoutAxis) -> LayoutPriority {
        get { axis == .horizontal ? horizontal : vertical }
        set {
            if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
        }
    }
}
