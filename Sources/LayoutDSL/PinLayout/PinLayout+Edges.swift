import Foundation
import ViewKit

/// Edges and centers relative to the superview: `top(10)`, `right(5%)`, `all(pin.safeArea)`.
/// Offsets are in points or in percent of the superview's size along the edge's axis;
/// right and bottom count from the superview's right and bottom edges, centers from its
/// center (a positive offset moves right or down).
extension PinLayout {
    // MARK: - Edges

    /// The top edge `offset` below the superview's top edge.
    @discardableResult
    public func top(_ offset: CGFloat = 0, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        edge(.top, .points(offset), "top", at: call(fileID, line))
    }

    @discardableResult
    public func top(_ offset: Percent, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        edge(.top, .percent(offset), "top", at: call(fileID, line))
    }

    /// The top edge at `insets.top`, as `top(pin.safeArea)`.
    @discardableResult
    public func top(_ insets: EdgeInsets, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        edge(.top, .points(insets.top), "top", at: call(fileID, line))
    }

    /// The left edge `offset` right of the superview's left edge.
    @discardableResult
    public func left(_ offset: CGFloat = 0, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        edge(.left, .points(offset), "left", at: call(fileID, line))
    }

    @discardableResult
    public func left(_ offset: Percent, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        edge(.left, .percent(offset), "left", at: call(fileID, line))
    }

    @discardableResult
    public func left(_ insets: EdgeInsets, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        edge(.left, .points(insets.left), "left", at: call(fileID, line))
    }

    /// The bottom edge `offset` above the superview's bottom edge.
    @discardableResult
    public func bottom(_ offset: CGFloat = 0, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        edge(.bottom, .points(offset), "bottom", at: call(fileID, line))
    }

    @discardableResult
    public func bottom(_ offset: Percent, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        edge(.bottom, .percent(offset), "bottom", at: call(fileID, line))
    }

    @discardableResult
    public func bottom(_ insets: EdgeInsets, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        edge(.bottom, .points(insets.bottom), "bottom", at: call(fileID, line))
    }

    /// The right edge `offset` left of the superview's right edge.
    @discardableResult
    public func right(_ offset: CGFloat = 0, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        edge(.right, .points(offset), "right", at: call(fileID, line))
    }

    @discardableResult
    public func right(_ offset: Percent, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        edge(.right, .percent(offset), "right", at: call(fileID, line))
    }

    @discardableResult
    public func right(_ insets: EdgeInsets, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        edge(.right, .points(insets.right), "right", at: call(fileID, line))
    }

    /// The leading edge: the left one, as layout is left to right.
    @discardableResult
    public func start(_ offset: CGFloat = 0, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        edge(.left, .points(offset), "start", at: call(fileID, line))
    }

    @discardableResult
    public func start(_ offset: Percent, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        edge(.left, .percent(offset), "start", at: call(fileID, line))
    }

    @discardableResult
    public func start(_ insets: EdgeInsets, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        edge(.left, .points(insets.left), "start", at: call(fileID, line))
    }

    /// The trailing edge: the right one, as layout is left to right.
    @discardableResult
    public func end(_ offset: CGFloat = 0, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        edge(.right, .points(offset), "end", at: call(fileID, line))
    }

    @discardableResult
    public func end(_ offset: Percent, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        edge(.right, .percent(offset), "end", at: call(fileID, line))
    }

    @discardableResult
    public func end(_ insets: EdgeInsets, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        edge(.right, .points(insets.right), "end", at: call(fileID, line))
    }

    // MARK: - Centers

    /// The horizontal center `offset` right of the superview's center.
    @discardableResult
    public func hCenter(_ offset: CGFloat = 0, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        edge(.hCenter, .points(offset), "hCenter", at: call(fileID, line))
    }

    @discardableResult
    public func hCenter(_ offset: Percent, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        edge(.hCenter, .percent(offset), "hCenter", at: call(fileID, line))
    }

    /// The vertical center `offset` below the superview's center.
    @discardableResult
    public func vCenter(_ offset: CGFloat = 0, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        edge(.vCenter, .points(offset), "vCenter", at: call(fileID, line))
    }

    @discardableResult
    public func vCenter(_ offset: Percent, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        edge(.vCenter, .percent(offset), "vCenter", at: call(fileID, line))
    }

    /// Both centers `offset` right of and below the superview's center.
    @discardableResult
    public func center(_ offset: CGFloat = 0, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        let here = call(fileID, line)
        edge(.hCenter, .points(offset), "center", at: here)
        return edge(.vCenter, .points(offset), "center", at: here)
    }

    // MARK: - Several edges

    /// All four edges `offset` inside the superview's.
    @discardableResult
    public func all(_ offset: CGFloat = 0, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        all(EdgeInsets(all: offset), "all", at: call(fileID, line))
    }

    /// All four edges at `insets`, as `all(pin.safeArea)`.
    @discardableResult
    public func all(_ insets: EdgeInsets, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        all(insets, "all", at: call(fileID, line))
    }

    /// The left and right edges `offset` inside the superview's.
    @discardableResult
    public func horizontally(_ offset: CGFloat = 0, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        let here = call(fileID, line)
        edge(.left, .points(offset), "horizontally", at: here)
        return edge(.right, .points(offset), "horizontally", at: here)
    }

