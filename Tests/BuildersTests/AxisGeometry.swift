import Builders
import Foundation

// Sizes and frames written along and across a stack's axis, so that one hand-worked case
// checks a horizontal and a vertical stack alike.

extension SizedView {
    /// A view `length` long on `axis` and `breadth` across it.
    convenience init(length: CGFloat, breadth: CGFloat, axis: LayoutAxis, name: String) {
        if axis == .horizontal {
            self.init(length, breadth, name: name)
        } else {
            self.init(breadth, length, name: name)
        }
    }
}

extension CGSize {
    /// `length` on `axis` and `breadth` across it.
    init(length: CGFloat, breadth: CGFloat, axis: LayoutAxis) {
        self = axis == .horizontal ? CGSize(width: length, height: breadth) : CGSize(width: breadth, height: length)
    }
}

extension CGRect {
    /// The rect at (position, length) `along` `axis` and (position, length) `across` it.
    init(along: (CGFloat, CGFloat), across: (CGFloat, CGFloat), axis: LayoutAxis) {
        self = axis == .horizontal
            ? CGRect(x: along.0, y: across.0, width: along.1, height: across.1)
            : CGRect(x: across.0, y: along.0, width: across.1, height: along.1)
    }
}
