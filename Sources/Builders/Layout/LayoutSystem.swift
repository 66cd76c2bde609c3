import ConstraintSolver
import Foundation

/// The solver's linear expression (Foundation has an `Expression` too).
private typealias Expression = ConstraintSolver.Expression

/// One tree's constraint system: four solver variables per view (minX, minY in its
/// superview's coordinates, width, height), rebuilt from the views' constraints, their
/// autoresizing masks and intrinsic sizes on each pass.
final class LayoutSystem {
    // MARK: - Nested types

    /// A view's unknowns: its origin in its superview's coordinates (the root's is 0, 0),
    /// and its size. For a view anchored to the arranged view before it in a stack
    /// (``StackAnchors``), the origin's component along the stack's axis is instead the gap after
    /// that view's trailing edge. A constraint relates its views in the coordinates of their nearest
    /// common ancestor, so a view's position rows in the tableau do not carry the positions
    /// of everything above it (a list's cells stay independent of the cells before them).
    struct Variables {
        let minX: Variable
        let minY: Variable
        let width: Variable
        let height: Variable

        var all: [(name: String, variable: Variable)] {
            [("minX", minX), ("minY", minY), ("width", width), ("height", height)]
        }
    }

    // MARK: - Properties

    let root: View
    let size: LayoutSize
    /// The tree, depth-first.
    let views: [View]
    /// The active constraints of the tree's views, in tree order then activation order.
    let constraints: [LayoutConstraint]
    /// The constraints the tree's stack views generate for their arranged subviews.
    private let stackRelations: [StackArrangement.Relation]
    /// The stack tie-break weight of each arranged view that has one.
    private let tieBreaks: [ObjectIdentifier: StackArrangement.TieBreak]
    private let variables: [ObjectIdentifier: Variables]
    /// Arranged views' positions relative to the view before them (see ``StackAnchors``).
    var anchors: StackAnchors
    /// Each view's depth below the root.
    private let depths: [ObjectIdentifier: Int]
    /// The width each view's intrinsic size is measured at (`nil`: no limit).
    private var measuringWidths: [ObjectIdentifier: CGFloat?] = [:]
    /// The width baselines were measured at.
    private var baselineWidths: [ObjectIdentifier: CGFloat] = [:]
    /// The widths solved last, for measuring baselines again (`nil` before the first solve).
    private var solvedWidths: [ObjectIdentifier: CGFloat]?
    /// The last intrinsic size measured per view, and the width it was measured at.
    private var measured: [ObjectIdentifier: (width: CGFloat?, size: CGSize?)] = [:]
    /// The last baseline metrics measured per view, and the width they were measured at.
    private var baselines: [ObjectIdentifier: (width: CGFloat, metrics: BaselineMetrics?)] = [:]
    /// For views whose intrinsic height depends on their width: a variable per component of
    /// the measured size, held at the measurement by a strong edit, so that measuring again
    /// is a suggestion to the solver, not a rebuild.
    private var measuredVariables: [ObjectIdentifier: (width: Variable, height: Variable)] = [:]
    /// The strength of the edits that hold measured sizes: far above any optional priority
    /// (999 weighs 999,000), below required.
    private static let measurementStrength = Strength(100_000_000)
    /// The solver constraints made from each view's intrinsic size.
    private var intrinsicConstraints: [ObjectIdentifier: [Constraint]] = [:]
    /// The solver constraints that mention baselines, with what they were made from and the
    /// views whose baselines they mention.
    private var baselineConstraints: [(source: Source, constraint: Constraint, views: [ObjectIdentifier])] = []

    /// The names of the solver constraints added without labels, for error messages.
    private var names = ConstraintNames()

    /// What a solver constraint was made from.
    private enum Source {
        case constraint(LayoutConstraint)
        case stack(StackArrangement.Relation)
    }

    // MARK: - Initializers

