import Foundation

/// A number `multipliedBy(_:)` and `dividedBy(_:)` accept, as SnapKit's protocol.
public protocol ConstraintMultiplierTarget {}

// MARK: - Conformances

extension Int: ConstraintMultiplierTarget {}
extension UInt: ConstraintMultiplierTarget {}
extension Float: ConstraintMultiplierTarget {}
extension Double: ConstraintMultiplierTarget {}
extension CGFloat: ConstraintMultiplierTarget {}
