/// Anchors, as `UIView`'s: each access makes a new anchor for this view.
extension View {
    // MARK: - Anchors

    public var leftAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .right) }
    /// The left edge: text runs left to right.
    public var leadingAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .leading) }
    /// The right edge: text runs left to right.
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .trailing) }
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the first line of text (the bottom edge for a view without text).
    public var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text (the bottom edge for a view without text).
    public var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .lastBaseline) }
    public var widthAnchor: DimensionAnchor { DimensionAnchor(item: self, attribute: .width) }
    public var heightAnchor: DimensionAnchor { DimensionAnchor(item: self, attribute: .height) }
}

extension View {
    // MARK: - SurfUtils' helpers

    /// Centers the view on `view` with two constraints, as SurfUtils'
    /// `pageControl.anchorCenter(to: pageControlContainer)`; turns off the view's
    /// autoresizing-mask constraints, and returns the constraints it activated. A conflict's
    /// warning names the caller's line.
    @discardableResult
    public func anchorCenter(to view: View, fileID: String = #fileID, line: UInt = #line) -> [LayoutConstraint] {
        useAutoLayout()
        let constraints = [centerXAnchor.constraint(equalTo: view.centerXAnchor, fileID: fileID, line: line),
                           centerYAnchor.constraint(equalTo: view.centerYAnchor, fileID: fileID, line: line)]
        LayoutConstraint.activate(constraints)
        return constraints
    }

    /// Pins `subview`'s four edges to this view's with constraints, as SurfUtils'
    /// `view.stretch(loadingView)`; returns the constraints it activated. A conflict's
    /// warning names the caller's line.
    @discardableResult
    public func stretch(_ subview: View, fileID: String = #fileID, line: UInt = #line) -> [LayoutConstraint] {
        subview.useAutoLayout()
        let constraints = [subview.topAnchor.constraint(equalTo: topAnchor, fileID: fileID, line: line),
                           subview.leftAnchor.constraint(equalTo: leftAnchor, fileID: fileID, line: line),
                           subview.rightAnchor.constraint(equalTo: rightAnchor, fileID: fileID, line: line),
                           subview.bottomAnchor.constraint(equalTo: bottomAnchor, fileID: fileID, line: line)]
        LayoutConstraint.activate(constraints)
        return constraints
    }
}