    /// - Parameter anchoring: whether arranged views' positions along their stack's axis are
    ///   unknowns relative to the view before them (see `anchors`); frames are the same
    ///   either way, but ``LayoutPass/ambiguities(in:size:)`` needs unknowns per view.
    init(root: View, size: LayoutSize, anchoring: Bool = false) throws(LayoutError) {
        self.root = root
        self.size = size
        views = root.allViews()
        let inTree = Set(views.map(ObjectIdentifier.init))
        var seen = Set<ObjectIdentifier>()
        var gathered: [LayoutConstraint] = []
        for view in views {
            for constraint in view.activeConstraints where seen.insert(ObjectIdentifier(constraint)).inserted {
                guard let first = constraint.firstItem else { continue }
                let items = [first] + [constraint.secondItem].compactMap { $0 }
                guard items.allSatisfy({ inTree.contains(ObjectIdentifier($0)) }) else {
                    throw .viewOutsideTree(constraint.description)
                }
                gathered.append(constraint)
            }
        }
        constraints = gathered
        var relations: [StackArrangement.Relation] = []
        var breaks: [ObjectIdentifier: StackArrangement.TieBreak] = [:]
        for case let stack as StackView in views {
            let arrangement = StackLayout.arrangement(of: stack)
            relations += arrangement.relations
            for tieBreak in arrangement.tieBreaks { breaks[ObjectIdentifier(tieBreak.view)] = tieBreak }
        }
        stackRelations = relations
        tieBreaks = breaks
        var depths: [ObjectIdentifier: Int] = [:]
        var variables: [ObjectIdentifier: Variables] = [:]
        for view in views {
            depths[ObjectIdentifier(view)] = view === root ? 0 : view.superview.flatMap { depths[ObjectIdentifier($0)] }.map { $0 + 1 } ?? 0
            variables[ObjectIdentifier(view)] = Variables(
                minX: Variable(), minY: Variable(),
                width: Variable(), height: Variable())
        }
        self.depths = depths
        self.variables = variables
        anchors = StackAnchors(views: views, variables: variables, enabled: anchoring)
        if case .fitting(let width, _) = size { measuringWidths[ObjectIdentifier(root)] = width.limit }
        if case .fixed(let fixed) = size { measuringWidths[ObjectIdentifier(root)] = fixed.width }
    }

    // MARK: - Solving

    /// Solves the tree, measuring views whose height depends on their width again at the
    /// width solved for them until nothing changes, at most `maximumPasses` times; returns
    /// the solver. Later solves change only what depends on the widths: the intrinsic-size
    /// constraints of those views and the constraints that mention their baselines are
    /// removed and added again, in the same solver.
    ///
    /// With `separatingAxes`, each axis gets its own solver and the vertical one is built
    /// after the horizontal one has settled (``LayoutSolver``); this throws
    /// ``LayoutSolver/MixedAxes`` when a constraint relates both axes.
    func solve(maximumPasses: Int, separatingAxes: Bool = false) throws -> LayoutSolver {
        prefetchMeasurements(of: views.filter(takesIntrinsicSize))
        let solver = try makeSolver(separatingAxes: separatingAxes)
        let wrapping = views.filter { takesIntrinsicSize($0) && $0.hasWidthDependentIntrinsicSize }
        if separatingAxes {
            // The horizontal system is solved. Helper threads measure wrapping text at its
            // solved width while this thread builds the vertical system with the first
            // measurements; the loop below then suggests the new heights to it, as the one
            // solver of the fallback does. Always so, whether helpers run or not: where the
            // constraints leave a tie, the order of requests picks the answer, and frames
            // must not depend on the machine's cores.
            prefetchMeasurements(of: wrapping) { CGFloat(solver.value(of: self.variables(of: $0).width)) }
            try addVerticalConstraints(to: solver)
            try solveVertical(solver)
        }
        for _ in 1..<maximumPasses {
            var remeasure: [View] = []
            for view in wrapping {
                let width = CGFloat(solver.value(of: variables(of: view).width))
                let current: CGFloat? = measuringWidths[ObjectIdentifier(view)] ?? nil
                if current != width {
                    measuringWidths[ObjectIdentifier(view)] = width
                    remeasure.append(view)
                }
            }
            var widths: [ObjectIdentifier: CGFloat] = [:]
            var movedBaselines = Set<ObjectIdentifier>()
            for (id, width) in baselineWidths {
                guard let v = variables[id] else { continue }
                widths[id] = CGFloat(solver.value(of: v.width))
                if widths[id] != width { movedBaselines.insert(id) }
            }
            guard !remeasure.isEmpty || !movedBaselines.isEmpty else { break }
            solvedWidths = widths
            prefetchMeasurements(of: remeasure)
            for view in remeasure {
                if try suggestMeasurement(of: view, to: solver) { continue }
                for constraint in intrinsicConstraints[ObjectIdentifier(view)] ?? [] { try remove(constraint, from: solver) }
                if let edited = measuredVariables.removeValue(forKey: ObjectIdentifier(view)) {
                    try removeEdit(edited.width, from: solver)
                    try removeEdit(edited.height, from: solver)
                }
                try addIntrinsicConstraints(of: view, to: solver)
            }
            if !movedBaselines.isEmpty {
                let kept = baselineConstraints.filter { !$0.views.contains(where: movedBaselines.contains) }
                let redo = baselineConstraints.filter { $0.views.contains(where: movedBaselines.contains) }
                baselineConstraints = kept
                for entry in redo {
                    try remove(entry.constraint, from: solver)
                    try add(entry.source, to: solver)
                }
            }
        }
        try solveVertical(solver)
        return solver
    }

