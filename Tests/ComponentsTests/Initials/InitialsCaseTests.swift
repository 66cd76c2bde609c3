import Builders
import Foundation
import Render
import Testing
import TokenValues

/// Initials are capitals in every script (issue #39: "иван сидоров" drew "ис"): the first
/// grapheme of each name, uppercased by the locale's rules, and drawn so.
@Suite("Initials case")
struct InitialsCaseTests {
    // MARK: - Fixtures

    private typealias Support = DrawerTestSupport

    private static let root = Locale(identifier: "en_US_POSIX")
    private static let font = Typography(fontFamily: ["DejaVu Sans"], fontSize: 17, fontWeight: .semiBold)

    // MARK: - The letters

    @Test(arguments: [
        ("иван", "сидоров", "ИС"),  // Cyrillic
        ("ελένη", "παππά", "ΕΠ"),  // Greek
        ("émile", "ødegaard", "ÉØ"),  // Latin with diacritics
        ("łucja", "żak", "ŁŻ"),
        ("ßeta", "", "ẞ"),  // one capital, not "SS"
        ("ﬁona", "", "F"),  // a ligature gives its first capital
        ("  anna", " petrova", "AP"),  // leading spaces are no initial
        ("李", "7", "李7"),  // no case: as typed
        ("Anna", "Petrova", "AP"),
    ])
    func eachNameGivesOneCapital(firstname: String, lastname: String, expected: String) {
        #expect(InitialsText.initials(firstname: firstname, lastname: lastname, locale: Self.root) == expected)
    }

    @Test func theLocaleDecidesTheCapital() {
        #expect(InitialsText.initial(of: "irmak", locale: Locale(identifier: "tr_TR")) == "İ")
        #expect(InitialsText.initial(of: "irmak", locale: Self.root) == "I")
    }

    @Test func aDecomposedLetterStaysOneGrapheme() {
        // "e" + U+0301 COMBINING ACUTE: one grapheme, uppercased whole.
        let initial = InitialsText.initial(of: "e\u{301}mile", locale: Self.root)
        #expect(initial.count == 1)
        #expect(initial.unicodeScalars.first == "E")
    }

    // MARK: - Drawn

    @Test func cyrillicLowercaseNamesDrawCapitals() throws {
        let circle = try PixelImage(color: Support.blue, size: CGSize(width: 48, height: 48), scale: 2)
        let lower = try circle.drawInitials(firstname: "иван", lastname: "сидоров", font: Self.font, textColor: Support.white,
                                            locale: Self.root)
        let upper = try circle.drawInitials(firstname: "Иван", lastname: "Сидоров", font: Self.font, textColor: Support.white,
                                            locale: Self.root)
        #expect(lower == upper)
    }

    @Test func theViewDrawsCapitals() throws {
        let lower = InitialsBuilder.startBuild().setNames(firstname: "иван", lastname: "сидоров").setLocale(Self.root).build()
        let upper = InitialsBuilder.startBuild().setNames(firstname: "ИВАН", lastname: "СИДОРОВ").setLocale(Self.root).build()
        let size = CGSize(width: 40, height: 40)
        #expect(try lower.initialsImage(size: size, in: .defaults, scale: 2) == upper.initialsImage(size: size, in: .defaults, scale: 2))
    }
}
