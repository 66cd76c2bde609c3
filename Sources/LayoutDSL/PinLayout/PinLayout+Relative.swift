import Foundation
import ViewKit

/// Positions relative to other views of the same tree (any views with a common
/// ancestor): `below(of: avatar, aligned: .left)`, `after(of: [icon, badge])`. With several
/// views, the view goes below (above, after, before) all of them, and aligns with the
/// outermost edge or the average center.
extension PinLayout {
    // MARK: - Relative positions

    /// The top edge on the bottom edge of `view`, aligned horizontally with it if asked.
    @discardableResult
    public func below(of view: View, aligned: HorizontalAlignment? = nil,
                      fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        below(of: [view], aligned: aligned, fileID: fileID, line: line)
    }

    /// The top edge on the lowest bottom edge of `views`.
    @discardableResult
    public func below(of views: [View], aligned: HorizontalAlignment? = nil,
                      fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        relative(.top, to: views, aligned: aligned, "below", at: call(fileID, line)) { $0.map(\.maxY).max()! }
    }

    /// The bottom edge on the top edge of `view`, aligned horizontally with it if asked.
    @discardableResult
    public func above(of view: View, aligned: HorizontalAlignment? = nil,
                      fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        above(of: [view], aligned: aligned, fileID: fileID, line: line)
    }

    /// The bottom edge on the highest top edge of `views`.
    @discardableResult
    public func above(of views: [View], aligned: HorizontalAlignment? = nil,
                      fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        relative(.bottom, to: views, aligned: aligned, "above", at: call(fileID, line)) { $0.map(\.minY).min()! }
    }

    /// The left edge on the right edge of `view` (layout is left to right), aligned
    /// vertically with it if asked.
    @discardableResult
    public func after(of view: View, aligned: VerticalAlignment? = nil,
                      fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        after(of: [view], aligned: aligned, fileID: fileID, line: line)
    }

    /// The left edge on the rightmost right edge of `views`.
    @discardableResult
    public func after(of views: [View], aligned: VerticalAlignment? = nil,
                      fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        after(views, aligned: aligned, "after", at: call(fileID, line))
    }

    /// The right edge on the left edge of `view` (layout is left to right), aligned
    /// vertically with it if asked.
    @discardableResult
    public func before(of view: View, aligned: VerticalAlignment? = nil,
                       fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        before(of: [view], aligned: aligned, fileID: fileID, line: line)
    }

    /// The right edge on the leftmost left edge of `views`.
    @discardableResult
    public func before(of views: [View], aligned: VerticalAlignment? = nil,
                       fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        before(views, aligned: aligned, "before", at: call(fileID, line))
    }

    /// As `before(of:aligned:)`: the right edge on the left edge of `view`.
    @discardableResult
    public func left(of view: View, aligned: VerticalAlignment? = nil,
                     fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        before([view], aligned: aligned, "left", at: call(fileID, line))
    }

    /// As `after(of:aligned:)`: the left edge on the right edge of `view`.
    @discardableResult
    public func right(of view: View, aligned: VerticalAlignment? = nil,
                      fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        after([view], aligned: aligned, "right", at: call(fileID, line))
    }

    // MARK: - Frames of other views

    /// The frames of `views` in the coordinates of this view's superview; `nil`, with a
    /// warning, when a view is outside the tree or the list is empty.
    func frames(of views: [View], _ call: @autoclosure () -> String, at location: Location) -> [CGRect]? {
        guard let superview = view.superview else {
            warn("\(call()) won't be applied, the view must be added as a sub-view before being layouted using this method", at: location)
            return nil
        }
        guard !views.isEmpty else {
            warn("\(call()) won't be applied, it names no view", at: location)
            return nil
        }
        let (origin, root) = Self.origin(of: superview)
        var frames: [CGRect] = []
        frames.reserveCapacity(views.count)
        for other in views {
            guard let otherSuperview = other.superview else {
                warn("\(call()) won't be applied, \(View.describe(other)) must be added as a sub-view before being used as a reference", at: location)
                return nil
            }
            let (otherOrigin, otherRoot) = Self.origin(of: otherSuperview)
            guard otherRoot === root else {
                warn("\(call()) won't be applied, \(View.describe(other)) has no common ancestor with the view", at: location)
                return nil
            }
            frames.append(other.frame.offsetBy(dx: otherOrigin.x - origin.x, dy: otherOrigin.y - origin.y))
        }
        return frames
    }

    /// How a call names its views in warnings.
    static func describe(_ views: [View]) -> String {
        views.count == 1 ? View.describe(views[0]) : "[" + views.map(View.describe).joined(separator: ", ") + "]"
    }

    // MARK: - Private

    private func after(_ views: [View], aligned: VerticalAlignment?, _ name: String, at location: Location) -> PinLayout {
        relative(.left, to: views, aligned: aligned, name, at: location) { $0.map(\.maxX).max()! }
    }

    private func before(_ views: [View], aligned: VerticalAlignment?, _ name: String, at location: Location) -> PinLayout {
        relative(.right, to: views, aligned: aligned, name, at: location) { $0.map(\.minX).min()! }
    }

    /// Pins `property` to what `coordinate` makes of the frames of `views`, then lines the
    /// view up with them on the other axis as `aligned` says.
    private func relative(_ property: Property, to views: [View], aligned: HorizontalAlignment?, _ name: String,
                          at location: Location, coordinate: ([CGRect]) -> CGFloat) -> PinLayout {
        let input = Input.views(views, aligned: aligned?.name)
        guard let frames = frames(of: views, "\(name)(\(input.description))", at: location) else { return self }
        set(property, coordinate(frames), input, name, at: location)
        switch aligned {
        case nil: break
        case .left?, .start?: set(.left, frames.map(\.minX).min()!, input, name, at: location)
        case .right?, .end?: set(.right, frames.map(\.maxX).max()!, input, name, at: location)
        case .center?: set(.hCenter, frames.map(\.midX).reduce(0, +) / CGFloat(frames.count), input, name, at: location)
        }
        return self
    }

    private func relative(_ property: Property, to views: [View], aligned: VerticalAlignment?, _ name: String,
                          at location: Location, coordinate: ([CGRect]) -> CGFloat) -> PinLayout {
        let input = Input.views(views, aligned: aligned?.name)
        guard let frames = frames(of: views, "\(name)(\(input.description))", at: location) else { return self }
        set(property, coordinate(frames), input, name, at: location)
        switch aligned {
        case nil: break
        case .top?: set(.top, frames.map(\.minY).min()!, input, name, at: location)
        case .bottom?: set(.bottom, frames.map(\.maxY).max()!, input, name, at: location)
        case .center?: set(.vCenter, frames.map(\.midY).reduce(0, +) / CGFloat(frames.count), input, name, at: location)
        }
        return self
    }

    /// The origin of `view`'s bounds in its root's coordinates, and the root.
    private static func origin(of view: View) -> (CGPoint, View) {
        var origin = CGPoint.zero
        var current = view
        while let superview = current.superview {
            origin.x += current.frame.minX
            origin.y += current.frame.minY
            current = superview
        }
        return (origin, current)
    }
}
