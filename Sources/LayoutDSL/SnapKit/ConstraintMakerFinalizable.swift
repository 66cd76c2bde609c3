import ViewKit

/// The end of a DSL line: a label, or the constraint made, as SnapKit's
/// `ConstraintMakerFinalizable`.
public class ConstraintMakerFinalizable {
    // MARK: - Properties

    let description: ConstraintDescription

    // MARK: - Initializers

    init(_ description: ConstraintDescription) {
        self.description = description
    }

    // MARK: - Finalizing

    /// Names the constraints: the label becomes each ``LayoutConstraint/identifier`` and is
    /// shown in layout errors.
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        description.label = label
        return self
    }

    /// The constraint this line makes, to keep and change later (`update(offset:)`,
    /// `deactivate()`); `nil` when the line is an error (see ``SnapKitError``). Asking makes the
    /// constraint, so ask after the last modifier.
    public var constraint: SnapKitConstraint? {
        try? description.build()?.get()
    }
}
