import Foundation
import ViewKit

/// Builds a ``StackView`` in the template project's builder style:
///
/// ```swift
/// let stack = StackViewBuilder.startBuild()
///     .useAutoLayout()
///     .setAxis(.vertical)
///     .setSpacing(8)
///     .setArrangedSubviews([titleLabel, valueLabel])
///     .build()
/// ```
public final class StackViewBuilder: ViewBuilding {
    // MARK: - Nested types

    /// The view this builder makes.
    public typealias BuiltView = StackView

    // MARK: - Properties

    /// The stack view being configured.
    public let view: StackView

    // MARK: - Initializers

    private init(view: StackView) {
        self.view = view
    }

    /// A builder holding a new stack view.
    public static func startBuild() -> StackViewBuilder {
        StackViewBuilder(view: StackView())
    }

    // MARK: - Stack view properties

    /// Sets the axis the arranged subviews follow.
    public func setAxis(_ axis: LayoutAxis) -> Self {
        view.axis = axis
        return self
    }

    /// Sets how the arranged subviews are placed across the axis.
    public func setAlignment(_ alignment: StackView.Alignment) -> Self {
        view.alignment = alignment
        return self
    }

    /// Sets how the arranged subviews share the length along the axis.
    public func setDistribution(_ distribution: StackView.Distribution) -> Self {
        view.distribution = distribution
        return self
    }

    /// Sets the space between adjacent arranged subviews.
    public func setSpacing(_ spacing: CGFloat) -> Self {
        view.spacing = spacing
        return self
    }

    /// Sets whether the arranged subviews are laid out inside the layout margins.
    public func setLayoutMarginsRelativeArrangement(_ relative: Bool) -> Self {
        view.isLayoutMarginsRelativeArrangement = relative
        return self
    }

    /// Sets whether vertical spacing is measured between baselines.
    public func setBaselineRelativeArrangement(_ relative: Bool) -> Self {
        view.isBaselineRelativeArrangement = relative
        return self
    }

    // MARK: - Arranged subviews

    /// Appends `view` to the arranged subviews.
    public func addArrangedSubview(_ view: UIView) -> Self {
        self.view.addArrangedSubview(view)
        return self
    }

    /// Appends every view of `views` to the arranged subviews, in order.
    public func setArrangedSubviews(_ views: [UIView]) -> Self {
        views.forEach(view.addArrangedSubview)
        return self
    }

    /// Sets the space after the arranged subview `view`, instead of the spacing.
    public func setCustomSpacing(_ spacing: CGFloat, after view: UIView) -> Self {
        self.view.setCustomSpacing(spacing, after: view)
        return self
    }
}
