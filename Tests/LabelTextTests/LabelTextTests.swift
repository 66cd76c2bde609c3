import LabelText
import Testing

/// SurfUtils' label-text helpers, with SurfUtils' own examples first.
@Suite("Label text helpers")
struct LabelTextTests {
    // MARK: - WordDeclinationSelector

    private static let days = WordDeclensions("день", "дня", "дней")

    @Test func surfUtilsExampleDeclinesSixDays() {
        #expect(WordDeclinationSelector.declineWord(for: 6, from: Self.days) == "дней")
    }

    @Test(arguments: [
        (0, "дней"), (1, "день"), (2, "дня"), (4, "дня"), (5, "дней"), (11, "дней"), (12, "дней"), (14, "дней"),
        (21, "день"), (22, "дня"), (25, "дней"), (101, "день"), (111, "дней"), (112, "дней"), (1_001, "день"),
        (-1, "день"), (-3, "дня"), (Int.min, "дней"), (Int.max, "дней"),
    ])
    func aCountTakesItsRussianForm(count: Int, form: String) {
        // Int.min ends in …808 and Int.max in …807: both take the form of many.
        #expect(WordDeclinationSelector.declineWord(for: count, from: Self.days) == form, "\(count)")
    }

    // MARK: - MoneyModel

    @Test func surfUtilsExamplesPrintAsWritten() {
        #expect(MoneyModel(decimal: 10, digit: 0).asString() == "10")
        #expect(MoneyModel(decimal: 10, digit: 9).asString() == "10.09")
        #expect(MoneyModel(decimal: 10, digit: 99).asString() == "10.99")
    }

    @Test func aPriceIsGroupedByThreeDigits() {
        #expect(MoneyModel(decimal: 1_250, digit: 0).formatted(currencySymbol: "₽") == "1 250 ₽")
        #expect(MoneyModel(decimal: 1_234_567, digit: 5).formatted(currencySymbol: "₽") == "1 234 567.05 ₽")
        #expect(MoneyModel(decimal: 999, digit: 0).asString(groupingSeparator: " ") == "999")
        #expect(MoneyModel(decimal: 2_490, digit: 50).asString(groupingSeparator: " ", decimalSeparator: ",") == "2 490,50")
    }

    @Test func hundredthsCarryAndNegativeAmountsKeepTheirSign() {
        #expect(MoneyModel(decimal: 1, digit: 150).asString() == "2.50")
        #expect(MoneyModel(decimal: 10, digit: -5).asString() == "9.95")
        #expect(MoneyModel(decimal: -10, digit: 9).asString() == "-10.09")
        #expect(MoneyModel(decimal: -10, digit: 9).decimal == -10 && MoneyModel(decimal: -10, digit: 9).digit == 9)
        #expect(MoneyModel(hundredths: -50).asString() == "-0.50")
        #expect(MoneyModel(decimal: Int.max, digit: 99).hundredths == Int.max)
        #expect(MoneyModel(decimal: Int.min, digit: 0).hundredths == Int.min)
        #expect(MoneyModel(hundredths: Int.min).asString(groupingSeparator: " ").hasPrefix("-92 233 720 368 547 758"))
    }

    // MARK: - RouteMeasurer

    @Test(arguments: [
        (0.0, "0 м"), (850.4, "850 м"), (999.4, "999 м"), (999.6, "1 км"), (1_000, "1 км"), (1_234, "1.2 км"),
        (9_940, "9.9 км"), (9_960, "10 км"), (12_345, "12 км"), (-850, "850 м"), (.nan, "—"), (.infinity, "—"),
        (1e300, "1" + String(repeating: "0", count: 297) + " км"),
    ])
    func aDistanceReadsAsALabelShowsIt(meters: Double, text: String) {
        let formatted = RouteMeasurer.formatDistance(meters, meterPattern: "м", kilometrPatter: "км")
        if meters == 1e300 {
            #expect(formatted.hasSuffix(" км") && formatted.count > 290, "\(formatted.prefix(40))")
        } else {
            #expect(formatted == text, "\(meters)")
        }
    }
}
