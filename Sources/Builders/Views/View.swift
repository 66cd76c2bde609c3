import Foundation
import Render
import TokenModel

/// The base of every view in the tree, as `UIView`: a frame in its superview, a
/// background, a border, and subviews drawn over it.
///
/// Views are reference types with identity, like UIKit's; a tree is not `Sendable` and is
/// laid out and rendered by one task.
open class View {
    // MARK: - Properties

    /// The position and size in the superview's coordinates, in points.
    public var frame: CGRect = .zero
    /// The view's own coordinate space: its size at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    public var backgroundColor: Themed<Color>?
    public var cornerRadius: CGFloat = 0
    public var borderWidth: CGFloat = 0
    public var borderColor: Themed<Color>?
    /// Whether the frame becomes constraints (UIKit's default); `useAutoLayout()` turns it off.
    public var translatesAutoresizingMaskIntoConstraints = true
    public var isHidden = false
    /// A name for diagnostics and the gallery.
    public var debugName: String?
    /// How strongly the view resists growing beyond its intrinsic size.
    public var contentHuggingPriority = AxisPriorities.defaultHugging
    /// How strongly the view resists shrinking below its intrinsic size.
    public var compressionResistancePriority = AxisPriorities.defaultCompressionResistance

    public private(set) var subviews: [View] = []
    /// The view this one is a subview of; weak, so a tree is owned from its root.
    public private(set) weak var superview: View?

    // MARK: - Initializers

    public init() {}

    // MARK: - Hierarchy

    /// Adds `view` on top of the other subviews, moving it from its old superview.
    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Removes the view from its superview.
    public func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    // MARK: - Layout

    /// The size the content needs when it may be at most `width` wide (`nil`: no limit),
    /// or `nil` when the view has no content size of its own (UIKit's `noIntrinsicMetric`).
    open func intrinsicContentSize(fittingWidth width: CGFloat?) throws -> CGSize? {
        nil
    }

    // MARK: - Drawing

    /// Draws the view's own content in its bounds; background and border are drawn before
    /// it and subviews after it. Subclasses that draw override this.
    open func draw(in context: RenderContext) throws {}
}
