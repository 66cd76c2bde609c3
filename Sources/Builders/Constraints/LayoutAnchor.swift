import Foundation

/// A part of a view's frame to make constraints from, as `NSLayoutAnchor`. The type
/// parameter keeps axes apart: a leading anchor relates only to x-axis anchors, so
/// `a.leadingAnchor.constraint(equalTo: b.topAnchor)` does not compile.
public class LayoutAnchor<AnchorType: AnyObject>: CustomStringConvertible {
    // MARK: - Properties

    /// The view the anchor belongs to.
    public let item: View
    public let attribute: LayoutAttribute

    // MARK: - Initializers

    init(item: View, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    // MARK: - Constraints

    /// `self == anchor + constant`, inactive.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0) -> LayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: constant)
    }

    /// `self >= anchor + constant`, inactive.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    /// `self <= anchor + constant`, inactive.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    /// `View("card").top`.
    public var description: String { "\(View.describe(item)).\(attribute.rawValue)" }

    // MARK: - Internal

    func make(_ relation: LayoutRelation, _ anchor: LayoutAnchor<AnchorType>?, multiplier: CGFloat, constant: CGFloat) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
                         attribute: anchor?.attribute, multiplier: multiplier, constant: constant)
    }
}

/// A horizontal position: left, right, leading, trailing, centerX.
public final class XAxisAnchor: LayoutAnchor<XAxisAnchor> {}

/// A vertical position: top, bottom, centerY, baselines.
public final class YAxisAnchor: LayoutAnchor<YAxisAnchor> {}

/// A size: width or height. Sizes also relate to constants and take multipliers.
public final class DimensionAnchor: LayoutAnchor<DimensionAnchor> {
    // MARK: - Constraints

    /// `self == constant`, inactive.
    public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint {
        make(.equal, nil, multiplier: 1, constant: constant)
    }

    /// `self >= constant`, inactive.
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, multiplier: 1, constant: constant)
    }

    /// `self <= constant`, inactive.
    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, multiplier: 1, constant: constant)
    }

    /// `self == anchor × multiplier + constant`, inactive.
    public func constraint(equalTo anchor: DimensionAnchor, multiplier: CGFloat, constant: CGFloat = 0) -> LayoutConstraint {
        make(.equal, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self >= anchor × multiplier + constant`, inactive.
    public func constraint(greaterThanOrEqualTo anchor: DimensionAnchor, multiplier: CGFloat, constant: CGFloat = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self <= anchor × multiplier + constant`, inactive.
    public func constraint(lessThanOrEqualTo anchor: DimensionAnchor, multiplier: CGFloat, constant: CGFloat = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}
