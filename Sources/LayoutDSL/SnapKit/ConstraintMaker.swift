import ViewKit

/// What the closure of `snp.makeConstraints { make in … }` writes to, as SnapKit's
/// `ConstraintMaker`: each attribute property starts a new line (`make.top`), which names more
/// attributes, relates them and takes modifiers.
///
/// ```swift
/// view.snp.makeConstraints { make in
///     make.top.equalToSuperview().offset(8)
///     make.left.right.equalToSuperview().inset(16)
///     make.height.equalTo(44).priority(.high)
/// }
/// ```
public final class ConstraintMaker {
    // MARK: - Properties

    /// The view the constraints are made for; held only while the closure runs.
    let item: View
    private(set) var descriptions: [ConstraintDescription] = []

    // MARK: - Initializers

    /// A maker for `item`; turns off its ``View/translatesAutoresizingMaskIntoConstraints``, as
    /// SnapKit does.
    init(item: View) {
        self.item = item
        item.translatesAutoresizingMaskIntoConstraints = false
    }

    // MARK: - Attributes

    public var left: ConstraintMakerExtendable { line(.left) }
    public var top: ConstraintMakerExtendable { line(.top) }
    public var bottom: ConstraintMakerExtendable { line(.bottom) }
    public var right: ConstraintMakerExtendable { line(.right) }
    /// The left edge: text runs left to right.
    public var leading: ConstraintMakerExtendable { line(.leading) }
    /// The right edge: text runs left to right.
    public var trailing: ConstraintMakerExtendable { line(.trailing) }
    public var width: ConstraintMakerExtendable { line(.width) }
    public var height: ConstraintMakerExtendable { line(.height) }
    public var centerX: ConstraintMakerExtendable { line(.centerX) }
    public var centerY: ConstraintMakerExtendable { line(.centerY) }
    /// The baseline of the last line of text (the bottom edge for a view without text).
    public var lastBaseline: ConstraintMakerExtendable { line(.lastBaseline) }
    /// The baseline of the first line of text (the bottom edge for a view without text).
    public var firstBaseline: ConstraintMakerExtendable { line(.firstBaseline) }

    // MARK: - Composites

    /// Top, left, bottom and right: `make.edges.equalToSuperview().inset(16)`.
    public var edges: ConstraintMakerExtendable { line(.edges) }
    /// Left and right.
    public var horizontalEdges: ConstraintMakerExtendable { line(.horizontalEdges) }
    /// Top and bottom.
    public var verticalEdges: ConstraintMakerExtendable { line(.verticalEdges) }
    /// Top, leading, bottom and trailing.
    public var directionalEdges: ConstraintMakerExtendable { line(.directionalEdges) }
    /// Width and height: `make.size.equalTo(CGSize(width: 24, height: 24))`.
    public var size: ConstraintMakerExtendable { line(.size) }
    /// Center x and center y: `make.center.equalToSuperview()`.
    public var center: ConstraintMakerExtendable { line(.center) }

    // MARK: - Margins

    public var leftMargin: ConstraintMakerExtendable { line(.leftMargin) }
    public var rightMargin: ConstraintMakerExtendable { line(.rightMargin) }
    public var topMargin: ConstraintMakerExtendable { line(.topMargin) }
    public var bottomMargin: ConstraintMakerExtendable { line(.bottomMargin) }
    /// The left margin: text runs left to right.
    public var leadingMargin: ConstraintMakerExtendable { line(.leadingMargin) }
    /// The right margin: text runs left to right.
    public var trailingMargin: ConstraintMakerExtendable { line(.trailingMargin) }
    public var centerXWithinMargins: ConstraintMakerExtendable { line(.centerXWithinMargins) }
    public var centerYWithinMargins: ConstraintMakerExtendable { line(.centerYWithinMargins) }
    /// The four edges inset by the layout margins: `make.edges.equalTo(card.snp.margins)`.
    public var margins: ConstraintMakerExtendable { line(.margins) }
    /// Top, leading, bottom and trailing inset by the layout margins.
    public var directionalMargins: ConstraintMakerExtendable { line(.directionalMargins) }
    /// The center of the area inside the layout margins.
    public var centerWithinMargins: ConstraintMakerExtendable { line(.centerWithinMargins) }

    // MARK: - Private

    private func line(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        let description = ConstraintDescription(item: item, attributes: attributes, file: "", line: 0)
        descriptions.append(description)
        return ConstraintMakerExtendable(description)
    }
}

// MARK: - Making, remaking, updating

extension ConstraintMaker {
    /// Runs `closure` and makes its lines' constraints, inactive; records the lines that fail.
    static func prepareConstraints(item: View, closure: (ConstraintMaker) -> Void) -> [SnapKitConstraint] {
        let maker = ConstraintMaker(item: item)
        closure(maker)
        var made: [SnapKitConstraint] = []
        var errors: [SnapKitError] = []
        for description in maker.descriptions {
            switch description.build() {
            case .success(let constraint): made.append(constraint)
            case .failure(let error): errors.append(error)
            case nil: break
            }
        }
        ConstraintRegistry.shared.record(errors, for: item)
        return made
    }

    /// Makes and activates the constraints of `closure`.
    static func makeConstraints(item: View, closure: (ConstraintMaker) -> Void) {
        for constraint in prepareConstraints(item: item, closure: closure) { constraint.activate() }
    }

    /// Removes the DSL's constraints of `item` and its recorded errors, then makes new ones.
    static func remakeConstraints(item: View, closure: (ConstraintMaker) -> Void) {
        removeConstraints(item: item)
        makeConstraints(item: item, closure: closure)
    }

    /// Sets the constants of `item`'s DSL constraints that match the new ones (SnapKit's rule:
    /// same first attribute, relation, second item and attribute, multiplier and priority) and
    /// activates the rest as new constraints (SnapKit traps on those).
    static func updateConstraints(item: View, closure: (ConstraintMaker) -> Void) {
        let existing = ConstraintRegistry.shared.constraints(of: item).flatMap(\.layoutConstraints)
        guard !existing.isEmpty else {
            makeConstraints(item: item, closure: closure)
            return
        }
        for constraint in prepareConstraints(item: item, closure: closure) {
            var unmatched: [LayoutConstraint] = []
            for layoutConstraint in constraint.layoutConstraints {
                if let match = existing.first(where: { SnapKitConstraint.matches($0, layoutConstraint) }) {
                    match.constant = layoutConstraint.constant
                } else {
                    unmatched.append(layoutConstraint)
                }
            }
            guard !unmatched.isEmpty else { continue }
            constraint.keepOnly(unmatched)
            constraint.activate()
        }
    }

    /// Deactivates the DSL's constraints of `item` and forgets its recorded errors.
    static func removeConstraints(item: View) {
        for constraint in ConstraintRegistry.shared.constraints(of: item) { constraint.deactivate() }
        ConstraintRegistry.shared.clearErrors(of: item)
    }
}
