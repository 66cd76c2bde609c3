import TokenModel
import ViewKit

/// A button's per-state values, which are methods rather than properties.
extension UIBuilder where V: Button {
    // MARK: - Per-state values

    /// Sets the title shown in `state` (`.normal` by default).
    public func title(_ title: String?, for state: ControlState = .normal) -> UIBuilder<V> {
        view.setTitle(title, for: state)
        return self
    }

    /// Sets the title color in `state`.
    public func titleColor(_ color: Themed<Color>?, for state: ControlState = .normal) -> UIBuilder<V> {
        view.setTitleColor(color, for: state)
        return self
    }

    /// Sets the image before the title in `state`.
    public func image(_ image: Image?, for state: ControlState = .normal) -> UIBuilder<V> {
        view.setImage(image, for: state)
        return self
    }

    /// Sets the image stretched over the bounds in `state`.
    public func backgroundImage(_ image: Image?, for state: ControlState = .normal) -> UIBuilder<V> {
        view.setBackgroundImage(image, for: state)
        return self
    }
}
