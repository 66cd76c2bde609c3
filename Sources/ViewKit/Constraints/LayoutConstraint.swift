import Foundation

/// UIKit's name, so UIKit code (`NSLayoutConstraint.activate([...])`) reads unchanged.
public typealias NSLayoutConstraint = LayoutConstraint

/// A linear relation between two parts of views' frames, as `NSLayoutConstraint`:
/// `firstItem.firstAttribute relation secondItem.secondAttribute × multiplier + constant`,
/// or `firstItem.firstAttribute relation constant` without a second item.
///
/// An active constraint is kept by the views it relates (see ``View/activeConstraints``)
/// and the layout pass gathers it from there; the constraint refers to its views weakly,
/// so views and their constraints are owned from the root of the tree.
///
/// Not `final`: SurfUtils' ``LayoutHelper`` is a constraint subclass, as in UIKit; not `open`
/// either, so no other subclass changes what the layout pass reads.
public class LayoutConstraint: CustomStringConvertible {
    // MARK: - Properties

    /// The view on the left side; weak, as the view keeps its active constraints.
    public private(set) weak var firstItem: View?
    public let firstAttribute: LayoutAttribute
    public let relation: LayoutRelation
    /// The view on the right side, `nil` for a constant (`width == 44`); weak.
    public private(set) weak var secondItem: View?
    public let secondAttribute: LayoutAttribute?
    public let multiplier: CGFloat
    /// Added to the right side; may be changed while active, as in UIKit.
    public var constant: CGFloat
    /// How much the constraint matters; 1000 must hold.
    public var priority: LayoutPriority = .required
    /// A name shown before the constraint in error messages.
    public var identifier: String?
    /// Where the constraint was made (the anchor call or the initializer), which a
    /// conflict's warning names; a helper that makes constraints for its caller may set the
    /// caller's line here instead.
    public var callSite: CallSite?

    /// Whether the layout pass uses the constraint. Activating it stores it on its views.
    public var isActive: Bool {
        get { active }
        set {
            guard newValue != active else { return }
            active = newValue
            for view in [firstItem, secondItem].compactMap({ $0 }) {
                if newValue {
                    if !view.activeConstraints.contains(where: { $0 === self }) { view.activeConstraints.append(self) }
                } else {
                    view.activeConstraints.removeAll { $0 === self }
                }
            }
        }
    }

    private var active = false

    // MARK: - Initializers

    /// `item.attribute relation toItem.toAttribute × multiplier + constant`, as
    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    /// Inactive until activated. `fileID` and `line` locate it in a conflict's warning.
    public init(item: View, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
                toItem: View?, attribute toAttribute: LayoutAttribute?, multiplier: CGFloat = 1, constant: CGFloat = 0,
                fileID: String = #fileID, line: UInt = #line) {
        self.firstItem = item
        self.firstAttribute = attribute
        self.relation = relation
        self.secondItem = toItem
        self.secondAttribute = toItem == nil ? nil : (toAttribute ?? attribute)
        self.multiplier = multiplier
        self.constant = constant
        self.callSite = CallSite(fileID: fileID, line: line)
    }

    // MARK: - Activation

    /// Activates every constraint in `constraints`.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint in `constraints`.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// Sets ``priority`` and returns the constraint, for chaining before activation.
    @discardableResult
    public func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
        self.priority = priority
        return self
    }

    /// Sets ``identifier`` and returns the constraint.
    @discardableResult
    public func withIdentifier(_ identifier: String) -> LayoutConstraint {
        self.identifier = identifier
        return self
    }

    // MARK: - Description

    /// The constraint as error messages show it:
    /// `Label("error").top == View("card").top + 8 @required`.
    public var description: String {
        var text = "\(View.describe(firstItem)).\(firstAttribute.rawValue) \(relation.rawValue) "
        if let secondItem, let secondAttribute {
            text += "\(View.describe(secondItem)).\(secondAttribute.rawValue)"
            if multiplier != 1 { text += " * \(Self.format(multiplier))" }
            if constant > 0 || constant.isNaN { text += " + \(Self.format(constant))" }
            if constant < 0 { text += " - \(Self.format(-constant))" }
        } else {
            text += Self.format(constant)
        }
        text += " @\(priority)"
        return identifier.map { "\($0): \(text)" } ?? text
    }

    /// A number without a trailing `.0`.
    package static func format(_ value: CGFloat) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }
}