    @discardableResult
    public func horizontally(_ offset: Percent, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        let here = call(fileID, line)
        edge(.left, .percent(offset), "horizontally", at: here)
        return edge(.right, .percent(offset), "horizontally", at: here)
    }

    /// The left and right edges at the insets' left and right.
    @discardableResult
    public func horizontally(_ insets: EdgeInsets, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        let here = call(fileID, line)
        edge(.left, .points(insets.left), "horizontally", at: here)
        return edge(.right, .points(insets.right), "horizontally", at: here)
    }

    /// The top and bottom edges `offset` inside the superview's.
    @discardableResult
    public func vertically(_ offset: CGFloat = 0, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        let here = call(fileID, line)
        edge(.top, .points(offset), "vertically", at: here)
        return edge(.bottom, .points(offset), "vertically", at: here)
    }

    @discardableResult
    public func vertically(_ offset: Percent, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        let here = call(fileID, line)
        edge(.top, .percent(offset), "vertically", at: here)
        return edge(.bottom, .percent(offset), "vertically", at: here)
    }

    /// The top and bottom edges at the insets' top and bottom.
    @discardableResult
    public func vertically(_ insets: EdgeInsets, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        let here = call(fileID, line)
        edge(.top, .points(insets.top), "vertically", at: here)
        return edge(.bottom, .points(insets.bottom), "vertically", at: here)
    }

    // MARK: - Corners

    /// The top and left edges `offset` inside the superview's.
    @discardableResult
    public func topLeft(_ offset: CGFloat = 0, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        corner(.top, .left, offset, "topLeft", at: call(fileID, line))
    }

    /// The top edge `offset` inside the superview's, centered horizontally.
    @discardableResult
    public func topCenter(_ offset: CGFloat = 0, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        let here = call(fileID, line)
        edge(.hCenter, .points(0), "topCenter", at: here)
        return edge(.top, .points(offset), "topCenter", at: here)
    }

    /// The top and right edges `offset` inside the superview's.
    @discardableResult
    public func topRight(_ offset: CGFloat = 0, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        corner(.top, .right, offset, "topRight", at: call(fileID, line))
    }

    /// The left edge `offset` inside the superview's, centered vertically.
    @discardableResult
    public func centerLeft(_ offset: CGFloat = 0, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        let here = call(fileID, line)
        edge(.vCenter, .points(0), "centerLeft", at: here)
        return edge(.left, .points(offset), "centerLeft", at: here)
    }

    /// The right edge `offset` inside the superview's, centered vertically.
    @discardableResult
    public func centerRight(_ offset: CGFloat = 0, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        let here = call(fileID, line)
        edge(.vCenter, .points(0), "centerRight", at: here)
        return edge(.right, .points(offset), "centerRight", at: here)
    }

    /// The bottom and left edges `offset` inside the superview's.
    @discardableResult
    public func bottomLeft(_ offset: CGFloat = 0, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        corner(.bottom, .left, offset, "bottomLeft", at: call(fileID, line))
    }

    /// The bottom edge `offset` inside the superview's, centered horizontally.
    @discardableResult
    public func bottomCenter(_ offset: CGFloat = 0, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        let here = call(fileID, line)
        edge(.hCenter, .points(0), "bottomCenter", at: here)
        return edge(.bottom, .points(offset), "bottomCenter", at: here)
    }

    /// The bottom and right edges `offset` inside the superview's.
    @discardableResult
    public func bottomRight(_ offset: CGFloat = 0, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        corner(.bottom, .right, offset, "bottomRight", at: call(fileID, line))
    }

    // MARK: - Private

    /// Pins an edge or center of the superview's bounds at an offset from the superview's
    /// matching edge or center.
    @discardableResult
    private func edge(_ property: Property, _ input: Input, _ name: String, at location: Location) -> PinLayout {
        guard let size = superviewSize(for: "\(name)(\(input.description))", at: location) else { return self }
        let horizontal = property == .left || property == .right || property == .hCenter
        let length = horizontal ? size.width : size.height
        let offset: CGFloat = switch input {
        case .points(let points): points
        case .percent(let percent): percent.of(length)
        case .views: 0
        }
        let coordinate: CGFloat = switch property {
        case .left, .top: offset
        case .right, .bottom: length - offset
        case .hCenter, .vCenter: length / 2 + offset
        case .width, .height: offset
        }
        set(property, coordinate, input, name, at: location)
        return self
    }

    private func all(_ insets: EdgeInsets, _ name: String, at location: Location) -> PinLayout {
        edge(.top, .points(insets.top), name, at: location)
        edge(.left, .points(insets.left), name, at: location)
        edge(.bottom, .points(insets.bottom), name, at: location)
        return edge(.right, .points(insets.right), name, at: location)
    }

    private func corner(_ vertical: Property, _ horizontal: Property, _ offset: CGFloat, _ name: String, at location: Location) -> PinLayout {
        edge(vertical, .points(offset), name, at: location)
        return edge(horizontal, .points(offset), name, at: location)
    }
}
