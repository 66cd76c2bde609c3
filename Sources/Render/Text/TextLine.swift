import Foundation

/// One laid-out line of a ``TextLayout``, in the layout's coordinates (points, top-left
/// origin, y down).
public struct TextLine: Sendable, Hashable {
    // MARK: - Properties

    /// The line box: its logical extents, the line height included.
    public var rect: CGRect
    /// The distance from the top of the layout to the line's baseline.
    public var baseline: CGFloat
    /// The characters the line holds, those an ellipsis stands for included.
    public var range: Range<String.Index>
    /// The characters an ellipsis replaces on this line, or `nil`.
    public var ellipsizedRange: Range<String.Index>?
    /// The line as drawn, in logical order, with `…` where text is ellipsized.
    public var displayedText: String

    // MARK: - Initializers

    public init(rect: CGRect, baseline: CGFloat, range: Range<String.Index>, ellipsizedRange: Range<String.Index>?, displayedText: String) {
        self.rect = rect
        self.baseline = baseline
        self.range = range
        self.ellipsizedRange = ellipsizedRange
        self.displayedText = displayedText
    }
}
