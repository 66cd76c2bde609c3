import ConstraintSolver
import Foundation

/// Breaking a required constraint that the others contradict, as UIKit does.
///
/// Apple's Auto Layout Guide ("Unsatisfiable Layouts"): at run time Auto Layout identifies
/// the conflicting constraints, breaks one and checks the layout, breaking more until one
/// is valid, and logs the conflict and the broken constraints. Which one it breaks is not
/// documented; its logs always keep the constraints UIKit made itself from frames
/// (`NSAutoresizingMaskLayoutConstraint`) and break one the app made. The pass adds the
/// root's size and the autoresizing masks before any other constraint, so breaking the one
/// whose addition made the set unsatisfiable does the same; each later contradiction
/// breaks another.
extension LayoutSystem {
    // MARK: - Nested types

    /// A conflict as the solve met it: constraints named as then, the views whose frames
    /// they hold kept so that the pass can name the `pin` call that set each frame once its
    /// `layoutSubviews()` calls have run.
    struct PendingConflict {
        struct Entry {
            let constraint: String
            let site: CallSite?
            /// The view whose frame the constraint holds (its autoresizing mask); weak, as
            /// the conflict outlives the pass's view of the tree only until it is reported.
            weak var framedView: View?
        }

        let entries: [Entry]
        let brokenIndex: Int

        /// The conflict, each frame's constraint located at the `pin` call that set it.
        func resolved(with placements: PinPlacements?) -> ConstraintConflict {
            let named = entries.map { entry -> ConstraintConflict.Entry in
                if let view = entry.framedView, let site = placements?.site(of: view) {
                    return ConstraintConflict.Entry(constraint: entry.constraint, site: site, siteKind: .pinned)
                }
                return ConstraintConflict.Entry(constraint: entry.constraint, site: entry.site)
            }
            return ConstraintConflict(constraints: named, broken: named[brokenIndex])
        }
    }

    // MARK: - Breaking

    /// Leaves `constraint` out of the solver, recording the conflict it made with the
    /// constraints of `set` (which includes it, last).
    func breakConstraint(_ constraint: Constraint, conflictingWith set: [Constraint]) {
        brokenConstraints.insert(ObjectIdentifier(constraint))
        var entries: [PendingConflict.Entry] = []
        for member in set {
            switch names.origin(of: member) {
            case .constraint(let source)?:
                entries.append(PendingConflict.Entry(constraint: describe(member), site: source.callSite))
            case .autoresizing(let view)?:
                entries.append(PendingConflict.Entry(constraint: describe(member), site: nil, framedView: view))
            default:
                entries.append(PendingConflict.Entry(constraint: describe(member), site: nil))
            }
        }
        let broken = set.lastIndex { $0 === constraint } ?? entries.count - 1
        conflicts.append(PendingConflict(entries: entries, brokenIndex: broken))
    }
}
