import Foundation
import ViewKit

/// Builds a view in UIBuilder's style: every settable property of `V` is a method of the
/// builder, through dynamic member lookup, and ``view`` ends the chain.
///
/// ```swift
/// let view = UIBuilder(UIView.self)
///     .backgroundColor(.red)
///     .frame(CGRect(x: 0, y: 0, width: 100, height: 100))
///     .tag(12)
///     .view
/// ```
///
/// The builder returns the type it was given: `UIBuilder(Label.self).view` is a ``Label``.
@dynamicMemberLookup
public struct UIBuilder<V: View> {
    // MARK: - Properties

    /// The view being configured, the same object from the first call to the last.
    public let view: V

    // MARK: - Initializers

    /// A builder that configures the existing `view`.
    public init(_ view: V) {
        self.view = view
    }

    /// A builder holding a new view of `type` (`UIBuilder(Label.self)`), made with its
    /// `init()`, which every view has (``View/init()`` is `required`), subclasses included.
    public init(_ type: V.Type) {
        self.init(type.init())
    }

    // MARK: - Dynamic members

    /// A setter for the property at `keyPath`: `.text("…")` sets `text` and returns the
    /// builder. Only settable properties are reachable.
    public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<V, T>) -> (T) -> UIBuilder<V> {
        { value in
            view[keyPath: keyPath] = value
            return self
        }
    }

    // MARK: - Geometry

    /// Sets the frame in the superview's coordinates.
    public func frame(_ frame: CGRect) -> UIBuilder<V> {
        view.frame = frame
        return self
    }

    /// Sets the frame from its origin and size.
    public func frame(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) -> UIBuilder<V> {
        frame(CGRect(x: x, y: y, width: width, height: height))
    }

    /// Activates a required constraint that makes the view `width` wide; a conflict names
    /// this call's line.
    public func width(_ width: CGFloat, fileID: String = #fileID, line: UInt = #line) -> UIBuilder<V> {
        view.widthAnchor.constraint(equalToConstant: width, fileID: fileID, line: line).isActive = true
        return self
    }

    /// Activates a required constraint that makes the view `height` high; a conflict names
    /// this call's line.
    public func height(_ height: CGFloat, fileID: String = #fileID, line: UInt = #line) -> UIBuilder<V> {
        view.heightAnchor.constraint(equalToConstant: height, fileID: fileID, line: line).isActive = true
        return self
    }

    // MARK: - Layout priorities

    /// Sets the content hugging priority on `axis`, as `UIView`'s method: of two views in a
    /// row, the one with the lower priority grows into the free space.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) -> UIBuilder<V> {
        view.setContentHuggingPriority(priority, for: axis)
        return self
    }

    /// Sets the compression resistance priority on `axis`, as `UIView`'s method: when there
    /// is too little room, the view with the lower priority is shrunk first.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) -> UIBuilder<V> {
        view.setContentCompressionResistancePriority(priority, for: axis)
        return self
    }

    // MARK: - Appearance

    /// Rounds `corners` (all by default) with `radius`; the other corners stay square.
    public func cornerRadius(_ radius: CGFloat, corners: UIRectCorner = .allCorners) -> UIBuilder<V> {
        view.cornerRadius = radius
        view.maskedCorners = corners
        return self
    }

    /// Configures the view's layer properties through a ``Layer`` (`CALayer`'s names).
    public func layer(_ configure: (Layer) -> Void) -> UIBuilder<V> {
        configure(Layer(view))
        return self
    }

    // MARK: - Custom configuration

    /// Hands the view to `configure`, for what the builder does not reach.
    public func finally(_ configure: (V) -> Void) -> UIBuilder<V> {
        configure(view)
        return self
    }
}
