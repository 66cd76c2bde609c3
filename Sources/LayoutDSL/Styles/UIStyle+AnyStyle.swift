import Foundation
import ViewKit

/// A ``UIStyle`` of any view class behind one type, as SurfUtils' `AnyStyle`, so styles of
/// different classes can sit in one array or property.
public final class AnyStyle {
    // MARK: - Properties

    /// The class of view the wrapped style styles.
    public let targetType: View.Type
    private let applyToView: (View) -> Bool

    // MARK: - Initializers

    /// Wraps `style`.
    public init<Target: View>(style: UIStyle<Target>) {
        targetType = Target.self
        applyToView = { view in
            guard let target = view as? Target else { return false }
            style.apply(for: target)
            return true
        }
    }

    // MARK: - Applying

    /// Applies the wrapped style to `view` when it is of the style's class (or a
    /// subclass); returns whether it did. A view of another class is left as it is.
    @discardableResult
    public func apply(for view: View) -> Bool {
        applyToView(view)
    }
}
