/// One line of what the gallery knows about an entry: `hex  #FF3B30`, `contrast  4.8:1 AA`.
public struct GalleryFact: Sendable, Hashable {
    // MARK: - Nested types

    /// How a fact is marked on the page.
    public enum Level: String, Sendable, Hashable {
        /// Information only.
        case plain
        /// A check passed (contrast meets AA or AAA).
        case pass
        /// Something a designer should look at (a fallback font, contrast below AA).
        case warning
    }

    // MARK: - Properties

    /// What the value is (`hex`, `font`, `contrast`).
    public var label: String
    /// The value as text (`#FF3B30`, `Inter 17 / 22, weight 600`).
    public var value: String
    public var level: Level

    // MARK: - Initializers

    public init(_ label: String, _ value: String, level: Level = .plain) {
        self.label = label
        self.value = value
        self.level = level
    }
}
