import Foundation
import ViewKit

/// Pins one subview to its superview for ``UIBuilder/subView(_:_:fileID:line:)``, by anchors:
///
/// ```swift
/// layout.top(12).left(16).right(16).bottom(12)
/// ```
///
/// Every value is an inset: `right(16)` and `bottom(16)` put the subview's trailing and
/// bottom edges 16 points inside the superview's. The subview keeps its
/// `translatesAutoresizingMaskIntoConstraints`, as UIKit's anchors do. Each constraint
/// carries ``callSite``, so a conflict names the team's `subView` call, not this file.
public final class UILayout {
    // MARK: - Properties

    /// The view the subview was added to.
    public let superView: View
    /// The view being laid out.
    public let subView: View
    /// The constraints activated so far, in order, to adjust or deactivate later.
    public private(set) var constraints: [LayoutConstraint] = []
    /// The call that asked for the layout (``UIBuilder/subView(_:_:fileID:line:)``), given
    /// to every constraint made; `nil` leaves each its own (this file's line).
    public let callSite: CallSite?

    // MARK: - Initializers

    /// A layout of `subView` in `superView`, its constraints located at `callSite`.
    public init(superView: View, subView: View, callSite: CallSite? = nil) {
        self.superView = superView
        self.subView = subView
        self.callSite = callSite
    }

    // MARK: - Edges

    /// Puts the subview's top `inset` below the superview's top.
    @discardableResult
    public func top(_ inset: CGFloat) -> UILayout {
        activate(subView.topAnchor.constraint(equalTo: superView.topAnchor, constant: inset))
    }

    /// Puts the subview's leading edge `inset` after the superview's.
    @discardableResult
    public func left(_ inset: CGFloat) -> UILayout {
        activate(subView.leadingAnchor.constraint(equalTo: superView.leadingAnchor, constant: inset))
    }

    /// Puts the subview's trailing edge `inset` before the superview's.
    @discardableResult
    public func right(_ inset: CGFloat) -> UILayout {
        activate(subView.trailingAnchor.constraint(equalTo: superView.trailingAnchor, constant: -inset))
    }

    /// Puts the subview's bottom `inset` above the superview's bottom.
    @discardableResult
    public func bottom(_ inset: CGFloat) -> UILayout {
        activate(subView.bottomAnchor.constraint(equalTo: superView.bottomAnchor, constant: -inset))
    }

    /// Insets all four edges by `inset`.
    @discardableResult
    public func padding(_ inset: CGFloat) -> UILayout {
        top(inset).left(inset).right(inset).bottom(inset)
    }

    // MARK: - Centering

    /// Centers the subview in the superview along `axis`: `.horizontal` matches the
    /// centerX anchors, `.vertical` the centerY anchors.
    @discardableResult
    public func center(_ axis: LayoutAxis) -> UILayout {
        switch axis {
        case .horizontal: activate(subView.centerXAnchor.constraint(equalTo: superView.centerXAnchor))
        case .vertical: activate(subView.centerYAnchor.constraint(equalTo: superView.centerYAnchor))
        }
    }

    // MARK: - Private

    private func activate(_ constraint: LayoutConstraint) -> UILayout {
        if let callSite { constraint.callSite = callSite }
        constraint.isActive = true
        constraints.append(constraint)
        return self
    }
}
