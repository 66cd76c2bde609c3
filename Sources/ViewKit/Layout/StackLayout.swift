import Foundation

/// How a ``StackView`` turns its properties into constraints, as UIKit documents
/// `UIStackView` and as its `UISV-*` constraints show:
///
/// - Along the axis the first visible arranged view's leading edge is the stack's (or its
///   margin's) leading edge and the last one's trailing edge the stack's trailing edge
///   (`UISV-canvas-connection`). Neighbours are `spacing` apart (`spacing(after:)`
///   after a view) for `.fill`, `.fillEqually` and `.fillProportionally`; at least that
///   far and equally far for `.equalSpacing`; at least that far with equally spaced
///   centers for `.equalCentering`. `.fillEqually` makes every length equal;
///   `.fillProportionally` makes each length its share of the room by intrinsic length,
///   at priority 999 for the first view, 998 for the second and so on, as UIKit does.
/// - Across the axis `.fill` pins both edges; `.leading`, `.trailing` pin one edge and
///   keep the other inside; `.center` centers and keeps both inside; the baseline
///   alignments (horizontal stacks) align the views' baselines, keep them inside and pull
///   them towards the top (`.firstBaseline`) or bottom (`.lastBaseline`) edge at priority
///   49. In a vertical stack they act as `.leading` and `.trailing`, as in UIKit.
/// - The stack is pulled to its smallest size across the axis (and along it when nothing
///   is arranged, and to its smallest gaps for the spacing distributions) at
///   ``StackLayout/fittingPriority``, as UIKit's spanning guide is.
/// - A hidden arranged view has zero length and sits where its gap would have been; it
///   and the gap after it take no room (`UISV-hiding`).
/// - Among views whose hugging (or compression resistance) priorities tie, the last one
///   grows (or shrinks): ``StackArrangement/TieBreak``.
enum StackLayout {
    // MARK: - Constants

    /// The priority pulling a stack to its smallest size: one above
    /// ``LayoutPriority/fittingSizeLevel``, below any hugging.
    static let fittingPriority = LayoutPriority.fittingSizeLevel + 1
    /// The priority pulling baseline-aligned views towards the edge they align at.
    static let baselinePullPriority = LayoutPriority.fittingSizeLevel - 1
    /// The tie-break weight per place from the end of the arranged views: above the weak
    /// pull of ``LayoutPass/ambiguities(in:size:)`` (1), far below a priority step (1,000).
    static let tieBreakWeight = 2.0
    /// The most the tie-break weights of one stack add up to, for long stacks.
    static let tieBreakBudget = 900.0

    // MARK: - Generation

    /// The constraints `stack` generates for its arranged subviews that are still its
    /// subviews.
    static func arrangement(of stack: StackView) -> StackArrangement {
        var result = StackArrangement()
        let arranged = stack.arrangedSubviews
        let visible = arranged.filter { !$0.isHidden }
        let geometry = StackGeometry(stack: stack)
        addAxisConstraints(stack, visible, geometry, to: &result)
        addHiddenConstraints(stack, arranged, geometry, to: &result)
        addCrossConstraints(stack, visible, geometry, to: &result)
        if [.fill, .equalSpacing, .equalCentering].contains(stack.distribution) {
            let step = min(tieBreakWeight, tieBreakBudget / Double(max(visible.count * visible.count / 2, 1)))
            for (index, view) in visible.enumerated() where index < visible.count - 1 {
                result.tieBreaks.append(.init(view: view, axis: stack.axis, weight: step * Double(visible.count - 1 - index)))
            }
        }
        return result
    }

    // MARK: - Along the axis

