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

    // Each call takes `fileID:` and `line:`, defaulted to the caller's, so that a conflict's
    // warning names the line that made the constraint; written as in UIKit, a call compiles
    // the same.

    /// `self == anchor + constant`, inactive.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0,
                           fileID: String = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: constant, CallSite(fileID: fileID, line: line))
    }

    /// `self >= anchor + constant`, inactive.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0,
                           fileID: String = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: constant, CallSite(fileID: fileID, line: line))
    }

    /// `self <= anchor + constant`, inactive.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0,
                           fileID: String = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: constant, CallSite(fileID: fileID, line: line))
    }

    /// `View("card").top`.
    public var description: String { "\(View.describe(item)).\(attribute.rawValue)" }

    // MARK: - Internal

    func make(_ relation: LayoutRelation, _ anchor: LayoutAnchor<AnchorType>?, multiplier: CGFloat, constant: CGFloat,
              _ site: CallSite) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
                         attribute: anchor?.attribute, multiplier: multiplier, constant: constant,
                         fileID: site.fileID, line: site.line)
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
    public func constraint(equalToConstant constant: CGFloat,
                           fileID: String = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.equal, nil, multiplier: 1, constant: constant, CallSite(fileID: fileID, line: line))
    }

    /// `self >= constant`, inactive.
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat,
                           fileID: String = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, multiplier: 1, constant: constant, CallSite(fileID: fileID, line: line))
    }

    /// `self <= constant`, inactive.
    public func constraint(lessThanOrEqualToConstant constant: CGFloat,
                           fileID: String = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, multiplier: 1, constant: constant, CallSite(fileID: fileID, line: line))
    }

    /// `self == anchor × multiplier + constant`, inactive.
    public func constraint(equalTo anchor: DimensionAnchor, multiplier: CGFloat, constant: CGFloat = 0,
                           fileID: String = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.equal, anchor, multiplier: multiplier, constant: constant, CallSite(fileID: fileID, line: line))
    }

    /// `self >= anchor × multiplier + constant`, inactive.
    public func constraint(greaterThanOrEqualTo anchor: DimensionAnchor, multiplier: CGFloat, constant: CGFloat = 0,
                           fileID: String = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant, CallSite(fileID: fileID, line: line))
    }

    /// `self <= anchor × multiplier + constant`, inactive.
    public func constraint(lessThanOrEqualTo anchor: DimensionAnchor, multiplier: CGFloat, constant: CGFloat = 0,
                           fileID: String = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant, CallSite(fileID: fileID, line: line))
    }
}
