import Foundation
import ViewKit

/// A style for views of one class, as SurfUtils' `UIStyle<View>`: a subclass overrides
/// ``apply(for:)`` to set what the style sets, and a static member names each style:
///
/// ```swift
/// final class CardStyle: UIStyle<View> {
///     override func apply(for view: View) { view.cornerRadius = 12 }
/// }
/// extension UIStyle {
///     static var card: UIStyle<View> { CardStyle() }
/// }
/// someView.apply(style: .card)
/// ```
///
/// A generated style enum applies to the same views: a `UIStyle` may apply one through
/// the view's builder (`CommonButtonBuilder.edit(button).setStyle(.primary)`).
open class UIStyle<Target: View> {
    // MARK: - Initializers

    /// A style; subclasses override ``apply(for:)``.
    public init() {}

    // MARK: - Applying

    /// Styles `view`. The base class sets nothing.
    open func apply(for view: Target) {}
}

/// A view that a ``UIStyle`` of its own class can style (SurfUtils' `UIStyleProtocol`);
/// every ``View`` is one.
public protocol UIStyleApplicable: AnyObject {}

extension View: UIStyleApplicable {}

extension UIStyleApplicable where Self: View {
    // MARK: - Applying styles

    /// Applies `style` to this view, as SurfUtils' `apply(style:)`.
    public func apply(style: UIStyle<Self>) {
        style.apply(for: self)
    }
}
