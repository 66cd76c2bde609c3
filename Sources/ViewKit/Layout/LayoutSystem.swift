import ConstraintSolver
import Foundation

/// One tree's constraint system: four solver variables per view (minX, minY in its
/// superview's coordinates, width, height), rebuilt from the views' constraints, their
/// autoresizing masks and intrinsic sizes on each pass.
///
/// What the pass knows about each view is one ``ViewLayoutState``, kept in `states` at the
/// view's position in the tree (depth-first); `positions` finds a view's position.
final class LayoutSystem {
    // MARK: - Nested types

    /// What a solver constraint was made from.
    enum Source {
        case constraint(LayoutConstraint)
        case stack(StackArrangement.Relation)
    }

    /// A solver constraint that mentions baselines, with what it was made from and the
    /// positions of the views whose baselines it mentions.
    struct BaselineConstraint {
        let source: Source
        let constraint: Constraint
        let views: [Int]
    }

    // MARK: - Properties

    let root: View
    let size: LayoutSize
    /// The tree, depth-first.
    let views: [View]
    /// Each view's state, at its position in `views`.
    var states: [ViewLayoutState]
    /// The position in `views` of each view of the tree.
    let positions: [ObjectIdentifier: Int]
    /// The position in `views` of each view's superview (`nil` for the root).
    let superviews: [Int?]
    /// The active constraints of the tree's views, in tree order then activation order.
    let constraints: [LayoutConstraint]
    /// The constraints the tree's stack views generate for their arranged subviews.
    let stackRelations: [StackArrangement.Relation]
    /// Arranged views' positions relative to the view before them (see ``StackAnchors``).
    var anchors: StackAnchors
    /// The solver constraints that mention baselines.
    var baselineConstraints: [BaselineConstraint] = []
    /// The names of the solver constraints added without labels, for error messages.
    var names = ConstraintNames()
    /// The conflicts met while adding required constraints, in order, each broken (see
    /// `LayoutSystem+Conflicts.swift`).
    var conflicts: [PendingConflict] = []
    /// The constraints broken: made but never added to the solver.
    var brokenConstraints = Set<ObjectIdentifier>()
    /// The running pass's shared text measurements, which helpers fill ahead of the
    /// measuring (`prefetchMeasurements`); `nil` outside ``LayoutPass/layout(_:size:)``.
    let measurements: TextMeasurements?
    /// The strength of the edits that hold measured sizes: far above any optional priority
    /// (999 weighs 999,000), below required.
    static let measurementStrength = Strength(100_000_000)

    // MARK: - Initializers

    /// - Parameter anchoring: whether arranged views' positions along their stack's axis are
    ///   unknowns relative to the view before them (see `anchors`); frames are the same
    ///   either way, but ``LayoutPass/ambiguities(in:size:)`` needs unknowns per view.
    /// - Parameter measurements: the running pass's shared text measurements.
    init(root: View, size: LayoutSize, anchoring: Bool = false, measurements: TextMeasurements? = nil) throws(LayoutError) {
        self.root = root
        self.size = size
        self.measurements = measurements
        views = root.allViews()
        var positions: [ObjectIdentifier: Int] = [:]
        positions.reserveCapacity(views.count)
        for (position, view) in views.enumerated() { positions[ObjectIdentifier(view)] = position }
        self.positions = positions
        var seen = Set<ObjectIdentifier>()
        var gathered: [LayoutConstraint] = []
        for view in views {
            for constraint in view.activeConstraints where seen.insert(ObjectIdentifier(constraint)).inserted {
                guard let first = constraint.firstItem else { continue }
                let items = [first] + [constraint.secondItem].compactMap { $0 }
                guard items.allSatisfy({ positions[ObjectIdentifier($0)] != nil }) else {
                    throw .viewOutsideTree(constraint.description)
                }
                gathered.append(constraint)
            }
        }
        constraints = gathered
        // The views' variables are made in tree order, before the anchors' placeholders.
        var states: [ViewLayoutState] = []
        var superviews: [Int?] = []
        states.reserveCapacity(views.count)
        superviews.reserveCapacity(views.count)
        for view in views {
            let superview = view === root ? nil : view.superview.flatMap { positions[ObjectIdentifier($0)] }
            superviews.append(superview)
            states.append(ViewLayoutState(view: view, depth: superview.map { states[$0].depth + 1 } ?? 0))
        }
        var relations: [StackArrangement.Relation] = []
        for case let stack as StackView in views {
            let arrangement = StackLayout.arrangement(of: stack)
            relations += arrangement.relations
            for tieBreak in arrangement.tieBreaks {
                if let position = positions[ObjectIdentifier(tieBreak.view)] { states[position].tieBreak = tieBreak }
            }
        }
        stackRelations = relations
        self.superviews = superviews
        anchors = StackAnchors(states: states, positions: positions, enabled: anchoring)
        if case .fitting(let width, _) = size { states[0].measuringWidth = width.limit }
        if case .fixed(let fixed) = size { states[0].measuringWidth = fixed.width }
        self.states = states
    }

    // MARK: - Views

    /// The position of `view` in the pass; `view` must be in the tree.
    func position(of view: View) -> Int {
        positions[ObjectIdentifier(view)]!
    }

    func variables(of view: View) -> ViewLayoutState.Variables {
        states[position(of: view)].variables
    }

    /// Whether the view at `position` takes its intrinsic size as constraints: the root,
    /// and views placed by constraints (an autoresizing mask's required frame would
    /// override it anyway).
    func takesIntrinsicSize(_ position: Int) -> Bool {
        position == 0 || !views[position].translatesAutoresizingMaskIntoConstraints
    }

    // MARK: - Frames

    /// The frame solved for the view at `position` in the root's coordinates.
    func absoluteFrame(at position: Int, in solver: LayoutSolver) -> CGRect {
        let v = states[position].variables
        var x = 0.0, y = 0.0
        var current: Int? = position
        while let ancestor = current, ancestor != 0 {
            x += anchors.value(of: anchors.position(of: ancestor, horizontal: true), in: solver)
            y += anchors.value(of: anchors.position(of: ancestor, horizontal: false), in: solver)
            current = superviews[ancestor]
        }
        return CGRect(x: Self.snap(x), y: Self.snap(y),
                      width: Self.snap(solver.value(of: v.width)), height: Self.snap(solver.value(of: v.height)))
    }

    // MARK: - Private

    /// Rounds away the solver's floating-point noise.
    private static func snap(_ value: Double) -> CGFloat {
        let snapped = (value * 1e6).rounded() / 1e6
        return CGFloat(snapped == 0 ? 0 : snapped)
    }
}
