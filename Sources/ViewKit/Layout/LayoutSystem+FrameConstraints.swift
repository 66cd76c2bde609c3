import ConstraintSolver
import Foundation

/// The solver's linear expression (Foundation has an `Expression` too).
private typealias Expression = ConstraintSolver.Expression

/// The constraints that come from frames rather than from the views' constraints: the
/// root's size (``LayoutSize``) and the autoresizing masks of views that keep
/// `translatesAutoresizingMaskIntoConstraints`.
extension LayoutSystem {
    // MARK: - Frame constraints

    /// The root at its origin, sized as ``size`` says.
    func addRootConstraints(to solver: LayoutSolver) throws {
        let v = states[0].variables
        let name = View.describe(root)
        try add(Constraint(Expression(v.minX), .equal, 0, label: "\(name).left == 0 @required (root)"), to: solver)
        try add(Constraint(Expression(v.minY), .equal, 0, label: "\(name).top == 0 @required (root)"), to: solver)
        switch size {
        case .fixed(let fixed):
            try add(Constraint(Expression(v.width), .equal, Double(fixed.width), label: "\(name).width == \(LayoutConstraint.format(fixed.width)) @required (root)"), to: solver)
            try add(Constraint(Expression(v.height), .equal, Double(fixed.height), label: "\(name).height == \(LayoutConstraint.format(fixed.height)) @required (root)"), to: solver)
        case .fitting(let width, let height):
            try addFitting(width, v.width, "\(name).width", to: solver)
            try addFitting(height, v.height, "\(name).height", to: solver)
        }
    }

    /// One dimension of a fitting size: required bounds, and the fitting priority's pull.
    private func addFitting(_ dimension: FittingDimension, _ variable: Variable, _ name: String, to solver: LayoutSolver) throws {
        let fitting = LayoutPriority.fittingSizeLevel
        switch dimension {
        case .compressed:
            try add(Constraint(Expression(variable), .equal, 0, strength: fitting.strength, label: "\(name) == 0 @\(fitting) (fitting)"), to: solver)
        case .expanded:
            let length = Double(FittingDimension.expandedLength)
            try add(Constraint(Expression(variable), .equal, length, strength: fitting.strength,
                               label: "\(name) == \(LayoutConstraint.format(FittingDimension.expandedLength)) @\(fitting) (fitting)"), to: solver)
        case .exactly(let length):
            try add(Constraint(Expression(variable), .equal, Double(length), label: "\(name) == \(LayoutConstraint.format(length)) @required (fitting)"), to: solver)
        case .atMost(let length):
            try add(Constraint(Expression(variable), .lessThanOrEqual, Double(length), label: "\(name) <= \(LayoutConstraint.format(length)) @required (fitting)"), to: solver)
            try add(Constraint(Expression(variable), .equal, 0, strength: fitting.strength, label: "\(name) == 0 @\(fitting) (fitting)"), to: solver)
        }
    }

    /// The frame of the view at `position` as four required constraints relative to its
    /// superview, as UIKit's `NSAutoresizingMaskLayoutConstraint`s.
    func addAutoresizingConstraints(at position: Int, to solver: LayoutSolver) throws {
        let view = states[position].view
        guard let superview = view.superview else { return }
        let v = states[position].variables
        let name = View.describe(view), superName = View.describe(superview)
        let frame = view.frame
        func offset(_ value: CGFloat) -> String {
            value == 0 ? "" : value > 0 ? " + \(LayoutConstraint.format(value))" : " - \(LayoutConstraint.format(-value))"
        }
        // Labelled with the view too, so that a conflict names the `pin` call that set the frame.
        let origin = ConstraintNames.Origin.autoresizing(view)
        try add(Constraint(anchors.expand(anchors.position(of: position, horizontal: true)), .equal, Double(frame.minX),
                           label: "\(name).left == \(superName).left\(offset(frame.minX)) @required (autoresizing mask)"),
                labelled: origin, to: solver)
        try add(Constraint(anchors.expand(anchors.position(of: position, horizontal: false)), .equal, Double(frame.minY),
                           label: "\(name).top == \(superName).top\(offset(frame.minY)) @required (autoresizing mask)"),
                labelled: origin, to: solver)
        try add(Constraint(Expression(v.width), .equal, Double(frame.width),
                           label: "\(name).width == \(LayoutConstraint.format(frame.width)) @required (autoresizing mask)"),
                labelled: origin, to: solver)
        try add(Constraint(Expression(v.height), .equal, Double(frame.height),
                           label: "\(name).height == \(LayoutConstraint.format(frame.height)) @required (autoresizing mask)"),
                labelled: origin, to: solver)
    }
}
