extension View {
    // MARK: - Ordering subviews

    /// Moves `view` above the other subviews, as `UIView.bringSubviewToFront(_:)`; does
    /// nothing when it is not a subview.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view` below the other subviews, as `UIView.sendSubviewToBack(_:)`; does
    /// nothing when it is not a subview.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }
}
