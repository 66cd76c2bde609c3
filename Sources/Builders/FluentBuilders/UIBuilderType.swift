/// The contract of a seed-000 builder: start a build, set properties, build the view.
///
/// ```swift
/// let label = LabelBuilder.startBuild().setNumberOfLines(0).build()
/// ```
public protocol UIBuilderType {
    /// The kind of view the builder makes.
    associatedtype BuiltView: View

    /// A builder holding a new view.
    static func startBuild() -> Self
    /// The configured view.
    func build() -> BuiltView
}
