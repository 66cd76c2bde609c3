/// A view type that `UIBuilder(SomeView.self)` can create: a final class with `init()`.
///
/// ``View``'s own `init()` is not `required`, so a builder cannot call it through a
/// metatype; the views of this module have an initializer of ``UIBuilder`` each, and a
/// final view of an app adopts this protocol:
///
/// ```swift
/// final class Badge: View, InitializableView {}
/// let badge = UIBuilder(Badge.self).tag(3).view
/// ```
public protocol InitializableView: View {
    /// A view with default properties.
    init()
}
