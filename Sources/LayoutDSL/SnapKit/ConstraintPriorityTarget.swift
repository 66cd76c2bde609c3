import Foundation
import ViewKit

/// A number or priority `priority(_:)` accepts, as SnapKit's protocol; ``LayoutPriority``
/// (`.defaultHigh`) too.
public protocol ConstraintPriorityTarget {}

// MARK: - Conformances

extension Int: ConstraintPriorityTarget {}
extension UInt: ConstraintPriorityTarget {}
extension Float: ConstraintPriorityTarget {}
extension Double: ConstraintPriorityTarget {}
extension CGFloat: ConstraintPriorityTarget {}
extension LayoutPriority: ConstraintPriorityTarget {}

extension ConstraintPriority {
    /// The priority `target` stands for.
    init(_ target: any ConstraintPriorityTarget) {
        if let priority = target as? LayoutPriority {
            self.init(priority.rawValue)
        } else {
            self.init(Float(ConstraintConstant.number(target) ?? 1000))
        }
    }
}
