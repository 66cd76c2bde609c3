/// A set of the attributes one line of the DSL constrains (`make.left.right`), as
/// SnapKit's `ConstraintAttributes`; composites (`edges`, `size`, `center`) are unions.
struct ConstraintAttributes: OptionSet, Hashable, Sendable {
    // MARK: - Properties

    let rawValue: UInt16

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
    ]
}
