/// The three forms a Russian noun takes after a number, as SurfUtils'
/// `WordDeclensions("день", "дня", "дней")`: after 1 (and 21, 31, …), after 2–4 (and 22–24, …),
/// and after every other number (5–20, 25–30, …, and 0).
public struct WordDeclensions: Sendable, Hashable {
    // MARK: - Properties

    /// The form after 1, 21, 101… (`день`).
    public let one: String
    /// The form after 2–4, 22–24… (`дня`).
    public let few: String
    /// The form after 0, 5–20, 25–30… (`дней`).
    public let many: String

    // MARK: - Initializers

    /// The forms after one, a few and many, in that order.
    public init(_ one: String, _ few: String, _ many: String) {
        self.one = one
        self.few = few
        self.many = many
    }
}
