import Foundation
import ViewKit

/// What `equalTo`, `greaterThanOrEqualTo` and `lessThanOrEqualTo` accept, as SnapKit's
/// protocol: a view (the same attributes), an item (`other.snp.bottom`), or a constant
/// (a number, `CGSize`, `CGPoint`, ``EdgeInsets``; see ``ConstraintConstantTarget``).
public protocol ConstraintRelatableTarget {}

// MARK: - Conformances

extension View: ConstraintRelatableTarget {}
extension ConstraintItem: ConstraintRelatableTarget {}
extension Int: ConstraintRelatableTarget {}
extension UInt: ConstraintRelatableTarget {}
extension Float: ConstraintRelatableTarget {}
extension Double: ConstraintRelatableTarget {}
extension CGFloat: ConstraintRelatableTarget {}
extension CGSize: ConstraintRelatableTarget {}
extension CGPoint: ConstraintRelatableTarget {}
extension EdgeInsets: ConstraintRelatableTarget {}
