/// The view's frame inset by its `layoutMargins`, to constrain content to, as
/// `UIView.layoutMarginsGuide`: `label.leadingAnchor.constraint(equalTo:
/// card.layoutMarginsGuide.leadingAnchor)`.
///
/// The guide reads the view's margins when the layout pass runs, so changing
/// `layoutMargins` later moves what is constrained to it.
public struct LayoutMarginsGuide {
    // MARK: - Properties

    /// The view whose margins the guide follows.
    public unowned let owningView: View

    // MARK: - Anchors

    public var leftAnchor: XAxisAnchor { XAxisAnchor(item: owningView, attribute: .leftMargin) }
    public var rightAnchor: XAxisAnchor { XAxisAnchor(item: owningView, attribute: .rightMargin) }
    public var leadingAnchor: XAxisAnchor { XAxisAnchor(item: owningView, attribute: .leadingMargin) }
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(item: owningView, attribute: .trailingMargin) }
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(item: owningView, attribute: .centerXWithinMargins) }
    public var topAnchor: YAxisAnchor { YAxisAnchor(item: owningView, attribute: .topMargin) }
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(item: owningView, attribute: .bottomMargin) }
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(item: owningView, attribute: .centerYWithinMargins) }
}

extension View {
    // MARK: - Layout margins guide

    /// The view's frame inset by ``layoutMargins``, as a guide with anchors.
    public var layoutMarginsGuide: LayoutMarginsGuide { LayoutMarginsGuide(owningView: self) }
}
