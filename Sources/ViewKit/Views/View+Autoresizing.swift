import Foundation

extension View {
    // MARK: - Autoresizing mask

    /// `UIView.AutoresizingMask`, with UIKit's names and raw values: the parts of a view's
    /// frame that change with its superview's size.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    // MARK: - Resizing

    /// Moves and resizes each subview with an ``autoresizingMask`` after the view's size
    /// changed from `oldSize`, as `UIView.resizeSubviews(withOldSize:)`: along each axis the
    /// change is shared among the flexible parts (margin before, length, margin after) in
    /// proportion to their sizes, as UIKit documents it; parts that are all zero (or
    /// negative) share it equally. Subviews placed by constraints are left alone: the
    /// constraints place them.
    ///
    /// Called when ``frame`` gets a new size, by code or by the layout pass, which sets a
    /// view's solved frame after its subviews' so that this runs last (docs/UIKIT.md).
    public func resizeSubviews(withOldSize oldSize: CGSize) {
        let newSize = frame.size
        for subview in subviews where !subview.autoresizingMask.isEmpty && subview.translatesAutoresizingMaskIntoConstraints {
            let mask = subview.autoresizingMask
            let old = subview.frame
            let (x, width) = Self.resized(start: old.minX, length: old.width, end: oldSize.width - old.maxX,
                                          change: newSize.width - oldSize.width,
                                          flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                                     mask.contains(.flexibleRightMargin)))
            let (y, height) = Self.resized(start: old.minY, length: old.height, end: oldSize.height - old.maxY,
                                           change: newSize.height - oldSize.height,
                                           flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                                      mask.contains(.flexibleBottomMargin)))
            let resized = CGRect(x: x, y: y, width: max(0, width), height: max(0, height))
            if resized.minX.isFinite, resized.minY.isFinite, resized.width.isFinite, resized.height.isFinite, resized != old {
                subview.frame = resized
            }
        }
    }

    /// The new start and length along one axis when `change` is shared among the flexible
    /// parts in proportion to their sizes (equally when their sizes sum to 0 or less).
    private static func resized(start: CGFloat, length: CGFloat, end: CGFloat, change: CGFloat,
                                flexible: (start: Bool, length: Bool, end: Bool)) -> (CGFloat, CGFloat) {
        guard change != 0, change.isFinite else { return (start, length) }
        let parts = [(flexible.start, start), (flexible.length, length), (flexible.end, end)]
        let flexibleParts = parts.filter(\.0)
        guard !flexibleParts.isEmpty else { return (start, length) }
        let total = flexibleParts.reduce(0) { $0 + max(0, $1.1) }
        func share(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total > 0 ? change * max(0, part.1) / total : change / CGFloat(flexibleParts.count)
        }
        return (start + share(parts[0]), length + share(parts[1]))
    }
}
