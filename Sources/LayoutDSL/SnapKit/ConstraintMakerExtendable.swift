/// A DSL line that may name more attributes before its relation (`make.left.right`,
/// `make.centerX.centerY`), as SnapKit's `ConstraintMakerExtendable`. Each property adds
/// to the same line and returns it.
public class ConstraintMakerExtendable: ConstraintMakerRelatable {
    // MARK: - Attributes

    public var left: ConstraintMakerExtendable { adding(.left) }
    public var top: ConstraintMakerExtendable { adding(.top) }
    public var bottom: ConstraintMakerExtendable { adding(.bottom) }
    public var right: ConstraintMakerExtendable { adding(.right) }
    /// The left edge: text runs left to right.
    public var leading: ConstraintMakerExtendable { adding(.leading) }
    /// The right edge: text runs left to right.
    public var trailing: ConstraintMakerExtendable { adding(.trailing) }
    public var width: ConstraintMakerExtendable { adding(.width) }
    public var height: ConstraintMakerExtendable { adding(.height) }
    public var centerX: ConstraintMakerExtendable { adding(.centerX) }
    public var centerY: ConstraintMakerExtendable { adding(.centerY) }
    public var lastBaseline: ConstraintMakerExtendable { adding(.lastBaseline) }
    public var firstBaseline: ConstraintMakerExtendable { adding(.firstBaseline) }

    // MARK: - Composites

    /// Top, left, bottom and right.
    public var edges: ConstraintMakerExtendable { adding(.edges) }
    /// Left and right.
    public var horizontalEdges: ConstraintMakerExtendable { adding(.horizontalEdges) }
    /// Top and bottom.
    public var verticalEdges: ConstraintMakerExtendable { adding(.verticalEdges) }
    /// Top, leading, bottom and trailing.
    public var directionalEdges: ConstraintMakerExtendable { adding(.directionalEdges) }
    /// Width and height.
    public var size: ConstraintMakerExtendable { adding(.size) }
    /// Center x and center y.
    public var center: ConstraintMakerExtendable { adding(.center) }

    // MARK: - Margins

    public var leftMargin: ConstraintMakerExtendable { adding(.leftMargin) }
    public var rightMargin: ConstraintMakerExtendable { adding(.rightMargin) }
    public var topMargin: ConstraintMakerExtendable { adding(.topMargin) }
    public var bottomMargin: ConstraintMakerExtendable { adding(.bottomMargin) }
    /// The left margin: text runs left to right.
    public var leadingMargin: ConstraintMakerExtendable { adding(.leadingMargin) }
    /// The right margin: text runs left to right.
    public var trailingMargin: ConstraintMakerExtendable { adding(.trailingMargin) }
    public var centerXWithinMargins: ConstraintMakerExtendable { adding(.centerXWithinMargins) }
    public var centerYWithinMargins: ConstraintMakerExtendable { adding(.centerYWithinMargins) }
    /// The four edges inset by the layout margins: `make.edges.equalTo(card.snp.margins)`.
    public var margins: ConstraintMakerExtendable { adding(.margins) }
    /// Top, leading, bottom and trailing inset by the layout margins.
    public var directionalMargins: ConstraintMakerExtendable { adding(.directionalMargins) }
    /// The center of the area inside the layout margins.
    public var centerWithinMargins: ConstraintMakerExtendable { adding(.centerWithinMargins) }

    // MARK: - Private

    private func adding(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        description.attributes.formUnion(attributes)
        return self
    }
}
