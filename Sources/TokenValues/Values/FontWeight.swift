/// A font weight from 1 to 1000, as in CSS and DTCG (400 regular, 700 bold).
public struct FontWeight: Sendable, Hashable, Comparable, CustomStringConvertible {
    // MARK: - Properties

    public var value: Int

    public static let thin = FontWeight(100)
    public static let extraLight = FontWeight(200)
    public static let light = FontWeight(300)
    public static let regular = FontWeight(400)
    public static let medium = FontWeight(500)
    public static let semiBold = FontWeight(600)
    public static let bold = FontWeight(700)
    public static let extraBold = FontWeight(800)
    public static let black = FontWeight(900)
    public static let extraBlack = FontWeight(950)

    /// The names DTCG 2025.10 gives weights, case-sensitive, with their values.
    public static let namedWeights: [String: Int] = [
        "thin": 100, "hairline": 100,
        "extra-light": 200, "ultra-light": 200,
        "light": 300,
        "normal": 400, "regular": 400, "book": 400,
        "medium": 500,
        "semi-bold": 600, "demi-bold": 600,
        "bold": 700,
        "extra-bold": 800, "ultra-bold": 800,
        "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    // MARK: - Initializers

    /// A weight, clamped to 1…1000.
    public init(_ value: Int) {
        self.value = min(max(value, 1), 1000)
    }

    // MARK: - Comparable

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.value < rhs.value }

    public var description: String { String(value) }
}
