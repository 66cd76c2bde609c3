import ViewKit

/// A related DSL line that may take a multiplier and a constant, as SnapKit's
/// `ConstraintMakerEditable`. A later `offset` or `inset` replaces an earlier one.
public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
    // MARK: - Multipliers

    /// Multiplies the right side: `make.width.equalToSuperview().multipliedBy(0.5)`.
    @discardableResult
    public func multipliedBy(_ amount: any ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        description.multiplier = ConstraintConstant.number(amount) ?? 1
        return self
    }

    /// Divides the right side: `dividedBy(2)` is `multipliedBy(0.5)`.
    @discardableResult
    public func dividedBy(_ amount: any ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        description.multiplier = 1 / (ConstraintConstant.number(amount) ?? 1)
        return self
    }

    // MARK: - Constants

    /// Adds `amount` to every constraint of the line, as is: `make.bottom.equalToSuperview()
    /// .offset(-8)` lifts the bottom edge.
    @discardableResult
    public func offset(_ amount: any ConstraintOffsetTarget) -> ConstraintMakerEditable {
        description.constant = .number(ConstraintConstant.number(amount) ?? 0)
        return self
    }

    /// Moves every edge of the line inward by `amount` (a number on every edge, or
    /// ``EdgeInsets``), as SnapKit: left and top constants are the insets, right, bottom and
    /// trailing ones their negatives, widths and heights shrink by both insets. The sign
    /// follows the attribute related *to*.
    @discardableResult
    public func inset(_ amount: any ConstraintInsetTarget) -> ConstraintMakerEditable {
        description.constant = ConstraintConstant.insets(amount)
        return self
    }
}
