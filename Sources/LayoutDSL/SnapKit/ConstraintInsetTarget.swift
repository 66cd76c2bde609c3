import Foundation
import ViewKit

/// What `inset(_:)` accepts, as SnapKit's protocol: a number (the same inset on every edge) or
/// ``EdgeInsets``. Insets point inward: right, bottom and trailing constants are negated.
public protocol ConstraintInsetTarget: ConstraintConstantTarget {}

// MARK: - Conformances

extension Int: ConstraintInsetTarget {}
extension UInt: ConstraintInsetTarget {}
extension Float: ConstraintInsetTarget {}
extension Double: ConstraintInsetTarget {}
extension CGFloat: ConstraintInsetTarget {}
extension EdgeInsets: ConstraintInsetTarget {}

extension ConstraintConstant {
    /// The insets `target` stands for: ``EdgeInsets`` as they are, a number on every edge.
    static func insets(_ target: any ConstraintInsetTarget) -> ConstraintConstant {
        if let insets = target as? EdgeInsets { return .insets(insets) }
        return .insets(EdgeInsets(all: number(target) ?? 0))
    }
}