    /// Builds the vertical system queued so far (see ``LayoutSolver/finishHorizontal()``).
    private func solveVertical(_ solver: LayoutSolver) throws {
        do {
            try solver.finishHorizontal()
        } catch let error as SolverError {
            throw LayoutError.solver(error.description)
        }
    }

    /// The frame solved for `view` in the root's coordinates.
    func absoluteFrame(of view: View, in solver: LayoutSolver) -> CGRect {
        let v = variables(of: view)
        var x = 0.0, y = 0.0
        var current: View? = view
        while let ancestor = current, ancestor !== root {
            x += anchors.value(of: anchors.position(of: ancestor, horizontal: true), in: solver)
            y += anchors.value(of: anchors.position(of: ancestor, horizontal: false), in: solver)
            current = ancestor.superview
        }
        return CGRect(x: Self.snap(x), y: Self.snap(y),
                      width: Self.snap(solver.value(of: v.width)), height: Self.snap(solver.value(of: v.height)))
    }

    func variables(of view: View) -> Variables {
        variables[ObjectIdentifier(view)]!
    }

    // MARK: - Private

    /// Rounds away the solver's floating-point noise.
    private static func snap(_ value: Double) -> CGFloat {
        let snapped = (value * 1e6).rounded() / 1e6
        return CGFloat(snapped == 0 ? 0 : snapped)
    }

    /// Whether the view's intrinsic size becomes constraints: the root, and views placed
    /// by constraints (an autoresizing mask's required frame would override it anyway).
    private func takesIntrinsicSize(_ view: View) -> Bool {
        view === root || !view.translatesAutoresizingMaskIntoConstraints
    }

    private func makeSolver(separatingAxes: Bool) throws -> LayoutSolver {
        let solver = LayoutSolver(separatingAxes: separatingAxes)
        for view in views {
            let v = variables(of: view)
            solver.markVertical(v.minY)
            solver.markVertical(v.height)
        }
        try addRootConstraints(to: solver)
        for view in views where view !== root {
            if view.translatesAutoresizingMaskIntoConstraints { try addAutoresizingConstraints(view, to: solver) }
        }
        for constraint in constraints {
            try add(.constraint(constraint), to: solver)
        }
        for relation in stackRelations where !separatingAxes || !relation.isVertical {
            try add(.stack(relation), to: solver)
        }
        for view in views where takesIntrinsicSize(view) {
            try addIntrinsicConstraints(of: view, to: solver, axes: separatingAxes ? .horizontal : .both)
        }
        do {
            try solver.startHorizontal()
        } catch let error as SolverError {
            throw LayoutError.solver(error.description)
        }
        return solver
    }

