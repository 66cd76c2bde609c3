import ConstraintSolver
import Foundation

/// Where arranged views sit along their stack's axis, as unknowns relative to the view
/// before them: each arranged view after the first visible one of a stack is *anchored*,
/// its position a gap variable plus the previous view's trailing edge. A stack's spacing
/// constraint is then one term, and a long list's positions do not chain through the
/// solver's rows (a top-down chain rewrites rows as long as the cells above).
///
/// While a constraint is built, an anchored position is a placeholder variable;
/// ``expand(_:)`` writes the placeholders out once the whole expression is known, so that
/// positions cancel first.
struct StackAnchors {
    // MARK: - Nested types

    /// An arranged view placed after the one before it along its stack's axis.
    private struct Anchor {
        /// The positions in the pass (``LayoutSystem/states``) of the view and the one before it.
        let view: Int
        let previous: Int
        let horizontal: Bool
        /// The view's place among the stack's visible arranged views.
        let index: Int
        /// Stands for the view's position along the axis until ``expand(_:)`` writes it out.
        let placeholder: Variable
    }

    // MARK: - Properties

    /// Each view's unknowns, by its position in the pass.
    private let variables: [ViewLayoutState.Variables]
    /// Each view's anchor, by its position in the pass (`nil`: not anchored).
    private var anchors: [Anchor?]
    /// The anchors by the placeholder variable that stands for the anchored view's position.
    private var anchorsByPlaceholder: [Variable: Anchor] = [:]
    /// The solved positions of anchored views, in their superview's coordinates.
    private var solvedPositions: [Variable: Double] = [:]

    // MARK: - Initializers

    /// Anchors the arranged views of the stacks among `states` when `enabled`; otherwise
    /// every position is its view's own origin variable. `positions` gives each view's
    /// place in `states`.
    init(states: [ViewLayoutState], positions: [ObjectIdentifier: Int], enabled: Bool) {
        variables = states.map(\.variables)
        anchors = Array(repeating: nil, count: states.count)
        guard enabled else { return }
        for case let stack as StackView in states.lazy.map(\.view) {
            let visible = stack.arrangedSubviews.filter { !$0.isHidden && $0.superview === stack }
            for (index, (previous, view)) in zip(visible, visible.dropFirst()).enumerated() {
                guard let position = positions[ObjectIdentifier(view)], let before = positions[ObjectIdentifier(previous)] else { continue }
                let anchor = Anchor(view: position, previous: before, horizontal: stack.axis == .horizontal, index: index + 1,
                                    placeholder: Variable())
                anchors[position] = anchor
                anchorsByPlaceholder[anchor.placeholder] = anchor
            }
        }
    }

    // MARK: - Building

    /// The position of the left (`horizontal`) or top edge of the view at `view` in the
    /// pass, in its superview's coordinates: its origin variable, or the placeholder of its
    /// anchor along the stack's axis, which ``expand(_:)`` writes out once the whole
    /// constraint is built.
    func position(of view: Int, horizontal: Bool) -> ConstraintSolver.Expression {
        if let anchor = anchors[view], anchor.horizontal == horizontal {
            return ConstraintSolver.Expression(anchor.placeholder)
        }
        let v = variables[view]
        return ConstraintSolver.Expression(horizontal ? v.minX : v.minY)
    }

    /// `expression` with each anchored position written out as the view's gap variable plus
    /// the previous view's position and length, last views first so that positions cancel
    /// before they are written out: a stack's spacing constraint comes out as one gap
    /// variable, and only a constraint that really spans the stack is long.
    func expand(_ expression: ConstraintSolver.Expression) -> ConstraintSolver.Expression {
        var terms: [Term] = []
        var pending: [Variable: Double] = [:]
        for term in expression.terms {
            if anchorsByPlaceholder[term.variable] != nil {
                pending[term.variable, default: 0] += term.coefficient
            } else {
                terms.append(term)
            }
        }
        while let next = pending.keys.max(by: { anchorsByPlaceholder[$0]!.index < anchorsByPlaceholder[$1]!.index }) {
            let coefficient = pending.removeValue(forKey: next)!
            guard abs(coefficient) > 1e-12, let anchor = anchorsByPlaceholder[next] else { continue }
            let own = variables[anchor.view], previous = variables[anchor.previous]
            terms.append(Term(anchor.horizontal ? own.minX : own.minY, coefficient))
            terms.append(Term(anchor.horizontal ? previous.width : previous.height, coefficient))
            for term in position(of: anchor.previous, horizontal: anchor.horizontal).terms {
                if anchorsByPlaceholder[term.variable] != nil {
                    pending[term.variable, default: 0] += coefficient * term.coefficient
                } else {
                    terms.append(Term(term.variable, coefficient * term.coefficient))
                }
            }
        }
        return ConstraintSolver.Expression(terms, constant: expression.constant)
    }

    // MARK: - Solution

    /// The value of `expression` in the solution, anchored positions included.
    mutating func value(of expression: ConstraintSolver.Expression, in solver: LayoutSolver) -> Double {
        var sum = expression.constant
        for term in expression.terms {
            if let anchor = anchorsByPlaceholder[term.variable] {
                sum += term.coefficient * value(of: anchor, in: solver)
            } else {
                sum += term.coefficient * solver.value(of: term.variable)
            }
        }
        return sum
    }

    // MARK: - Private

    /// The solved position of an anchored view: the gap after the previous view, plus that
    /// view's trailing edge; remembered, as a list's positions build on each other.
    private mutating func value(of anchor: Anchor, in solver: LayoutSolver) -> Double {
        if let known = solvedPositions[anchor.placeholder] { return known }
        let own = variables[anchor.view], previous = variables[anchor.previous]
        let result = solver.value(of: anchor.horizontal ? own.minX : own.minY)
            + value(of: position(of: anchor.previous, horizontal: anchor.horizontal), in: solver)
            + solver.value(of: anchor.horizontal ? previous.width : previous.height)
        solvedPositions[anchor.placeholder] = result
        return result
    }
}
