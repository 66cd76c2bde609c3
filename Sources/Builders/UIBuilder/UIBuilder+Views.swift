/// The initializers that create the views of this module: `UIBuilder(Label.self)`.
///
/// A subclass without an initializer of its own is created as its superclass would be,
/// so build subclasses from an instance (`UIBuilder(MyLabel())`) or adopt
/// ``InitializableView`` in a final class.
extension UIBuilder where V == View {
    // MARK: - Initializers

    /// A builder holding a new ``View``.
    public init(_ type: View.Type) {
        self.init(View())
    }
}

extension UIBuilder where V == Label {
    // MARK: - Initializers

    /// A builder holding a new ``Label``.
    public init(_ type: Label.Type) {
        self.init(Label())
    }
}

extension UIBuilder where V == ImageView {
    // MARK: - Initializers

    /// A builder holding a new ``ImageView``.
    public init(_ type: ImageView.Type) {
        self.init(ImageView())
    }
}

extension UIBuilder where V == Button {
    // MARK: - Initializers

    /// A builder holding a new ``Button``.
    public init(_ type: Button.Type) {
        self.init(Button())
    }
}

extension UIBuilder where V == TextField {
    // MARK: - Initializers

    /// A builder holding a new ``TextField``.
    public init(_ type: TextField.Type) {
        self.init(TextField())
    }
}

extension UIBuilder where V == StackView {
    // MARK: - Initializers

    /// A builder holding a new ``StackView``.
    public init(_ type: StackView.Type) {
        self.init(StackView())
    }
}
