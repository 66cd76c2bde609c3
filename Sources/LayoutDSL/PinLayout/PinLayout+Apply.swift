import Foundation
import ViewKit

/// Computing the frame when the chain is released, in PinLayout's order: the content
/// wrapped, edges pinned, margins, the size fitted (or the aspect ratio), the limits, and
/// the position on each axis.
extension PinLayout {
    // MARK: - Nested types

    /// What is pinned on one axis, in the superview's coordinates: horizontally left,
    /// right, center and width; vertically top, bottom, center and height.
    struct Axis {
        var start: CGFloat?
        var end: CGFloat?
        var center: CGFloat?
        var length: CGFloat?
        var minimum: CGFloat?
        var maximum: CGFloat?
        var marginStart: CGFloat
        var marginEnd: CGFloat
        /// Where between two pinned edges a shorter view goes: 0 at the start, 1 at the end.
        var placement: CGFloat
        /// The view's position and length before the layout.
        var currentOrigin: CGFloat
        var currentLength: CGFloat

        /// The length the pinned properties give: the length, or the space between both
        /// edges less their margins; `nil` when they give none.
        var reference: CGFloat? {
            if let length { return length }
            guard let start, let end else { return nil }
            return (end - marginEnd) - (start + marginStart)
        }

        /// Both edges where the view would be, from its length and one edge or its center
        /// (or its current position), so that margins shrink it (`pinEdges()`).
        mutating func pinEdges() {
            guard let length, start == nil || end == nil else { return }
            if let start {
                end = start + length
            } else if let end {
                start = end - length
            } else if let center {
                start = center - length / 2
                end = center + length / 2
                self.center = nil
            } else {
                start = currentOrigin
                end = currentOrigin + length
            }
            self.length = nil
        }

        /// `length` within the limits, which win over everything.
        func clamped(_ length: CGFloat) -> CGFloat {
            var result = length
            if let maximum { result = min(result, maximum) }
            if let minimum { result = max(result, minimum) }
            return result
        }

        /// Where a view `length` long starts, by PinLayout's margin rules.
        func origin(forLength length: CGFloat) -> CGFloat {
            switch (start, end, center) {
            case (let start?, let end?, _):
                let space = (end - marginEnd) - (start + marginStart)
                return start + marginStart + (space - length) * placement
            case (let start?, nil, _): return start + marginStart
            case (nil, let end?, _): return end - marginEnd - length
            case (nil, nil, let center?): return center - length / 2 + marginStart - marginEnd
            case (nil, nil, nil): return currentOrigin
            }
        }
    }

    // MARK: - Applying

    /// Sets the view's frame (and, for `wrapContent`, moves its subviews).
    func apply() {
        guard let location else { return }
        var horizontal = Axis(start: left?.value, end: right?.value, center: hCenter?.value, length: width?.value,
                              minimum: minWidth, maximum: maxWidth, marginStart: margins.left, marginEnd: margins.right,
                              placement: Self.placement(of: justification), currentOrigin: view.frame.minX,
                              currentLength: view.frame.width)
        var vertical = Axis(start: top?.value, end: bottom?.value, center: vCenter?.value, length: height?.value,
                            minimum: minHeight, maximum: maxHeight, marginStart: margins.top, marginEnd: margins.bottom,
                            placement: Self.placement(of: alignment), currentOrigin: view.frame.minY,
                            currentLength: view.frame.height)
        if justification != nil && (left == nil || right == nil) {
            warn("justify() won't be applied, the left and right coordinates must be set to justify the view", at: location)
        }
        if alignment != nil && (top == nil || bottom == nil) {
            warn("align() won't be applied, the top and bottom coordinates must be set to align the view", at: location)
        }
        let contentOffset = wrapContent(&horizontal, &vertical, at: location)
        if pinsEdges {
            horizontal.pinEdges()
            vertical.pinEdges()
        }
        var (width, height) = (horizontal.reference, vertical.reference)
        if let fitType {
            (width, height) = fit(fitType, width: width, height: height, horizontal, vertical)
        } else if let aspectRatio {
            if let known = width, height == nil {
                width = horizontal.clamped(known)
                height = width! / aspectRatio
            } else if let known = height, width == nil {
                height = vertical.clamped(known)
                width = height! * aspectRatio
            }
        }
        let size = CGSize(width: length(horizontal.clamped(width ?? view.frame.width), "width", at: location),
                          height: length(vertical.clamped(height ?? view.frame.height), "height", at: location))
        view.frame = CGRect(x: horizontal.origin(forLength: size.width), y: vertical.origin(forLength: size.height),
                            width: size.width, height: size.height)
        LayoutPassState.running(over: view)?.placements.record(view, at: CallSite(fileID: "\(location.fileID)", line: location.line))
        if contentOffset != .zero {
            for subview in view.subviews { subview.frame = subview.frame.offsetBy(dx: contentOffset.x, dy: contentOffset.y) }
        }
    }

