import Foundation
import ViewKit

/// A constant a relation or `offset`/`inset` gives: a number, `CGSize`, `CGPoint` or
/// ``EdgeInsets``, as SnapKit's protocol. Each constraint made takes the part that fits the
/// attribute it relates to (see ``ConstraintConstant/value(for:)``).
public protocol ConstraintConstantTarget: ConstraintRelatableTarget {}

// MARK: - Conformances

extension Int: ConstraintConstantTarget {}
extension UInt: ConstraintConstantTarget {}
extension Float: ConstraintConstantTarget {}
extension Double: ConstraintConstantTarget {}
extension CGFloat: ConstraintConstantTarget {}
extension CGSize: ConstraintConstantTarget {}
extension CGPoint: ConstraintConstantTarget {}
extension EdgeInsets: ConstraintConstantTarget {}

/// A constant, resolved from a ``ConstraintConstantTarget``.
enum ConstraintConstant: Equatable {
    case number(CGFloat)
    case size(CGSize)
    case point(CGPoint)
    case insets(EdgeInsets)

    // MARK: - Initializers

    /// The constant `target` stands for; `nil` for a target that is not a constant.
    init?(_ target: Any) {
        switch target {
        case let value as CGSize: self = .size(value)
        case let value as CGPoint: self = .point(value)
        case let value as EdgeInsets: self = .insets(value)
        default:
            guard let number = Self.number(target) else { return nil }
            self = .number(number)
        }
    }

    /// `target` as a number, for the number types.
    static func number(_ target: Any) -> CGFloat? {
        switch target {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as UInt: CGFloat(value)
        default: nil
        }
    }

    // MARK: - Values

    /// The constant for a constraint relating to `attribute`, as SnapKit: a number as is; a
    /// size's width or height (0 for positions); a point's x or y (0 for sizes); insets move
    /// left and top edges in and right and bottom edges in by negating, shrink sizes by both
    /// insets, and move centers by half the difference.
    func value(for attribute: LayoutAttribute) -> CGFloat {
        switch self {
        case .number(let value):
            return value
        case .size(let size):
            switch attribute {
            case .width: return size.width
            case .height: return size.height
            default: return 0
            }
        case .point(let point):
            switch attribute.kind {
            case .xAxis: return point.x
            case .yAxis: return point.y
            case .dimension: return 0
            }
        case .insets(let insets):
            return insets.offset(of: attribute)
        }
    }
}
