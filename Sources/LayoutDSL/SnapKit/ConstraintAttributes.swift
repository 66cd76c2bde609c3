import ViewKit

/// A set of the attributes one line of the DSL constrains (`make.left.right`), as
/// SnapKit's `ConstraintAttributes`; composites (`edges`, `size`, `center`) are unions.
struct ConstraintAttributes: OptionSet, Hashable, Sendable {
    // MARK: - Properties

    let rawValue: UInt32

    // MARK: - Single attributes

    static let none: ConstraintAttributes = []
    static let left = ConstraintAttributes(rawValue: 1 << 0)
    static let top = ConstraintAttributes(rawValue: 1 << 1)
    static let right = ConstraintAttributes(rawValue: 1 << 2)
    static let bottom = ConstraintAttributes(rawValue: 1 << 3)
    static let leading = ConstraintAttributes(rawValue: 1 << 4)
    static let trailing = ConstraintAttributes(rawValue: 1 << 5)
    static let width = ConstraintAttributes(rawValue: 1 << 6)
    static let height = ConstraintAttributes(rawValue: 1 << 7)
    static let centerX = ConstraintAttributes(rawValue: 1 << 8)
    static let centerY = ConstraintAttributes(rawValue: 1 << 9)
    static let lastBaseline = ConstraintAttributes(rawValue: 1 << 10)
    static let firstBaseline = ConstraintAttributes(rawValue: 1 << 11)
    static let leftMargin = ConstraintAttributes(rawValue: 1 << 12)
    static let rightMargin = ConstraintAttributes(rawValue: 1 << 13)
    static let topMargin = ConstraintAttributes(rawValue: 1 << 14)
    static let bottomMargin = ConstraintAttributes(rawValue: 1 << 15)
    static let leadingMargin = ConstraintAttributes(rawValue: 1 << 16)
    static let trailingMargin = ConstraintAttributes(rawValue: 1 << 17)
    static let centerXWithinMargins = ConstraintAttributes(rawValue: 1 << 18)
    static let centerYWithinMargins = ConstraintAttributes(rawValue: 1 << 19)

    // MARK: - Composites

    /// Top, left, bottom and right.
    static let edges: ConstraintAttributes = [.top, .left, .bottom, .right]
    /// Left and right.
    static let horizontalEdges: ConstraintAttributes = [.left, .right]
    /// Top and bottom.
    static let verticalEdges: ConstraintAttributes = [.top, .bottom]
    /// Top, leading, bottom and trailing.
    static let directionalEdges: ConstraintAttributes = [.top, .leading, .bottom, .trailing]
    /// Width and height.
    static let size: ConstraintAttributes = [.width, .height]
    /// Center x and center y.
    static let center: ConstraintAttributes = [.centerX, .centerY]
    /// The four edges inset by the layout margins.
    static let margins: ConstraintAttributes = [.topMargin, .leftMargin, .bottomMargin, .rightMargin]
    /// Top, leading, bottom and trailing inset by the layout margins.
    static let directionalMargins: ConstraintAttributes = [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin]
    /// The center of the area inside the layout margins.
    static let centerWithinMargins: ConstraintAttributes = [.centerXWithinMargins, .centerYWithinMargins]

    // MARK: - Derived values

    /// The attributes in SnapKit's order (left, top, right, bottom, leading, trailing, width,
    /// height, centerX, centerY, lastBaseline, firstBaseline), whatever order they were chained in.
    var layoutAttributes: [LayoutAttribute] {
        Self.order.compactMap { contains($0.flag) ? $0.attribute : nil }
    }

    private static let order: [(flag: ConstraintAttributes, attribute: LayoutAttribute)] = [
        (.left, .left), (.top, .top), (.right, .right), (.bottom, .bottom), (.leading, .leading),
        (.trailing, .trailing), (.width, .width), (.height, .height), (.centerX, .centerX),
        (.centerY, .centerY), (.lastBaseline, .lastBaseline), (.firstBaseline, .firstBaseline),
        (.leftMargin, .leftMargin), (.rightMargin, .rightMargin), (.topMargin, .topMargin),
        (.bottomMargin, .bottomMargin), (.leadingMargin, .leadingMargin), (.trailingMargin, .trailingMargin),
        (.centerXWithinMargins, .centerXWithinMargins), (.centerYWithinMargins, .centerYWithinMargins),
    ]

    /// Whether a line of `from` may relate to a target of `to` attribute by attribute: edges
    /// and margins, as SnapKit allows.
    static func pairsSideBySide(_ from: ConstraintAttributes, _ to: ConstraintAttributes) -> Bool {
        switch (from, to) {
        case (.edges, .margins), (.margins, .edges), (.directionalEdges, .directionalMargins), (.directionalMargins, .directionalEdges):
            true
        default:
            false
        }
    }

    /// The attribute of `to` that `attribute`, one of `from`, relates to when a line's
    /// composite meets another: SnapKit pairs edges with margins (and directional edges
    /// with directional margins) side by side; equal composites pair each attribute with
    /// itself; otherwise every attribute relates to the target's first.
    static func counterpart(of attribute: LayoutAttribute, from: ConstraintAttributes, to: ConstraintAttributes,
                            targetAttributes: [LayoutAttribute]) -> LayoutAttribute {
        switch (from, to) {
        case (.edges, .margins), (.directionalEdges, .directionalMargins):
            return attribute.margin ?? attribute
        case (.margins, .edges), (.directionalMargins, .directionalEdges):
            return attribute.edge ?? attribute
        default:
            return from == to ? attribute : targetAttributes[0]
        }
    }
}
