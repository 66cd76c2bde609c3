import Foundation
import Render

/// Render's ``Render/EdgeInsets``, under the name Builders' users know (`UIEdgeInsets`).
public typealias EdgeInsets = Render.EdgeInsets

extension EdgeInsets {
    // MARK: - Layout

    /// How far the insets move `attribute` of a frame: left and top edges move in by
    /// their inset, right and bottom edges in by negating theirs, centers by half the
    /// difference, and sizes shrink by both insets of their axis. Margin attributes move
    /// as their edges (the margins are these insets applied to the frame).
    package func offset(of attribute: LayoutAttribute) -> CGFloat {
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin: left
        case .top, .firstBaseline, .topMargin: top
        case .right, .trailing, .rightMargin, .trailingMargin: -right
        case .bottom, .lastBaseline, .bottomMargin: -bottom
        case .centerX, .centerXWithinMargins: (left - right) / 2
        case .centerY, .centerYWithinMargins: (top - bottom) / 2
        case .width: -(left + right)
        case .height: -(top + bottom)
        }
    }
}
