import Foundation

/// A number `offset(_:)` accepts, as SnapKit's protocol: added to every constraint of the line
/// as is, whatever the edge.
public protocol ConstraintOffsetTarget: ConstraintConstantTarget {}

// MARK: - Conformances

extension Int: ConstraintOffsetTarget {}
extension UInt: ConstraintOffsetTarget {}
extension Float: ConstraintOffsetTarget {}
extension Double: ConstraintOffsetTarget {}
extension CGFloat: ConstraintOffsetTarget {}
