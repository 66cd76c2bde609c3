import ConstraintSolver
import Foundation

/// The solver's linear expression (Foundation has an `Expression` too).
private typealias Expression = ConstraintSolver.Expression

/// Intrinsic sizes and baselines: measured once per width, turned into hugging and
/// compression-resistance constraints, and suggested again when a wrapping view's width moves.
extension LayoutSystem {
    // MARK: - Nested types

    /// Which axes' intrinsic-size constraints to add.
    enum IntrinsicAxes {
        case both, horizontal, vertical

        func includes(_ axis: LayoutAxis) -> Bool {
            switch self {
            case .both: true
            case .horizontal: axis == .horizontal
            case .vertical: axis == .vertical
            }
        }
    }

    // MARK: - Intrinsic-size constraints

    /// Measures the view at `position` at its measuring width and adds its intrinsic-size
    /// constraints (and its stack tie-break) on `axes`, remembering them. The measured-size
    /// edits of a wrapping view are made with its horizontal part (or both).
    func addIntrinsicConstraints(at position: Int, to solver: LayoutSolver, axes: IntrinsicAxes = .both) throws {
        if axes != .vertical { states[position].intrinsicConstraints = [] }
        guard let measured = try measure(at: position) else { return }
        let view = states[position].view
        let v = states[position].variables
        // A wrapping view measured on both axes gets measured-size variables held by edits.
        var width = Expression(constant: Double(measured.width)), height = Expression(constant: Double(measured.height))
        if axes == .vertical, let edited = states[position].measuredVariables {
            (width, height) = (Expression(edited.width), Expression(edited.height))
        } else if axes != .vertical, view.hasWidthDependentIntrinsicSize, measured.width >= 0, measured.height >= 0 {
            let name = View.describe(view)
            let edited = ViewLayoutState.MeasuredVariables(width: Variable("\(name).measuredWidth"), height: Variable("\(name).measuredHeight"))
            solver.markVertical(edited.height)
            for (variable, value) in [(edited.width, measured.width), (edited.height, measured.height)] {
                do {
                    try solver.addEditVariable(variable, strength: Self.measurementStrength)
                    try solver.suggestValue(Double(value), for: variable)
                } catch let error as SolverError {
                    throw LayoutError.solver(error.description)
                }
            }
            states[position].measuredVariables = edited
            (width, height) = (Expression(edited.width), Expression(edited.height))
        }
        var added: [Constraint] = []
        if measured.width >= 0, axes.includes(.horizontal) {
            added += try addIntrinsic(v.width, width, Double(measured.width), view, .horizontal, to: solver)
        }
        if measured.height >= 0, axes.includes(.vertical) {
            added += try addIntrinsic(v.height, height, Double(measured.height), view, .vertical, to: solver)
        }
        if let tieBreak = states[position].tieBreak, axes.includes(tieBreak.axis) {
            let length = tieBreak.axis == .horizontal ? measured.width : measured.height
            if length >= 0 {
                let constraint = Constraint(Expression(tieBreak.axis == .horizontal ? v.width : v.height), .equal,
                                            tieBreak.axis == .horizontal ? width : height, strength: Strength(tieBreak.weight))
                try add(constraint, labelled: .tieBreak(view), to: solver)
                added.append(constraint)
            }
        }
        states[position].intrinsicConstraints += added
    }

    /// Measures the view at `position` again and suggests the size to its measured-size
    /// variables; `false` when it has none or a component has no intrinsic metric now (the
    /// caller then removes its intrinsic-size constraints and adds them again).
    func suggestMeasurement(at position: Int, to solver: LayoutSolver) throws -> Bool {
        guard let edited = states[position].measuredVariables else { return false }
        guard let measured = try measure(at: position), measured.width >= 0, measured.height >= 0 else { return false }
        do {
            try solver.suggestValue(Double(measured.width), for: edited.width)
            try solver.suggestValue(Double(measured.height), for: edited.height)
        } catch let error as SolverError {
            throw LayoutError.solver(error.description)
        }
        return true
    }

    // MARK: - Measuring

    /// Has helper threads measure the text of the labels at `positions` at their measuring
    /// widths (or at `width`), into the pass's ``TextMeasurements``, while this thread goes
    /// on: measuring them one by one next, in the same order, finds most sizes there.
    func prefetchMeasurements(of positions: [Int], at width: ((Int) -> CGFloat?)? = nil) {
        guard let measurements else { return }
        measurements.prefetch(positions.compactMap { position in
            let state = states[position]
            let width: CGFloat? = width?(position) ?? state.measuringWidth
            if let cached = state.measured, cached.width == width { return nil }
            return (state.view as? Label)?.pendingMeasurement(fittingWidth: width)
        })
    }

    /// The intrinsic size of the view at `position` at its measuring width, measured once
    /// per width.
    func measure(at position: Int) throws -> CGSize? {
        let state = states[position]
        let width = state.measuringWidth
        if let cached = state.measured, cached.width == width { return cached.size }
        let view = state.view
        let size = try view.intrinsicContentSize(fittingWidth: width)
        if let size {
            // A negative length means no intrinsic metric, as UIKit's; NaN or infinity is
            // a bug in the view, reported as the constraint it would have become.
            for (axis, length) in [(LayoutAxis.horizontal, size.width), (.vertical, size.height)] where !length.isFinite {
                throw LayoutError.invalidNumber("\(View.describe(view)).\(axis == .horizontal ? "width" : "height") >= "
                    + "\(LayoutConstraint.format(length)) @\(view.compressionResistancePriority[axis]) (compression resistance)")
            }
        }
        states[position].measured = ViewLayoutState.Measurement(width: width, size: size)
        return size
    }

    // MARK: - Baselines

    /// The width to measure the baselines of the view at `position` at: the one solved
    /// last pass, else the intrinsic width, else the frame's.
    func baselineWidth(at position: Int) throws -> CGFloat {
        if let solved = states[position].solvedWidth { return solved }
        if let measured = try measure(at: position), measured.width >= 0 {
            return measured.width
        }
        return states[position].view.frame.width
    }

    /// The baseline metrics of the view at `position` at `width`, measured once per width.
    func baselineMetrics(at position: Int, width: CGFloat) throws -> BaselineMetrics? {
        if let cached = states[position].baseline, cached.width == width { return cached.metrics }
        let metrics = try states[position].view.baselineMetrics(forWidth: width)
        states[position].baseline = ViewLayoutState.BaselineMeasurement(width: width, metrics: metrics)
        return metrics
    }

    // MARK: - Private

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
}
