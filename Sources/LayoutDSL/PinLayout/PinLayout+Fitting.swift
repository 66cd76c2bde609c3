import Foundation
import ViewKit

/// Sizes from content: `sizeToFit(_:)` asks the view (``View/sizeThatFits(_:)``),
/// `wrapContent` fits the view around its subviews; and where a view narrower or shorter
/// than the space between its pinned edges goes (`justify`, `align`).
extension PinLayout {
    // MARK: - Fitting

    /// The view's own size, as `UIView.sizeToFit()` (``FitType/content``).
    @discardableResult
    public func sizeToFit(fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        sizeToFit(.content, fileID: fileID, line: line)
    }

    /// A size from ``View/sizeThatFits(_:)`` for the reference dimension `type` names: the
    /// pinned width or height (edges less margins, or a length), else the current one.
    @discardableResult
    public func sizeToFit(_ type: FitType, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        _ = call(fileID, line)
        fitType = type
        return self
    }

    /// Fits the width and the height around the subviews, `padding` from them, moving the
    /// subviews so that they are.
    @discardableResult
    public func wrapContent(padding: CGFloat = 0, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        wrapContent(.all, padding: EdgeInsets(all: padding), fileID: fileID, line: line)
    }

    @discardableResult
    public func wrapContent(padding: EdgeInsets, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        wrapContent(.all, padding: padding, fileID: fileID, line: line)
    }

    @discardableResult
    public func wrapContent(_ type: WrapType, padding: CGFloat = 0, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        wrapContent(type, padding: EdgeInsets(all: padding), fileID: fileID, line: line)
    }

    /// Fits the dimensions `type` names around the subviews.
    @discardableResult
    public func wrapContent(_ type: WrapType, padding: EdgeInsets, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        let here = call(fileID, line)
        guard !view.subviews.isEmpty else {
            warn("wrapContent() won't be applied, the view has no subviews", at: here)
            return self
        }
        wrap = (type, padding)
        return self
    }

    // MARK: - Justification

    /// Where the view goes between its left and right edges when it is narrower than the
    /// space between them (a `maxWidth`, a `width`…); left by default.
    @discardableResult
    public func justify(_ alignment: HorizontalAlign, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        _ = call(fileID, line)
        justification = alignment
        return self
    }

    /// Where the view goes between its top and bottom edges when it is shorter than the
    /// space between them; top by default.
    @discardableResult
    public func align(_ alignment: VerticalAlign, fileID: StaticString = #fileID, line: UInt = #line) -> PinLayout {
        _ = call(fileID, line)
        self.alignment = alignment
        return self
    }
}
