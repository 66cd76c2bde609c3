import Foundation
import TokenModel
import ViewKit

/// The properties every builder sets, whatever view it builds: the four methods the
/// template project lists, and nothing more is required of a team's own builder.
public protocol UIViewBuilderType: UIBuilderType {
    /// Turns off `translatesAutoresizingMaskIntoConstraints`, for views laid out with constraints.
    func useAutoLayout() -> Self
    func setBackgroundColor(_ color: UIColor?) -> Self
    func setCornerRadius(_ radius: CGFloat) -> Self
    func setBorder(width: CGFloat, color: UIColor) -> Self
}
