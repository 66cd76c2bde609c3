import Foundation
import ViewKit

/// Margins, in points or in percent of the superview's width (left, right) or height (top,
/// bottom). Which apply follows PinLayout's rules: a margin moves a view pinned by that
/// edge (or by its center), shrinks one pinned by both edges of the axis, and is left out
/// otherwise (a right margin of a view pinned only by its left edge).
extension PinLayout {
    // MARK: - Margins

    @discardableResult
    public func marginTop(_ value: CGFloat, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        _ = call(fileID, line)
        margins.top = value
        return self
    }

    @discardableResult
    public func marginTop(_ percent: Percent, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        margin(percent, edges: [\.top], "marginTop", at: call(fileID, line))
    }

    @discardableResult
    public func marginLeft(_ value: CGFloat, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        _ = call(fileID, line)
        margins.left = value
        return self
    }

    @discardableResult
    public func marginLeft(_ percent: Percent, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        margin(percent, edges: [\.left], "marginLeft", at: call(fileID, line))
    }

    @discardableResult
    public func marginBottom(_ value: CGFloat, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        _ = call(fileID, line)
        margins.bottom = value
        return self
    }

    @discardableResult
    public func marginBottom(_ percent: Percent, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        margin(percent, edges: [\.bottom], "marginBottom", at: call(fileID, line))
    }

    @discardableResult
    public func marginRight(_ value: CGFloat, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        _ = call(fileID, line)
        margins.right = value
        return self
    }

    @discardableResult
    public func marginRight(_ percent: Percent, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        margin(percent, edges: [\.right], "marginRight", at: call(fileID, line))
    }

    /// The leading margin: the left one, as layout is left to right.
    @discardableResult
    public func marginStart(_ value: CGFloat, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        marginLeft(value, fileID: fileID, line: line)
    }

    @discardableResult
    public func marginStart(_ percent: Percent, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        marginLeft(percent, fileID: fileID, line: line)
    }

    /// The trailing margin: the right one, as layout is left to right.
    @discardableResult
    public func marginEnd(_ value: CGFloat, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        marginRight(value, fileID: fileID, line: line)
    }

    @discardableResult
    public func marginEnd(_ percent: Percent, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        marginRight(percent, fileID: fileID, line: line)
    }

    /// The left and right margins.
    @discardableResult
    public func marginHorizontal(_ value: CGFloat, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        _ = call(fileID, line)
        margins.left = value
        margins.right = value
        return self
    }

    @discardableResult
    public func marginHorizontal(_ percent: Percent, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        margin(percent, edges: [\.left, \.right], "marginHorizontal", at: call(fileID, line))
    }

    /// The top and bottom margins.
    @discardableResult
    public func marginVertical(_ value: CGFloat, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        _ = call(fileID, line)
        margins.top = value
        margins.bottom = value
        return self
    }

    @discardableResult
    public func marginVertical(_ percent: Percent, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        margin(percent, edges: [\.top, \.bottom], "marginVertical", at: call(fileID, line))
    }

    /// Every margin.
    @discardableResult
    public func margin(_ value: CGFloat, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        margin(EdgeInsets(all: value), fileID: fileID, line: line)
    }

    @discardableResult
    public func margin(_ percent: Percent, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        margin(percent, edges: [\.top, \.left, \.bottom, \.right], "margin", at: call(fileID, line))
    }

    /// The margins of `insets`, as `margin(pin.safeArea)`.
    @discardableResult
    public func margin(_ insets: EdgeInsets, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        _ = call(fileID, line)
        margins = insets
        return self
    }

    /// The top and bottom margins, then the left and right ones.
    @discardableResult
    public func margin(_ vertical: CGFloat, _ horizontal: CGFloat, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        margin(EdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal), fileID: fileID, line: line)
    }

    /// The top margin, the left and right ones, the bottom one.
    @discardableResult
    public func margin(_ top: CGFloat, _ horizontal: CGFloat, _ bottom: CGFloat,
                       fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        margin(EdgeInsets(top: top, left: horizontal, bottom: bottom, right: horizontal), fileID: fileID, line: line)
    }

    /// The top, left, bottom and right margins.
    @discardableResult
    public func margin(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat,
                       fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        margin(EdgeInsets(top: top, left: left, bottom: bottom, right: right), fileID: fileID, line: line)
    }

    /// Turns a pinned width or height into both edges of its axis, where the view would be
    /// placed, before margins apply: the margins then shrink the view instead of moving it.
    @discardableResult
    public func pinEdges(fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        _ = call(fileID, line)
        pinsEdges = true
        return self
    }

    // MARK: - Private

    /// Sets `edges` of the margins to `percent` of the superview's width (left, right) or
    /// height (top, bottom).
    private func margin(_ percent: Percent, edges: [WritableKeyPath<EdgeInsets, CGFloat>], _ name: String,
                        at location: Location) -> PinLayout {
        guard let size = superviewSize(for: "\(name)(\(percent))", at: location) else { return self }
        for edge in edges {
            margins[keyPath: edge] = percent.of(edge == \.left || edge == \.right ? size.width : size.height)
        }
        return self
    }
}
