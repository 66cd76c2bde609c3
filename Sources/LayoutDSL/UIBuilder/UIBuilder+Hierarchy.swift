import ViewKit

/// Adding subviews and laying them out, as UIBuilder's `subView` methods.
extension UIBuilder {
    // MARK: - Hierarchy

    /// Adds `subView` and lays it out with `layout`, which pins its edges to the view's:
    ///
    /// ```swift
    /// .subView(imageView) { layout in
    ///     layout.top(12).left(16).right(16).bottom(12)
    /// }
    /// ```
    ///
    /// A constraint conflict names this call's line (`fileID`, `line`).
    public func subView(_ subView: View, _ layout: (UILayout) -> Void = { _ in },
                        fileID: String = #fileID, line: UInt = #line) -> UIBuilder<V> {
        view.addSubview(subView)
        layout(UILayout(superView: view, subView: subView, callSite: CallSite(fileID: fileID, line: line)))
        return self
    }

    /// Adds `first` and then `second`, and lays out the pair with `layout`
    /// (``UILayoutDouble``: side by side, one above the other, or overlapping). A
    /// constraint conflict names this call's line (`fileID`, `line`).
    public func subViews(_ first: View, _ second: View, _ layout: (UILayoutDouble) -> Void,
                         fileID: String = #fileID, line: UInt = #line) -> UIBuilder<V> {
        view.addSubview(first)
        view.addSubview(second)
        layout(UILayoutDouble(superView: view, firstSubView: first, secondSubView: second,
                              callSite: CallSite(fileID: fileID, line: line)))
        return self
    }

    /// UIBuilder's spelling of ``subViews(_:_:_:fileID:line:)``: `.subView(first, second) { layout in … }`.
    public func subView(_ first: View, _ second: View, _ layout: (UILayoutDouble) -> Void,
                        fileID: String = #fileID, line: UInt = #line) -> UIBuilder<V> {
        subViews(first, second, layout, fileID: fileID, line: line)
    }

    /// Adds `subViews` in order and hands the view and them to `layout`, which activates
    /// constraints of its own.
    public func subViews(_ subViews: [View], _ layout: (_ superView: V, _ subViews: [View]) -> Void = { _, _ in }) -> UIBuilder<V> {
        subViews.forEach(view.addSubview)
        layout(view, subViews)
        return self
    }
}
