import ViewKit

/// The contract of a fluent builder as the template project describes it: start a build,
/// set properties, build the view.
///
/// ```swift
/// let label = LabelBuilder.startBuild().setNumberOfLines(0).build()
/// ```
public protocol UIBuilderType {
    /// The kind of view the builder makes; ``View`` is its name as the template project
    /// spells it (`B.View`).
    associatedtype BuiltView: UIView

    /// A builder holding a new view.
    static func startBuild() -> Self
    /// The configured view.
    func build() -> BuiltView
}

extension UIBuilderType {
    /// The kind of view the builder makes, under the template project's name for the
    /// associated type: `func make<B: UIBuilderType>(_: B.Type) -> B.View`.
    ///
    /// Inside a builder's own body `View` therefore names the built view; a builder spells
    /// the base class `UIView` there.
    public typealias View = BuiltView
}