    /// The vertical stack relations and intrinsic-size constraints that ``makeSolver(separatingAxes:)``
    /// left out when separating the axes: stack relations first, then intrinsic heights,
    /// as the one-solver build adds them (the measured-height edits were queued before,
    /// with the horizontal part). Added after the horizontal solve, so that helpers
    /// measuring wrapping text at its solved width start before this thread builds them.
    private func addVerticalConstraints(to solver: LayoutSolver) throws {
        for relation in stackRelations where relation.isVertical {
            try add(.stack(relation), to: solver)
        }
        for view in views where takesIntrinsicSize(view) {
            try addIntrinsicConstraints(of: view, to: solver, axes: .vertical)
        }
    }

    /// Which axes' intrinsic-size constraints to add.
    private enum IntrinsicAxes {
        case both, horizontal, vertical

        func includes(_ axis: LayoutAxis) -> Bool {
            switch self {
            case .both: true
            case .horizontal: axis == .horizontal
            case .vertical: axis == .vertical
            }
        }
    }

    /// Measures `view` at its measuring width and adds its intrinsic-size constraints (and
    /// its stack tie-break) on `axes`, remembering them. The measured-size edits of a
    /// wrapping view are made with its horizontal part (or both).
    private func addIntrinsicConstraints(of view: View, to solver: LayoutSolver, axes: IntrinsicAxes = .both) throws {
        let id = ObjectIdentifier(view)
        if axes != .vertical { intrinsicConstraints[id] = nil }
        guard let measured = try measure(view) else { return }
        let v = variables(of: view)
        let name = View.describe(view)
        // A wrapping view measured on both axes gets measured-size variables held by edits.
        var width = Expression(constant: Double(measured.width)), height = Expression(constant: Double(measured.height))
        if axes == .vertical, let edited = measuredVariables[id] {
            (width, height) = (Expression(edited.width), Expression(edited.height))
        } else if axes != .vertical, view.hasWidthDependentIntrinsicSize, measured.width >= 0, measured.height >= 0 {
            let edited = (width: Variable("\(name).measuredWidth"), height: Variable("\(name).measuredHeight"))
            solver.markVertical(edited.height)
            for (variable, value) in [(edited.width, measured.width), (edited.height, measured.height)] {
                do {
                    try solver.addEditVariable(variable, strength: Self.measurementStrength)
                    try solver.suggestValue(Double(value), for: variable)
                } catch let error as SolverError {
                    throw LayoutError.solver(error.description)
                }
            }
            measuredVariables[id] = edited
            (width, height) = (Expression(edited.width), Expression(edited.height))
        }
        var added: [Constraint] = []
        if measured.width >= 0, axes.includes(.horizontal) {
            added += try addIntrinsic(v.width, width, Double(measured.width), view, .horizontal, to: solver)
        }
        if measured.height >= 0, axes.includes(.vertical) {
            added += try addIntrinsic(v.height, height, Double(measured.height), view, .vertical, to: solver)
        }
        if let tieBreak = tieBreaks[id], axes.includes(tieBreak.axis) {
            let length = tieBreak.axis == .horizontal ? measured.width : measured.height
            if length >= 0 {
                let constraint = Constraint(Expression(tieBreak.axis == .horizontal ? v.width : v.height), .equal,
                                            tieBreak.axis == .horizontal ? width : height, strength: Strength(tieBreak.weight))
                try add(constraint, labelled: .tieBreak(view), to: solver)
                added.append(constraint)
            }
        }
        intrinsicConstraints[id, default: []] += added
    }

