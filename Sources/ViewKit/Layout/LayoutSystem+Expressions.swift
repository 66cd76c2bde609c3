import ConstraintSolver
import Foundation

/// The solver's linear expression (Foundation has an `Expression` too).
private typealias Expression = ConstraintSolver.Expression

/// Views' constraints and stacks' relations as solver constraints, each in the coordinates
/// of its views' nearest common ancestor.
extension LayoutSystem {
    // MARK: - Constraints

    /// Adds the solver constraint made from `source`, remembering it when it mentions
    /// baselines.
    func add(_ source: Source, to solver: LayoutSolver) throws {
        var mentioned: [Int] = []
        let items: [View]
        switch source {
        case .constraint(let constraint): items = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
        case .stack(let relation): items = (relation.lhs + relation.rhs).map(\.view)
        }
        let reference = items.count > 1 ? commonAncestor(of: items.map(position(of:))) : 0
        func term(_ view: View, _ attribute: LayoutAttribute) throws -> Expression {
            let position = position(of: view)
            if attribute == .firstBaseline || attribute == .lastBaseline { mentioned.append(position) }
            return try expression(position, attribute, in: reference)
        }
        let made: Constraint
        switch source {
        case .constraint(let constraint):
            guard let first = constraint.firstItem else { return }
            let lhs = try term(first, constraint.firstAttribute)
            var rhs = Expression(constant: Double(constraint.constant))
            if let second = constraint.secondItem, let attribute = constraint.secondAttribute {
                rhs = try term(second, attribute) * Double(constraint.multiplier) + Double(constraint.constant)
            }
            made = Constraint(anchors.expand(lhs - rhs), constraint.relation.solverRelation, Expression(), strength: constraint.priority.strength)
            try add(made, labelled: .constraint(constraint), to: solver)
        case .stack(let relation):
            var lhs = Expression(constant: 0), rhs = Expression(constant: relation.constant)
            for part in relation.lhs { lhs = lhs + (try term(part.view, part.attribute)) * part.coefficient }
            for part in relation.rhs { rhs = rhs + (try term(part.view, part.attribute)) * part.coefficient }
            made = Constraint(anchors.expand(lhs - rhs), relation.relation.solverRelation, Expression(), strength: relation.priority.strength)
            try add(made, labelled: .relation(relation), to: solver)
        }
        if !mentioned.isEmpty { baselineConstraints.append(BaselineConstraint(source: source, constraint: made, views: mentioned)) }
    }

    // MARK: - Private

    /// The solver expression of `attribute` of the view at `position`, positions in the
    /// coordinates of the view at `reference`, an ancestor of it (or the view itself).
    private func expression(_ position: Int, _ attribute: LayoutAttribute, in reference: Int) throws -> Expression {
        let view = states[position].view
        let v = states[position].variables
        func offset(_ horizontal: Bool) -> Expression {
            var result = Expression()
            var current: Int? = position
            while let ancestor = current, ancestor != reference {
                result = result + anchors.position(of: ancestor, horizontal: horizontal)
                current = superviews[ancestor]
            }
            return result
        }
        // How far the layout margins move a margin attribute in from its edge or center.
        var margin: Double { Double(view.layoutMargins.offset(of: attribute)) }
        switch attribute {
        case .left, .leading: return offset(true)
        case .right, .trailing: return offset(true) + Expression(v.width)
        case .centerX: return offset(true) + v.width * 0.5
        case .top: return offset(false)
        case .bottom: return offset(false) + Expression(v.height)
        case .centerY: return offset(false) + v.height * 0.5
        case .width: return Expression(v.width)
        case .height: return Expression(v.height)
        case .leftMargin, .leadingMargin: return offset(true) + margin
        case .rightMargin, .trailingMargin: return offset(true) + Expression(v.width) + margin
        case .centerXWithinMargins: return offset(true) + v.width * 0.5 + margin
        case .topMargin: return offset(false) + margin
        case .bottomMargin: return offset(false) + Expression(v.height) + margin
        case .centerYWithinMargins: return offset(false) + v.height * 0.5 + margin
        case .firstBaseline, .lastBaseline:
            let width = try baselineWidth(at: position)
            states[position].baselineWidth = width
            guard let metrics = try baselineMetrics(at: position, width: width) else { return offset(false) + Expression(v.height) }
            let baseline = attribute == .firstBaseline ? metrics.firstBaseline : metrics.lastBaseline
            return offset(false) + v.height * 0.5 + Double(baseline - metrics.contentHeight / 2)
        }
    }

    /// The position of the nearest view that is one of the views at `positions` or an
    /// ancestor of each of them.
    private func commonAncestor(of positions: [Int]) -> Int {
        var common = positions[0]
        for other in positions.dropFirst() {
            var a = common, b = other
            var depthA = states[a].depth, depthB = states[b].depth
            while depthA > depthB, let up = superviews[a] { a = up; depthA -= 1 }
            while depthB > depthA, let up = superviews[b] { b = up; depthB -= 1 }
            while a != b, let upA = superviews[a], let upB = superviews[b] { a = upA; b = upB }
            common = a == b ? a : 0
        }
        return common
    }
}
