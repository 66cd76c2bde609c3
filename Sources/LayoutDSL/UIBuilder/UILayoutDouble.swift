import Foundation
import ViewKit

/// Lays out two subviews for ``UIBuilder/subViews(_:_:_:fileID:line:)``: side by side
/// (`alignHorizontally`), one above the other (`alignVertically`), or overlapping
/// (`alignZStack`).
///
/// ```swift
/// layout.alignHorizontally(left: 16, spacing: 8, right: 16, top: 4, bottom: 4)
/// ```
///
/// As in ``UILayout`` every edge value is an inset from the superview's edge. On the
/// cross axis a subview is centered in the superview only when neither of its two cross
/// edges is pinned. Each constraint carries ``callSite``, so a conflict names the team's
/// `subView` call, not this file.
public final class UILayoutDouble {
    // MARK: - Properties

    /// The view both subviews were added to.
    public let superView: View
    /// The first subview: the left one, the upper one, or the one below.
    public let firstSubView: View
    /// The second subview: the right one, the lower one, or the one on top.
    public let secondSubView: View
    /// The constraints activated so far, in order, to adjust or deactivate later.
    public private(set) var constraints: [LayoutConstraint] = []
    /// The call that asked for the layout (``UIBuilder/subViews(_:_:_:fileID:line:)``),
    /// given to every constraint made; `nil` leaves each its own (this file's line).
    public let callSite: CallSite?

    // MARK: - Initializers

    /// A layout of `firstSubView` and `secondSubView` in `superView`, its constraints
    /// located at `callSite`.
    public init(superView: View, firstSubView: View, secondSubView: View, callSite: CallSite? = nil) {
        self.superView = superView
        self.firstSubView = firstSubView
        self.secondSubView = secondSubView
        self.callSite = callSite
    }

    // MARK: - Horizontal alignment

    /// Puts the second subview `spacing` after the first; both are centered vertically.
    public func alignHorizontally(spacing: CGFloat) {
        horizontal(left: nil, spacing: spacing, right: nil, first: (nil, nil), second: (nil, nil))
    }

    /// Pins the pair's outer edges and the spacing between them; both are centered vertically.
    public func alignHorizontally(left: CGFloat, spacing: CGFloat, right: CGFloat) {
        horizontal(left: left, spacing: spacing, right: right, first: (nil, nil), second: (nil, nil))
    }

    /// As ``alignHorizontally(left:spacing:right:)``, and pins the first subview's top and
    /// bottom; the second is centered vertically.
    public func alignHorizontally(left: CGFloat, spacing: CGFloat, right: CGFloat, firstTop: CGFloat, firstBottom: CGFloat) {
        horizontal(left: left, spacing: spacing, right: right, first: (firstTop, firstBottom), second: (nil, nil))
    }

    /// As ``alignHorizontally(left:spacing:right:)``, and pins the second subview's top
    /// and bottom; the first is centered vertically.
    public func alignHorizontally(left: CGFloat, spacing: CGFloat, right: CGFloat, secondTop: CGFloat, secondBottom: CGFloat) {
        horizontal(left: left, spacing: spacing, right: right, first: (nil, nil), second: (secondTop, secondBottom))
    }

    /// As ``alignHorizontally(left:spacing:right:)``, and pins both subviews' tops and
    /// bottoms with the same insets.
    public func alignHorizontally(left: CGFloat, spacing: CGFloat, right: CGFloat, top: CGFloat, bottom: CGFloat) {
        horizontal(left: left, spacing: spacing, right: right, first: (top, bottom), second: (top, bottom))
    }

    /// As ``alignHorizontally(left:spacing:right:)``, and pins each subview's top and
    /// bottom with insets of its own.
    public func alignHorizontally(left: CGFloat, spacing: CGFloat, right: CGFloat,
                                  firstTop: CGFloat, firstBottom: CGFloat, secondTop: CGFloat, secondBottom: CGFloat) {
        horizontal(left: left, spacing: spacing, right: right, first: (firstTop, firstBottom), second: (secondTop, secondBottom))
    }

    // MARK: - Vertical alignment

    /// Puts the second subview `spacing` below the first; both are centered horizontally.
    public func alignVertically(spacing: CGFloat) {
        vertical(top: nil, spacing: spacing, bottom: nil, first: (nil, nil), second: (nil, nil))
    }

    /// Pins the pair's outer edges and the spacing between them; both are centered horizontally.
    public func alignVertically(top: CGFloat, spacing: CGFloat, bottom: CGFloat) {
        vertical(top: top, spacing: spacing, bottom: bottom, first: (nil, nil), second: (nil, nil))
    }

    /// As ``alignVertically(top:spacing:bottom:)``, and pins the first subview's left and
    /// right; the second is centered horizontally.
    public func alignVertically(top: CGFloat, spacing: CGFloat, bottom: CGFloat, firstLeft: CGFloat, firstRight: CGFloat) {
        vertical(top: top, spacing: spacing, bottom: bottom, first: (firstLeft, firstRight), second: (nil, nil))
    }

