/// A text color property, the typography that sizes it and the surface it is drawn on,
/// for the contrast check.
public struct TextOnSurface: Sendable, Hashable {
    /// The text color's property (`textColor`).
    public var text: String
    /// The typography's property, `nil` when the component sizes its text itself.
    public var typography: String?
    /// The surface's color property (`backgroundColor`).
    public var surface: String

    public init(text: String, typography: String?, surface: String) {
        self.text = text
        self.typography = typography
        self.surface = surface
    }
}
