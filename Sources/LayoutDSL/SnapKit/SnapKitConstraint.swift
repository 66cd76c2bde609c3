import Foundation
import ViewKit

/// The constraints one DSL line made (`make.edges.equalToSuperview()` makes four), as SnapKit's
/// `Constraint` (renamed: `Constraint` is the solver's type). Keep it to change the line later:
///
/// ```swift
/// var top: SnapKitConstraint?
/// view.snp.makeConstraints { make in top = make.top.equalToSuperview().constraint }
/// top?.update(offset: 20)
/// ```
///
/// It holds its view weakly, through its ``layoutConstraints``.
public final class SnapKitConstraint: CustomStringConvertible {
    // MARK: - Properties

    /// The label given by `labeled(_:)`, also each layout constraint's identifier.
    public let label: String?
    /// The layout constraints, one per attribute of the line.
    public private(set) var layoutConstraints: [LayoutConstraint]
    /// Where the line was written (`#fileID`, `#line`).
    public let sourceLocation: (file: String, line: UInt)

    /// The view on the left side; weak.
    private weak var from: View?
    private var constant: ConstraintConstant
    private var priority: ConstraintPriority

    /// Whether any of the layout constraints is active. Setting it activates or deactivates.
    public var isActive: Bool {
        get { layoutConstraints.contains(where: \.isActive) }
        set { if newValue { activate() } else { deactivate() } }
    }

    // MARK: - Initializers

    /// The constraints `from.attributes relation to × multiplier + constant`, inactive, by
    /// SnapKit's rules (see ``ConstraintMakerRelatable``).
    init(from view: View, attributes: ConstraintAttributes, relation: LayoutRelation, to: ConstraintItem,
         multiplier: CGFloat, constant: ConstraintConstant, priority: ConstraintPriority, label: String?,
         file: String, line: UInt) throws(SnapKitError) {
        self.from = view
        self.constant = constant
        self.priority = priority
        self.label = label
        self.sourceLocation = (file, line)
        layoutConstraints = []
        let toAttributes = to.attributes.layoutAttributes
        for fromAttribute in attributes.layoutAttributes {
            let toAttribute: LayoutAttribute
            if !toAttributes.isEmpty {
                toAttribute = ConstraintAttributes.counterpart(of: fromAttribute, from: attributes, to: to.attributes,
                                                               targetAttributes: toAttributes)
            } else if to.target == nil && (fromAttribute == .centerX || fromAttribute == .centerY) {
                toAttribute = fromAttribute == .centerX ? .left : .top
            } else {
                toAttribute = fromAttribute
            }
            var toView = to.target
            if toView == nil && toAttribute != .width && toAttribute != .height {
                guard let superview = view.superview else {
                    throw SnapKitError(
                        .missingSuperview,
                        "\(ConstraintItem(target: view, attributes: attributes)) \(relation.rawValue) a constant: "
                            + "\(fromAttribute.rawValue) is relative to the superview, and the view has none",
                        file: file, line: line)
                }
                toView = superview
            }
            guard fromAttribute.kind == toAttribute.kind else {
                throw SnapKitError(
                    .invalidPairing,
                    "\(ConstraintItem(target: view, attributes: [])).\(fromAttribute.rawValue) \(relation.rawValue) "
                        + "\(View.describe(toView)).\(toAttribute.rawValue): the attributes are of different kinds",
                    file: file, line: line)
            }
            let layoutConstraint = LayoutConstraint(
                item: view, attribute: fromAttribute, relatedBy: relation, toItem: toView,
                attribute: toView == nil ? nil : toAttribute, multiplier: multiplier,
                constant: constant.value(for: toAttribute), fileID: file, line: line)
            layoutConstraint.priority = priority.layoutPriority
            layoutConstraint.identifier = label
            layoutConstraints.append(layoutConstraint)
        }
    }

    // MARK: - Activation

    /// Activates the layout constraints and lists the constraint in the view's `snp.constraints`.
    public func activate() {
        guard let from else { return }
        LayoutConstraint.activate(layoutConstraints)
        ConstraintRegistry.shared.add(self, to: from)
    }

    /// Deactivates the layout constraints and takes the constraint out of `snp.constraints`.
    public func deactivate() {
        LayoutConstraint.deactivate(layoutConstraints)
        guard let from else { return }
        ConstraintRegistry.shared.remove(self, from: from)
    }

    // MARK: - Updating

    /// Replaces the constant with `offset`, on every layout constraint as is.
    @discardableResult
    public func update(offset: any ConstraintOffsetTarget) -> SnapKitConstraint {
        constant = .number(ConstraintConstant.number(offset) ?? 0)
        updateConstants()
        return self
    }

    /// Replaces the constant with insets, with ``ConstraintMakerEditable/inset(_:)``'s signs.
    @discardableResult
    public func update(inset: any ConstraintInsetTarget) -> SnapKitConstraint {
        constant = ConstraintConstant.insets(inset)
        updateConstants()
        return self
    }

    /// Changes the priority; as SnapKit, only between optional priorities (a required
    /// constraint stays required, an optional one does not become required).
    @discardableResult
    public func update(priority: ConstraintPriority) -> SnapKitConstraint {
        self.priority = priority
        for layoutConstraint in layoutConstraints
        where !layoutConstraint.priority.isRequired && priority != .required {
            layoutConstraint.priority = priority.layoutPriority
        }
        return self
    }

    /// Changes the priority to a number or ``LayoutPriority``; as the other `update(priority:)`.
    @discardableResult
    public func update(priority: any ConstraintPriorityTarget) -> SnapKitConstraint {
        update(priority: ConstraintPriority(priority))
    }

    // MARK: - Description

    /// The layout constraints, separated by `; `.
    public var description: String {
        layoutConstraints.map(\.description).joined(separator: "; ")
    }

    // MARK: - Internal

    /// Whether two layout constraints are the same but for the constant, SnapKit's rule for
    /// `updateConstraints`.
    static func matches(_ lhs: LayoutConstraint, _ rhs: LayoutConstraint) -> Bool {
        lhs.firstItem === rhs.firstItem && lhs.firstAttribute == rhs.firstAttribute
            && lhs.relation == rhs.relation && lhs.secondItem === rhs.secondItem
            && lhs.secondAttribute == rhs.secondAttribute && lhs.multiplier == rhs.multiplier
            && lhs.priority == rhs.priority
    }

    /// Keeps only `constraints` of the layout constraints (those `updateConstraints` did not
    /// match); call before activating.
    func keepOnly(_ constraints: [LayoutConstraint]) {
        layoutConstraints.removeAll { kept in !constraints.contains { $0 === kept } }
    }

    // MARK: - Private

    private func updateConstants() {
        for layoutConstraint in layoutConstraints {
            layoutConstraint.constant = constant.value(for: layoutConstraint.secondAttribute ?? layoutConstraint.firstAttribute)
        }
    }

}
