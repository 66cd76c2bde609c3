import Foundation
import ViewKit

/// Widths and heights in points, in percent of the superview's, or of another view's, with
/// their limits and an aspect ratio. A width or height wins over edges when both cannot
/// hold (see the conflict rules in ``PinLayout``); the limits win over everything.
extension PinLayout {
    // MARK: - Width and height

    /// The width, in points (not negative).
    @discardableResult
    public func width(_ width: CGFloat, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        setLength(.width, width, .points(width), "width", at: call(fileID, line))
        return self
    }

    /// The width, in percent of the superview's.
    @discardableResult
    public func width(_ percent: Percent, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        let here = call(fileID, line)
        if let size = superviewSize(for: "width(\(percent))", at: here) {
            setLength(.width, percent.of(size.width), .percent(percent), "width", at: here)
        }
        return self
    }

    /// The width of `view`.
    @discardableResult
    public func width(of view: View, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        setLength(.width, view.frame.width, .views([view], aligned: nil), "width", at: call(fileID, line))
        return self
    }

    /// The height, in points (not negative).
    @discardableResult
    public func height(_ height: CGFloat, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        setLength(.height, height, .points(height), "height", at: call(fileID, line))
        return self
    }

    /// The height, in percent of the superview's.
    @discardableResult
    public func height(_ percent: Percent, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        let here = call(fileID, line)
        if let size = superviewSize(for: "height(\(percent))", at: here) {
            setLength(.height, percent.of(size.height), .percent(percent), "height", at: here)
        }
        return self
    }

    /// The height of `view`.
    @discardableResult
    public func height(of view: View, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        setLength(.height, view.frame.height, .views([view], aligned: nil), "height", at: call(fileID, line))
        return self
    }

    /// The width and the height.
    @discardableResult
    public func size(_ size: CGSize, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        let here = call(fileID, line)
        setLength(.width, size.width, .points(size.width), "size", at: here)
        setLength(.height, size.height, .points(size.height), "size", at: here)
        return self
    }

    /// A square `sideLength` wide and high.
    @discardableResult
    public func size(_ sideLength: CGFloat, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        size(CGSize(width: sideLength, height: sideLength), fileID: fileID, line: line)
    }

    /// The width and the height in percent of the superview's.
    @discardableResult
    public func size(_ percent: Percent, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        let here = call(fileID, line)
        if let size = superviewSize(for: "size(\(percent))", at: here) {
            setLength(.width, percent.of(size.width), .percent(percent), "size", at: here)
            setLength(.height, percent.of(size.height), .percent(percent), "size", at: here)
        }
        return self
    }

    /// The size of `view`.
    @discardableResult
    public func size(of view: View, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        let here = call(fileID, line)
        setLength(.width, view.frame.width, .views([view], aligned: nil), "size", at: here)
        setLength(.height, view.frame.height, .views([view], aligned: nil), "size", at: here)
        return self
    }

    // MARK: - Limits

    /// The least width, whatever else is pinned.
    @discardableResult
    public func minWidth(_ width: CGFloat, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        minWidth = limit(width, "minWidth", at: call(fileID, line)) ?? minWidth
        return self
    }

    @discardableResult
    public func minWidth(_ percent: Percent, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        minWidth = limit(percent, horizontal: true, "minWidth", at: call(fileID, line)) ?? minWidth
        return self
    }

    /// The greatest width, whatever else is pinned.
    @discardableResult
    public func maxWidth(_ width: CGFloat, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        maxWidth = limit(width, "maxWidth", at: call(fileID, line)) ?? maxWidth
        return self
    }

    @discardableResult
    public func maxWidth(_ percent: Percent, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        maxWidth = limit(percent, horizontal: true, "maxWidth", at: call(fileID, line)) ?? maxWidth
        return self
    }

    /// The least height, whatever else is pinned.
    @discardableResult
    public func minHeight(_ height: CGFloat, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        minHeight = limit(height, "minHeight", at: call(fileID, line)) ?? minHeight
        return self
    }

    @discardableResult
    public func minHeight(_ percent: Percent, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        minHeight = limit(percent, horizontal: false, "minHeight", at: call(fileID, line)) ?? minHeight
        return self
    }

    /// The greatest height, whatever else is pinned.
    @discardableResult
    public func maxHeight(_ height: CGFloat, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        maxHeight = limit(height, "maxHeight", at: call(fileID, line)) ?? maxHeight
        return self
    }

    @discardableResult
    public func maxHeight(_ percent: Percent, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        maxHeight = limit(percent, horizontal: false, "maxHeight", at: call(fileID, line)) ?? maxHeight
        return self
    }

    // MARK: - Aspect ratio

    /// Width over height: when only one of them is known, the other follows from it.
    @discardableResult
    public func aspectRatio(_ ratio: CGFloat, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        let here = call(fileID, line)
        guard ratio > 0, ratio.isFinite else {
            warn("aspectRatio(\(LayoutConstraint.format(ratio))) won't be applied, the ratio must be greater than 0", at: here)
            return self
        }
        aspectRatio = ratio
        return self
    }

    /// The aspect ratio of `view`'s frame.
    @discardableResult
    public func aspectRatio(of view: View, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        let here = call(fileID, line)
        guard view.frame.height > 0, view.frame.width > 0 else {
            warn("aspectRatio(of: \(View.describe(view))) won't be applied, the view has no area", at: here)
            return self
        }
        aspectRatio = view.frame.width / view.frame.height
        return self
    }

    /// The aspect ratio of an image view's image.
    @discardableResult
    public func aspectRatio(fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        let here = call(fileID, line)
        guard let size = (view as? ImageView)?.image?.size, size.width > 0, size.height > 0 else {
            warn("aspectRatio() won't be applied, the view must be an image view with an image", at: here)
            return self
        }
        aspectRatio = size.width / size.height
        return self
    }

    // MARK: - Private

    /// A limit in points, or `nil` with a warning when negative.
    private func limit(_ value: CGFloat, _ name: String, at location: Location) -> CGFloat? {
        guard value >= 0 else {
            warn("\(name)(\(LayoutConstraint.format(value))) won't be applied, the value must be greater or equal to 0", at: location)
            return nil
        }
        return value
    }

    /// A limit in percent of the superview's width or height.
    private func limit(_ percent: Percent, horizontal: Bool, _ name: String, at location: Location) -> CGFloat? {
        guard let size = superviewSize(for: "\(name)(\(percent))", at: location) else { return nil }
        return limit(percent.of(horizontal ? size.width : size.height), name, at: location)
    }
}
