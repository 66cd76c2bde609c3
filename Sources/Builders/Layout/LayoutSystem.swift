import ConstraintSolver
import Foundation

/// The solver's linear expression (Foundation has an `Expression` too).
private typealias Expression = ConstraintSolver.Expression

/// One tree's constraint system: four solver variables per view (minX, minY, width,
/// height) in the root's coordinates, rebuilt from the views' constraints, their
/// autoresizing masks and intrinsic sizes on each pass.
final class LayoutSystem {
    // MARK: - Nested types

    /// A view's unknowns, in the root's coordinates.
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
    private var variables: [ObjectIdentifier: Variables] = [:]
    /// The width each view's intrinsic size is measured at (`nil`: no limit).
    private var measuringWidths: [ObjectIdentifier: CGFloat?] = [:]
    /// The width baselines were measured at.
    private var baselineWidths: [ObjectIdentifier: CGFloat] = [:]

    // MARK: - Initializers

    init(root: View, size: LayoutSize) throws(LayoutError) {
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
        for view in views {
            let name = View.describe(view)
            variables[ObjectIdentifier(view)] = Variables(
                minX: Variable("\(name).minX"), minY: Variable("\(name).minY"),
                width: Variable("\(name).width"), height: Variable("\(name).height"))
        }
        if case .fitting(let width, _) = size { measuringWidths[ObjectIdentifier(root)] = width.limit }
        if case .fixed(let fixed) = size { measuringWidths[ObjectIdentifier(root)] = fixed.width }
    }

    // MARK: - Solving

    /// Solves the tree, measuring views whose height depends on their width again at the
    /// width solved for them until nothing changes, at most `maximumPasses` times; returns
    /// the last solver.
    func solve(maximumPasses: Int) throws -> Solver {
        var solver = try makeSolver()
        for _ in 1..<maximumPasses {
            var changed = false
            for view in views where takesIntrinsicSize(view) && view.hasWidthDependentIntrinsicSize {
                let width = solver.value(of: variables(of: view).width)
                let current: CGFloat? = measuringWidths[ObjectIdentifier(view)] ?? nil
                if current != CGFloat(width) {
                    measuringWidths[ObjectIdentifier(view)] = CGFloat(width)
                    changed = true
                }
            }
            for (id, width) in baselineWidths {
                guard let view = views.first(where: { ObjectIdentifier($0) == id }) else { continue }
                if CGFloat(solver.value(of: variables(of: view).width)) != width { changed = true }
            }
            guard changed else { break }
            solver = try makeSolver(previous: solver)
        }
        return solver
    }

