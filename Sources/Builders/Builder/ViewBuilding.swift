import Foundation
import TokenModel

/// The shared implementation of ``UIViewBuilderType`` for builders that hold their view.
public protocol ViewBuilding: UIViewBuilderType {
    /// The view being configured.
    var view: BuiltView { get }
}

extension ViewBuilding {
    public func build() -> BuiltView { view }

    public func useAutoLayout() -> Self {
        view.translatesAutoresizingMaskIntoConstraints = false
        return self
    }

    public func setBackgroundColor(_ color: Themed<Color>?) -> Self {
        view.backgroundColor = color
        return self
    }

    /// Sets a background that is the same in every theme.
    public func setBackgroundColor(_ color: Color?) -> Self {
        setBackgroundColor(color.map(Themed.init))
    }

    public func setCornerRadius(_ radius: CGFloat) -> Self {
        view.cornerRadius = radius
        return self
    }

    public func setBorder(width: CGFloat, color: Themed<Color>) -> Self {
        view.borderWidth = width
        view.borderColor = color
        return self
    }

    /// Sets a border whose color is the same in every theme.
    public func setBorder(width: CGFloat, color: Color) -> Self {
        setBorder(width: width, color: Themed(color))
    }
}
