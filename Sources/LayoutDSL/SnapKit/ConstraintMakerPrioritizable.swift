import ViewKit

/// A DSL line that may take a priority, as SnapKit's `ConstraintMakerPrioritizable`.
public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
    // MARK: - Priority

    /// Sets the priority: `.priority(.high)`, `.priority(.required)`.
    @discardableResult
    public func priority(_ amount: ConstraintPriority) -> ConstraintMakerFinalizable {
        description.priority = amount
        return self
    }

    /// Sets the priority from a number (`.priority(750)`) or a ``LayoutPriority``.
    @discardableResult
    public func priority(_ amount: any ConstraintPriorityTarget) -> ConstraintMakerFinalizable {
        description.priority = ConstraintPriority(amount)
        return self
    }
}
