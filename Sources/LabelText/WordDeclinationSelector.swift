/// Chooses the form of a word that follows a number in Russian (SurfUtils):
/// `WordDeclinationSelector.declineWord(for: 6, from: WordDeclensions("день", "дня", "дней"))`
/// is `дней`.
public enum WordDeclinationSelector {
    // MARK: - Declining

    /// The form of `declensions` that follows `count`: `one` when it ends in 1 but not 11,
    /// `few` when it ends in 2–4 but not 12–14, `many` otherwise. A negative count takes the
    /// form of its magnitude (`-1 день`), as Russian does.
    public static func declineWord(for count: Int, from declensions: WordDeclensions) -> String {
        // The magnitude's last two digits, without overflowing at Int.min.
        let lastTwo = Int((count.magnitude % 100))
        let last = lastTwo % 10
        if (11...14).contains(lastTwo) { return declensions.many }
        switch last {
        case 1: return declensions.one
        case 2...4: return declensions.few
        default: return declensions.many
        }
    }
}