    private static func addAxisConstraints(_ stack: StackView, _ visible: [View], _ g: StackGeometry,
                                           to result: inout StackArrangement) {
        typealias Term = StackArrangement.Term
        guard let first = visible.first, let last = visible.last else {
            result.add("UISV-canvas-fit", [Term(view: stack, attribute: g.length)], .equal, [],
                       constant: g.leadingInset + g.trailingInset, priority: fittingPriority)
            return
        }
        result.add("UISV-canvas-connection", [Term(view: first, attribute: g.leading)], .equal,
                   [Term(view: stack, attribute: g.leading)], constant: g.leadingInset)
        result.add("UISV-canvas-connection", [Term(view: stack, attribute: g.trailing)], .equal,
                   [Term(view: last, attribute: g.trailing)], constant: g.trailingInset)

        // Gaps: the next view's leading edge (first baseline) minus the previous view's
        // trailing edge (last baseline).
        func gap(_ index: Int) -> [Term] {
            let previous = visible[index - 1], next = visible[index]
            if g.baselineRelative {
                return [Term(view: next, attribute: .firstBaseline), Term(view: previous, attribute: .lastBaseline, coefficient: -1)]
            }
            return [Term(view: next, attribute: g.leading), Term(view: previous, attribute: g.trailing, coefficient: -1)]
        }
        let spacings = visible.dropLast().map { stack.spacing(after: $0) }
        for index in 1..<visible.count {
            let relation: LayoutRelation = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
                ? .greaterThanOrEqual : .equal
            result.add("UISV-spacing", gap(index), relation, [], constant: spacings[index - 1])
        }

        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() {
                result.add("UISV-fill-equally", [Term(view: view, attribute: g.length)], .equal,
                           [Term(view: first, attribute: g.length)])
            }
        case .fillProportionally:
            addProportional(stack, visible, g, spacings.reduce(0, +), to: &result)
        case .equalSpacing:
            guard visible.count > 1 else { break }
            for index in 2..<max(visible.count, 2) {
                result.add("UISV-distributing-edge", gap(index), .equal, gap(1))
            }
            result.add("UISV-spacing-fit", gap(1), .equal, [], constant: spacings.max() ?? 0, priority: fittingPriority)
        case .equalCentering:
            guard visible.count > 1 else { break }
            func centers(_ index: Int) -> [Term] {
                [Term(view: visible[index], attribute: g.center), Term(view: visible[index - 1], attribute: g.center, coefficient: -1)]
            }
            for index in 2..<max(visible.count, 2) {
                result.add("UISV-distributing-center", centers(index), .equal, centers(1))
            }
            result.add("UISV-spacing-fit", centers(1), .equal, [], constant: 0, priority: fittingPriority)
        }
    }

    /// `length × Σ = intrinsic × (stack length − insets − spacing)` per view, at 999, 998, …
    private static func addProportional(_ stack: StackView, _ visible: [View], _ g: StackGeometry, _ spacing: CGFloat,
                                        to result: inout StackArrangement) {
        let lengths = visible.map { view -> Double in
            guard let size = (try? view.intrinsicContentSize(fittingWidth: nil)) ?? nil else { return 0 }
            return Double(max(0, stack.axis == .horizontal ? size.width : size.height))
        }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return }
        for (index, view) in visible.enumerated() {
            let priority = LayoutPriority(rawValue: max(999 - Float(index), 1))
            let share = lengths[index] / total
            result.add("UISV-fill-proportionally", [.init(view: view, attribute: g.length)], .equal,
                       [.init(view: stack, attribute: g.length, coefficient: share)],
                       constant: -CGFloat(share) * (g.leadingInset + g.trailingInset + spacing), priority: priority)
        }
    }

    // MARK: - Hidden views

    private static func addHiddenConstraints(_ stack: StackView, _ arranged: [View], _ g: StackGeometry,
                                             to result: inout StackArrangement) {
        typealias Term = StackArrangement.Term
        var previousVisible: View?
        for view in arranged {
            guard view.isHidden else { previousVisible = view; continue }
            result.add("UISV-hiding", [Term(view: view, attribute: g.length)], .equal, [])
            if let previousVisible {
                result.add("UISV-hiding", [Term(view: view, attribute: g.leading)], .equal,
                           [Term(view: previousVisible, attribute: g.trailing)])
            } else {
                result.add("UISV-hiding", [Term(view: view, attribute: g.leading)], .equal,
                           [Term(view: stack, attribute: g.leading)], constant: g.leadingInset)
            }
            result.add("UISV-hiding", [Term(view: view, attribute: g.crossLeading)], .equal,
                       [Term(view: stack, attribute: g.crossLeading)], constant: g.crossLeadingInset)
        }
    }

    // MARK: - Across the axis

    private static func addCrossConstraints(_ stack: StackView, _ visible: [View], _ g: StackGeometry,
                                            to result: inout StackArrangement) {
        typealias Term = StackArrangement.Term
        let stackLeading = [Term(view: stack, attribute: g.crossLeading)]
        let stackTrailing = [Term(view: stack, attribute: g.crossTrailing)]
        func pinLeading(_ view: View, _ relation: LayoutRelation, _ priority: LayoutPriority = .required) {
            result.add("UISV-alignment", [Term(view: view, attribute: g.crossLeading)], relation, stackLeading,
                       constant: g.crossLeadingInset, priority: priority)
        }
        func pinTrailing(_ view: View, _ relation: LayoutRelation, _ priority: LayoutPriority = .required) {
            result.add("UISV-alignment", stackTrailing, relation, [Term(view: view, attribute: g.crossTrailing)],
                       constant: g.crossTrailingInset, priority: priority)
        }
        for (index, view) in visible.enumerated() {
            switch g.alignment {
            case .fill:
                pinLeading(view, .equal)
                pinTrailing(view, .equal)
            case .leading:
                pinLeading(view, .equal)
                pinTrailing(view, .greaterThanOrEqual)
            case .trailing:
                pinLeading(view, .greaterThanOrEqual)
                pinTrailing(view, .equal)
            case .center:
                result.add("UISV-alignment", [Term(view: view, attribute: g.crossCenter)], .equal,
                           [Term(view: stack, attribute: g.crossCenter)], constant: (g.crossLeadingInset - g.crossTrailingInset) / 2)
                pinLeading(view, .greaterThanOrEqual)
                pinTrailing(view, .greaterThanOrEqual)
            case .firstBaseline, .lastBaseline:
                let baseline: LayoutAttribute = g.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if index > 0 {
                    result.add("UISV-alignment", [Term(view: view, attribute: baseline)], .equal,
                               [Term(view: visible[0], attribute: baseline)])
                }
                pinLeading(view, .greaterThanOrEqual)
                pinTrailing(view, .greaterThanOrEqual)
                if g.alignment == .firstBaseline {
                    pinLeading(view, .equal, baselinePullPriority)
                } else {
                    pinTrailing(view, .equal, baselinePullPriority)
                }
            }
        }
        result.add("UISV-spanning-fit", [Term(view: stack, attribute: g.crossLength)], .equal, [],
                   constant: g.crossLeadingInset + g.crossTrailingInset, priority: fittingPriority)
    }
}