    // MARK: - Private

    /// The size `sizeToFit(type)` gives, from the reference width or height.
    private func fit(_ type: FitType, width: CGFloat?, height: CGFloat?, _ horizontal: Axis, _ vertical: Axis) -> (CGFloat?, CGFloat?) {
        let unlimited = CGFloat.greatestFiniteMagnitude
        switch type {
        case .width, .widthFlexible:
            let reference = horizontal.clamped(width ?? view.frame.width)
            let fitted = view.sizeThatFits(CGSize(width: reference, height: unlimited))
            return (type == .width ? reference : fitted.width, fitted.height)
        case .height, .heightFlexible:
            let reference = vertical.clamped(height ?? view.frame.height)
            let fitted = view.sizeThatFits(CGSize(width: unlimited, height: reference))
            return (fitted.width, type == .height ? reference : fitted.height)
        case .content:
            let fitted = view.sizeThatFits(CGSize(width: unlimited, height: unlimited))
            return (fitted.width, fitted.height)
        }
    }

    /// Pins the wrapped lengths around the subviews; returns how far the subviews move.
    private func wrapContent(_ horizontal: inout Axis, _ vertical: inout Axis, at location: Location) -> CGPoint {
        guard let (type, padding) = wrap, let first = view.subviews.first?.frame else { return .zero }
        let content = view.subviews.dropFirst().reduce(first) { $0.union($1.frame) }
        var offset = CGPoint.zero
        if type != .vertically {
            offset.x = wrap(&horizontal, content.minX, content.width, padding.left, padding.right, "horizontally", "width", at: location)
        }
        if type != .horizontally {
            offset.y = wrap(&vertical, content.minY, content.height, padding.top, padding.bottom, "vertically", "height", at: location)
        }
        return offset
    }

    /// Pins the length of `axis` to the content's and the padding; returns how far the
    /// subviews move along it (0, with a warning, when the length is pinned already).
    private func wrap(_ axis: inout Axis, _ contentStart: CGFloat, _ contentLength: CGFloat, _ paddingStart: CGFloat,
                      _ paddingEnd: CGFloat, _ direction: String, _ dimension: String, at location: Location) -> CGFloat {
        if let length = axis.length {
            warn("wrapContent() won't be applied \(direction) since the \(dimension) has already been set to \(LayoutConstraint.format(length))", at: location)
            return 0
        }
        axis.length = contentLength + paddingStart + paddingEnd
        return paddingStart - contentStart
    }

    /// A computed length, or 0 with a warning when the pinned edges and margins leave less.
    private func length(_ value: CGFloat, _ name: String, at location: Location) -> CGFloat {
        guard value < 0 else { return value }
        warn("the \(name) computed (\(LayoutConstraint.format(value))) is negative; it is 0", at: location)
        return 0
    }

    private static func placement(of justification: HorizontalAlign?) -> CGFloat {
        switch justification {
        case nil, .left, .start: 0
        case .center: 0.5
        case .right, .end: 1
        }
    }

    private static func placement(of alignment: VerticalAlign?) -> CGFloat {
        switch alignment {
        case nil, .top: 0
        case .center: 0.5
        case .bottom: 1
        }
    }
}
