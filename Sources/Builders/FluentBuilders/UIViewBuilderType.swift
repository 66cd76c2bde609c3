import TokenModel
import Foundation

/// The properties every seed-000 builder sets, whatever view it builds.
public protocol UIViewBuilderType: UIBuilderType {
    /// Turns off `translatesAutoresizingMaskIntoConstraints`, for views laid out with constraints.
    func useAutoLayout() -> Self
    func setBackgroundColor(_ color: UIColor?) -> Self
    func setCornerRadius(_ radius: CGFloat) -> Self
    func setBorder(width: CGFloat, color: UIColor) -> Self
    /// Sets how much the view resists growing past its intrinsic size on `axis`.
    func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) -> Self
    /// Sets how much the view resists shrinking below its intrinsic size on `axis`.
    func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) -> Self
}
