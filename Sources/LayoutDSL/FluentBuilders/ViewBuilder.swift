import ViewKit

/// Builds a plain ``View`` in the template project's builder style, for containers and separators:
///
/// ```swift
/// let separator = ViewBuilder.startBuild()
///     .useAutoLayout()
///     .setBackgroundColor(Colors.separator)
///     .build()
/// ```
public final class ViewBuilder: StyledBuilder {
    // MARK: - Nested types

    /// The view this builder makes.
    public typealias BuiltView = UIView

    // MARK: - Properties

    /// The view being configured.
    public let view: UIView

    // MARK: - Initializers

    private init(view: UIView) {
        self.view = view
    }

    /// A builder holding a new view.
    public static func startBuild() -> ViewBuilder {
        ViewBuilder(view: UIView())
    }
}