    /// The frame solved for `view` in the root's coordinates.
    func absoluteFrame(of view: View, in solver: Solver) -> CGRect {
        let v = variables(of: view)
        return CGRect(x: Self.snap(solver.value(of: v.minX)), y: Self.snap(solver.value(of: v.minY)),
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

    private func makeSolver(previous: Solver? = nil) throws -> Solver {
        let solver = Solver()
        try addRootConstraints(to: solver)
        for view in views where view !== root {
            if view.translatesAutoresizingMaskIntoConstraints { try addAutoresizingConstraints(view, to: solver) }
        }
        for view in views where takesIntrinsicSize(view) {
            let measured = try view.intrinsicContentSize(fittingWidth: measuringWidths[ObjectIdentifier(view)] ?? nil)
            guard let measured else { continue }
            let v = variables(of: view)
            let name = View.describe(view)
            if measured.width >= 0 {
                try addIntrinsic(v.width, Double(measured.width), "\(name).width", view, .horizontal, to: solver)
            }
            if measured.height >= 0 {
                try addIntrinsic(v.height, Double(measured.height), "\(name).height", view, .vertical, to: solver)
            }
            if let tieBreak = tieBreaks[ObjectIdentifier(view)] {
                let length = tieBreak.axis == .horizontal ? measured.width : measured.height
                if length >= 0 {
                    try add(Constraint(Expression(tieBreak.axis == .horizontal ? v.width : v.height), .equal, Double(length),
                                       strength: Strength(tieBreak.weight), label: "\(name) tie-break (stack index)"), to: solver)
                }
            }
        }
        for constraint in constraints {
            guard let first = constraint.firstItem else { continue }
            let lhs = try expression(first, constraint.firstAttribute, previous: previous)
            var rhs = Expression(constant: Double(constraint.constant))
            if let second = constraint.secondItem, let attribute = constraint.secondAttribute {
                rhs = try expression(second, attribute, previous: previous) * Double(constraint.multiplier) + Double(constraint.constant)
            }
            try add(Constraint(lhs, constraint.relation.solverRelation, rhs, strength: constraint.priority.strength,
                               label: constraint.description), to: solver)
        }
        for relation in stackRelations {
            var lhs = Expression(constant: 0), rhs = Expression(constant: relation.constant)
            for term in relation.lhs { lhs = lhs + (try expression(term.view, term.attribute, previous: previous)) * term.coefficient }
            for term in relation.rhs { rhs = rhs + (try expression(term.view, term.attribute, previous: previous)) * term.coefficient }
            try add(Constraint(lhs, relation.relation.solverRelation, rhs, strength: relation.priority.strength,
                               label: relation.description), to: solver)
        }
        return solver
    }

    private func addRootConstraints(to solver: Solver) throws {
        let v = variables(of: root)
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

    private func addFitting(_ dimension: FittingDimension, _ variable: Variable, _ name: String, to solver: Solver) throws {
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

    /// The frame as four required constraints relative to the superview, as UIKit's
    /// `NSAutoresizingMaskLayoutConstraint`s.
    private func addAutoresizingConstraints(_ view: View, to solver: Solver) throws {
        guard let superview = view.superview else { return }
        let v = variables(of: view), s = variables(of: superview)
        let name = View.describe(view), superName = View.describe(superview)
        let frame = view.frame
        func offset(_ value: CGFloat) -> String {
            value == 0 ? "" : value > 0 ? " + \(LayoutConstraint.format(value))" : " - \(LayoutConstraint.format(-value))"
        }
        try add(Constraint(v.minX - s.minX, .equal, Double(frame.minX),
                           label: "\(name).left == \(superName).left\(offset(frame.minX)) @required (autoresizing mask)"), to: solver)
        try add(Constraint(v.minY - s.minY, .equal, Double(frame.minY),
                           label: "\(name).top == \(superName).top\(offset(frame.minY)) @required (autoresizing mask)"), to: solver)
        try add(Constraint(Expression(v.width), .equal, Double(frame.width),
                           label: "\(name).width == \(LayoutConstraint.format(frame.width)) @required (autoresizing mask)"), to: solver)
        try add(Constraint(Expression(v.height), .equal, Double(frame.height),
                           label: "\(name).height == \(LayoutConstraint.format(frame.height)) @required (autoresizing mask)"), to: solver)
    }

    /// `variable >= size` at the compression resistance priority and `variable <= size` at
    /// the content hugging priority, as UIKit turns an intrinsic content size into constraints.
    private func addIntrinsic(_ variable: Variable, _ size: Double, _ name: String, _ view: View, _ axis: LayoutAxis,
                              to solver: Solver) throws {
        let compression = view.compressionResistancePriority[axis], hugging = view.contentHuggingPriority[axis]
        let length = LayoutConstraint.format(CGFloat(size))
        try add(Constraint(Expression(variable), .greaterThanOrEqual, size, strength: compression.strength,
                           label: "\(name) >= \(length) @\(compression) (compression resistance)"), to: solver)
        try add(Constraint(Expression(variable), .lessThanOrEqual, size, strength: hugging.strength,
                           label: "\(name) <= \(length) @\(hugging) (content hugging)"), to: solver)
    }

    /// The solver expression of `attribute` of `view`.
    private func expression(_ view: View, _ attribute: LayoutAttribute, previous: Solver?) throws -> Expression {
        let v = variables(of: view)
        switch attribute {
        case .left, .leading: return Expression(v.minX)
        case .right, .trailing: return v.minX + v.width
        case .centerX: return Expression(v.minX) + v.width * 0.5
        case .top: return Expression(v.minY)
        case .bottom: return v.minY + v.height
        case .centerY: return Expression(v.minY) + v.height * 0.5
        case .width: return Expression(v.width)
        case .height: return Expression(v.height)
        case .firstBaseline, .lastBaseline:
            let width = try baselineWidth(of: view, previous: previous)
            baselineWidths[ObjectIdentifier(view)] = width
            guard let metrics = try view.baselineMetrics(forWidth: width) else { return v.minY + v.height }
            let baseline = attribute == .firstBaseline ? metrics.firstBaseline : metrics.lastBaseline
            return Expression(v.minY) + v.height * 0.5 + Double(baseline - metrics.contentHeight / 2)
        }
    }

    /// The width to measure baselines at: the one solved last pass, else the intrinsic
    /// width, else the frame's.
    private func baselineWidth(of view: View, previous: Solver?) throws -> CGFloat {
        if let previous { return CGFloat(previous.value(of: variables(of: view).width)) }
        if let measured = try view.intrinsicContentSize(fittingWidth: measuringWidths[ObjectIdentifier(view)] ?? nil),
           measured.width >= 0 {
            return measured.width
        }
        return view.frame.width
    }

    /// Adds `constraint`, turning the solver's errors into ``LayoutError``s.
    private func add(_ constraint: Constraint, to solver: Solver) throws(LayoutError) {
        do {
            try solver.add(constraint)
        } catch .unsatisfiable(let failing, let others) {
            throw .unsatisfiable(others.map(\.description) + [failing.description])
        } catch {
            throw .solver(error.description)
        }
    }
}
