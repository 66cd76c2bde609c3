import ViewKit

/// A weak reference to a view, for lists that must not keep their views alive (a
/// skeleton's masking views, which its subview list already owns).
struct WeakView {
    // MARK: - Properties

    weak var view: View?

    // MARK: - Initializers

    init(_ view: View) {
        self.view = view
    }
}