    /// As ``alignVertically(top:spacing:bottom:)``, and pins the second subview's left and
    /// right; the first is centered horizontally.
    public func alignVertically(top: CGFloat, spacing: CGFloat, bottom: CGFloat, secondLeft: CGFloat, secondRight: CGFloat) {
        vertical(top: top, spacing: spacing, bottom: bottom, first: (nil, nil), second: (secondLeft, secondRight))
    }

    /// As ``alignVertically(top:spacing:bottom:)``, and pins both subviews' left and right
    /// edges with the same insets.
    public func alignVertically(top: CGFloat, spacing: CGFloat, bottom: CGFloat, left: CGFloat, right: CGFloat) {
        vertical(top: top, spacing: spacing, bottom: bottom, first: (left, right), second: (left, right))
    }

    /// As ``alignVertically(top:spacing:bottom:)``, and pins each subview's left and right
    /// edges with insets of its own.
    public func alignVertically(top: CGFloat, spacing: CGFloat, bottom: CGFloat,
                                firstLeft: CGFloat, firstRight: CGFloat, secondLeft: CGFloat, secondRight: CGFloat) {
        vertical(top: top, spacing: spacing, bottom: bottom, first: (firstLeft, firstRight), second: (secondLeft, secondRight))
    }

    // MARK: - Z stack alignment

    /// Overlaps the subviews (the second on top), pinning each edge that is given; a
    /// subview with neither edge of an axis pinned is centered on that axis.
    public func alignZStack(firstTop: CGFloat? = nil, firstLeft: CGFloat? = nil,
                            firstRight: CGFloat? = nil, firstBottom: CGFloat? = nil,
                            secondTop: CGFloat? = nil, secondLeft: CGFloat? = nil,
                            secondRight: CGFloat? = nil, secondBottom: CGFloat? = nil) {
        pinX(firstSubView, left: firstLeft, right: firstRight)
        pinY(firstSubView, top: firstTop, bottom: firstBottom)
        pinX(secondSubView, left: secondLeft, right: secondRight)
        pinY(secondSubView, top: secondTop, bottom: secondBottom)
    }

    // MARK: - Private

    private func horizontal(left: CGFloat?, spacing: CGFloat, right: CGFloat?,
                            first: (top: CGFloat?, bottom: CGFloat?), second: (top: CGFloat?, bottom: CGFloat?)) {
        chain({ $0.leadingAnchor }, { $0.trailingAnchor }, start: left, spacing: spacing, end: right)
        pinY(firstSubView, top: first.top, bottom: first.bottom)
        pinY(secondSubView, top: second.top, bottom: second.bottom)
    }

    private func vertical(top: CGFloat?, spacing: CGFloat, bottom: CGFloat?,
                          first: (left: CGFloat?, right: CGFloat?), second: (left: CGFloat?, right: CGFloat?)) {
        chain({ $0.topAnchor }, { $0.bottomAnchor }, start: top, spacing: spacing, end: bottom)
        pinX(firstSubView, left: first.left, right: first.right)
        pinX(secondSubView, left: second.left, right: second.right)
    }

    /// Puts the second subview `spacing` after the first along one axis, pinning the
    /// first's start edge `start` in from the superview's and the second's end edge `end`
    /// in from the superview's, when given.
    private func chain<Axis>(_ startEdge: (View) -> LayoutAnchor<Axis>, _ endEdge: (View) -> LayoutAnchor<Axis>,
                             start: CGFloat?, spacing: CGFloat, end: CGFloat?) {
        if let start { activate(startEdge(firstSubView).constraint(equalTo: startEdge(superView), constant: start)) }
        activate(startEdge(secondSubView).constraint(equalTo: endEdge(firstSubView), constant: spacing))
        if let end { activate(endEdge(secondSubView).constraint(equalTo: endEdge(superView), constant: -end)) }
    }

    /// Pins the given horizontal edges of `view`, or centers it when neither is given.
    private func pinX(_ view: View, left: CGFloat?, right: CGFloat?) {
        pin(view, { $0.leadingAnchor }, left, { $0.trailingAnchor }, right, center: { $0.centerXAnchor })
    }

    /// Pins the given vertical edges of `view`, or centers it when neither is given.
    private func pinY(_ view: View, top: CGFloat?, bottom: CGFloat?) {
        pin(view, { $0.topAnchor }, top, { $0.bottomAnchor }, bottom, center: { $0.centerYAnchor })
    }

    /// Pins `view`'s start edge `start` in from the superview's and its end edge `end` in
    /// from the superview's, when given; centers it on the axis when neither is.
    private func pin<Axis>(_ view: View, _ startEdge: (View) -> LayoutAnchor<Axis>, _ start: CGFloat?,
                           _ endEdge: (View) -> LayoutAnchor<Axis>, _ end: CGFloat?, center: (View) -> LayoutAnchor<Axis>) {
        if let start { activate(startEdge(view).constraint(equalTo: startEdge(superView), constant: start)) }
        if let end { activate(endEdge(view).constraint(equalTo: endEdge(superView), constant: -end)) }
        if start == nil, end == nil { activate(center(view).constraint(equalTo: center(superView))) }
    }

    private func activate(_ constraint: LayoutConstraint) {
        if let callSite { constraint.callSite = callSite }
        constraint.isActive = true
        constraints.append(constraint)
    }
}
