/// A layout priority (1–1000) per axis, as UIKit's content hugging and compression
/// resistance priorities.
public struct AxisPriorities: Sendable, Hashable {
    public var horizontal: Int
    public var vertical: Int

    public init(horizontal: Int, vertical: Int) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// UIKit's default content hugging priority.
    public static let defaultHugging = AxisPriorities(horizontal: 250, vertical: 250)
    /// The content hugging priority of labels and image views.
    public static let labelHugging = AxisPriorities(horizontal: 251, vertical: 251)
    /// UIKit's default compression resistance priority.
    public static let defaultCompressionResistance = AxisPriorities(horizontal: 750, vertical: 750)
}
