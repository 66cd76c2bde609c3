import ConstraintSolver
import Foundation

/// How error messages name the solver constraints a ``LayoutSystem`` adds without a label:
/// by what each was made from, formatted only when an error reports it (formatting
/// thousands of labels each pass costs more than measuring the text).
struct ConstraintNames {
    // MARK: - Nested types

    /// What a solver constraint was made from.
    enum Origin {
        case constraint(LayoutConstraint)
        case relation(StackArrangement.Relation)
        case intrinsic(View, LayoutAxis, Double, compression: Bool)
        case tieBreak(View)
        /// One of the four constraints that hold a view's frame (its autoresizing mask),
        /// named by its own label.
        case autoresizing(View)
    }

    // MARK: - Properties

    private var origins: [ObjectIdentifier: Origin] = [:]

    // MARK: - Recording

    /// Remembers that `constraint` was made from `origin`.
    mutating func record(_ constraint: Constraint, madeFrom origin: Origin) {
        origins[ObjectIdentifier(constraint)] = origin
    }

    /// What `constraint` was made from, `nil` for one labelled when it was made.
    func origin(of constraint: Constraint) -> Origin? {
        origins[ObjectIdentifier(constraint)]
    }

    // MARK: - Describing

    /// How error messages name `constraint`: what it was made from, else its own label.
    /// `measuredSize` gives a view's last measured intrinsic size, which may have changed
    /// since an intrinsic-size constraint was added (a wrapping view's).
    func describe(_ constraint: Constraint, measuredSize: (View) -> CGSize?) -> String {
        guard let origin = origins[ObjectIdentifier(constraint)] else { return constraint.description }
        switch origin {
        case .constraint(let source):
            return source.description
        case .relation(let relation):
            return relation.description
        case .intrinsic(let view, let axis, let size, let compression):
            let name = "\(View.describe(view)).\(axis == .horizontal ? "width" : "height")"
            let current = measuredSize(view).map { axis == .horizontal ? $0.width : $0.height }
            let length = LayoutConstraint.format(current ?? CGFloat(size))
            if compression {
                return "\(name) >= \(length) @\(view.compressionResistancePriority[axis]) (compression resistance)"
            }
            return "\(name) <= \(length) @\(view.contentHuggingPriority[axis]) (content hugging)"
        case .tieBreak(let view):
            return "\(View.describe(view)) tie-break (stack index)"
        case .autoresizing:
            return constraint.description
        }
    }
}