    /// Measures `view` again and suggests the size to its measured-size variables; `false`
    /// when it has none or a component has no intrinsic metric now (the caller rebuilds).
    private func suggestMeasurement(of view: View, to solver: LayoutSolver) throws -> Bool {
        guard let edited = measuredVariables[ObjectIdentifier(view)] else { return false }
        guard let measured = try measure(view), measured.width >= 0, measured.height >= 0 else { return false }
        do {
            try solver.suggestValue(Double(measured.width), for: edited.width)
            try solver.suggestValue(Double(measured.height), for: edited.height)
        } catch let error as SolverError {
            throw LayoutError.solver(error.description)
        }
        return true
    }

    private func removeEdit(_ variable: Variable, from solver: LayoutSolver) throws {
        do {
            try solver.removeEditVariable(variable)
        } catch let error as SolverError {
            throw LayoutError.solver(error.description)
        }
    }

    /// Has helper threads measure the text of the labels among `views` at their measuring
    /// widths (or at `width`), into the pass's ``TextMeasurements``, while this thread goes
    /// on: measuring them one by one next, in the same order, finds most sizes there.
    private func prefetchMeasurements(of views: [View], at width: ((View) -> CGFloat?)? = nil) {
        guard let measurements = TextMeasurements.current else { return }
        measurements.prefetch(views.compactMap { view in
            let width: CGFloat? = width?(view) ?? measuringWidths[ObjectIdentifier(view)] ?? nil
            if let cached = measured[ObjectIdentifier(view)], cached.width == width { return nil }
            return (view as? Label)?.pendingMeasurement(fittingWidth: width)
        })
    }

    /// The intrinsic size of `view` at its measuring width, measured once per width.
    private func measure(_ view: View) throws -> CGSize? {
        let id = ObjectIdentifier(view)
        let width: CGFloat? = measuringWidths[id] ?? nil
        if let cached = measured[id], cached.width == width { return cached.size }
        let size = try view.intrinsicContentSize(fittingWidth: width)
        if let size {
            // A negative length means no intrinsic metric, as UIKit's; NaN or infinity is
            // a bug in the view, reported as the constraint it would have become.
            for (axis, length) in [(LayoutAxis.horizontal, size.width), (.vertical, size.height)] where !length.isFinite {
                throw LayoutError.invalidNumber("\(View.describe(view)).\(axis == .horizontal ? "width" : "height") >= "
                    + "\(LayoutConstraint.format(length)) @\(view.compressionResistancePriority[axis]) (compression resistance)")
            }
        }
        measured[id] = (width, size)
        return size
    }