/// A stack's attributes and insets named by its axis.
private struct StackGeometry {
    let leading, trailing, center, length: LayoutAttribute
    let crossLeading, crossTrailing, crossCenter, crossLength: LayoutAttribute
    let leadingInset, trailingInset, crossLeadingInset, crossTrailingInset: CGFloat
    /// The alignment in effect: baselines act as leading and trailing in a vertical stack.
    let alignment: StackView.Alignment
    /// Whether gaps run from last baseline to first baseline.
    let baselineRelative: Bool

    init(stack: StackView) {
        let insets = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMargins : .zero
        if stack.axis == .horizontal {
            (leading, trailing, center, length) = (.leading, .trailing, .centerX, .width)
            (crossLeading, crossTrailing, crossCenter, crossLength) = (.top, .bottom, .centerY, .height)
            (leadingInset, trailingInset, crossLeadingInset, crossTrailingInset) = (insets.left, insets.right, insets.top, insets.bottom)
            alignment = stack.alignment
            baselineRelative = false
        } else {
            (leading, trailing, center, length) = (.top, .bottom, .centerY, .height)
            (crossLeading, crossTrailing, crossCenter, crossLength) = (.leading, .trailing, .centerX, .width)
            (leadingInset, trailingInset, crossLeadingInset, crossTrailingInset) = (insets.top, insets.bottom, insets.left, insets.right)
            switch stack.alignment {
            case .firstBaseline: alignment = .leading
            case .lastBaseline: alignment = .trailing
            default: alignment = stack.alignment
            }
            baselineRelative = stack.isBaselineRelativeArrangement
        }
    }
}