    /// Adds the solver constraint made from `source`, remembering it when it mentions
    /// baselines.
    private func add(_ source: Source, to solver: LayoutSolver) throws {
        var mentioned: [ObjectIdentifier] = []
        let items: [View]
        switch source {
        case .constraint(let constraint): items = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
        case .stack(let relation): items = (relation.lhs + relation.rhs).map(\.view)
        }
        let reference = items.count > 1 ? commonAncestor(of: items) : root
        func term(_ view: View, _ attribute: LayoutAttribute) throws -> Expression {
            if attribute == .firstBaseline || attribute == .lastBaseline { mentioned.append(ObjectIdentifier(view)) }
            return try expression(view, attribute, in: reference)
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
        if !mentioned.isEmpty { baselineConstraints.append((source, made, mentioned)) }
    }

    /// `variable >= size` at the compression resistance priority and `variable <= size` at
    /// the content hugging priority, as UIKit turns an intrinsic content size into constraints.
    private func addIntrinsic(_ variable: Variable, _ measured: Expression, _ size: Double, _ view: View,
                              _ axis: LayoutAxis, to solver: LayoutSolver) throws -> [Constraint] {
        let resisting = Constraint(Expression(variable), .greaterThanOrEqual, measured,
                                   strength: view.compressionResistancePriority[axis].strength)
        let hugging = Constraint(Expression(variable), .lessThanOrEqual, measured, strength: view.contentHuggingPriority[axis].strength)
        try add(resisting, labelled: .intrinsic(view, axis, size, compression: true), to: solver)
        try add(hugging, labelled: .intrinsic(view, axis, size, compression: false), to: solver)
        return [resisting, hugging]
    }

    /// The solver expression of `attribute` of `view`, positions in the coordinates of
    /// `reference`, an ancestor of `view` (or `view` itself).
    private func expression(_ view: View, _ attribute: LayoutAttribute, in reference: View) throws -> Expression {
        let v = variables(of: view)
        func offset(_ horizontal: Bool) -> Expression {
            var result = Expression()
            var current: View? = view
            while let ancestor = current, ancestor !== reference {
                result = result + anchors.position(of: ancestor, horizontal: horizontal)
                current = ancestor.superview
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
            let width = try baselineWidth(of: view)
            baselineWidths[ObjectIdentifier(view)] = width
            guard let metrics = try baselineMetrics(of: view, width: width) else { return offset(false) + Expression(v.height) }
            let baseline = attribute == .firstBaseline ? metrics.firstBaseline : metrics.lastBaseline
            return offset(false) + v.height * 0.5 + Double(baseline - metrics.contentHeight / 2)
        }
    }

    /// The nearest view that is `views` or an ancestor of each of them.
    private func commonAncestor(of views: [View]) -> View {
        var common = views[0]
        for other in views.dropFirst() {
            var a: View = common, b: View = other
            var depthA = depths[ObjectIdentifier(a)] ?? 0, depthB = depths[ObjectIdentifier(b)] ?? 0
            while depthA > depthB, let up = a.superview { a = up; depthA -= 1 }
            while depthB > depthA, let up = b.superview { b = up; depthB -= 1 }
            while a !== b, let upA = a.superview, let upB = b.superview { a = upA; b = upB }
            common = a === b ? a : root
        }
        return common
    }

    /// The width to measure baselines at: the one solved last pass, else the intrinsic
    /// width, else the frame's.
    private func baselineWidth(of view: View) throws -> CGFloat {
        if let solved = solvedWidths?[ObjectIdentifier(view)] { return solved }
        if let measured = try measure(view), measured.width >= 0 {
            return measured.width
        }
        return view.frame.width
    }

    /// The baseline metrics of `view` at `width`, measured once per width.
    private func baselineMetrics(of view: View, width: CGFloat) throws -> BaselineMetrics? {
        let id = ObjectIdentifier(view)
        if let cached = baselines[id], cached.width == width { return cached.metrics }
        let metrics = try view.baselineMetrics(forWidth: width)
        baselines[id] = (width, metrics)
        return metrics
    }

    /// Adds `constraint`, named by `label` if it takes part in an error.
    private func add(_ constraint: Constraint, labelled label: ConstraintNames.Origin, to solver: LayoutSolver) throws {
        names.record(constraint, madeFrom: label)
        try add(constraint, to: solver)
    }

    /// How error messages name `constraint`.
    private func describe(_ constraint: Constraint) -> String {
        names.describe(constraint) { view in measured[ObjectIdentifier(view)]?.size ?? nil }
    }

    /// Removes `constraint`, turning the solver's errors into ``LayoutError``s.
    private func remove(_ constraint: Constraint, from solver: LayoutSolver) throws {
        do {
            try solver.remove(constraint)
        } catch let error as SolverError {
            throw LayoutError.solver(error.description)
        }
    }

    /// Adds `constraint`, turning the solver's errors into ``LayoutError``s.
    /// - Throws: ``LayoutSolver/MixedAxes`` as it is.
    func add(_ constraint: Constraint, to solver: LayoutSolver) throws {
        // Checked here, before pins are taken out of the solver (`SolverPartition`), and
        // reported with the constraint as the user wrote it.
        do {
            try Solver.validate(constraint)
        } catch {
            throw LayoutError.invalidNumber(describe(constraint))
        }
        do {
            try solver.add(constraint)
        } catch SolverError.unsatisfiable(let failing, let others) {
            throw LayoutError.unsatisfiable(others.map(describe) + [describe(failing)])
        } catch let error as SolverError {
            throw LayoutError.solver(error.description)
        }
    }
}
