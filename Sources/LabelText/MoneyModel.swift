/// An amount of money in whole units and hundredths (rubles and kopecks), as SurfUtils'
/// `MoneyModel(decimal: 10, digit: 9).asString()`, which gives `10.09`.
public struct MoneyModel: Sendable, Hashable {
    // MARK: - Properties

    /// The amount in hundredths; what every other property is read from.
    public let hundredths: Int

    /// The whole units, negative for a negative amount (`-10` of −10.09).
    public var decimal: Int { hundredths / 100 }
    /// The hundredths of the amount's magnitude, 0–99 (`9` of −10.09).
    public var digit: Int { Int(hundredths.magnitude % 100) }

    // MARK: - Initializers

    /// `decimal` units and `digit` hundredths; of a negative amount both count down
    /// (`decimal: -10, digit: 9` is −10.09). Hundredths past 99 carry into the units
    /// (`digit: 150` is 1.50 more) and negative ones borrow, so no amount is dropped; an
    /// amount past what `Int` holds in hundredths stops at its largest.
    public init(decimal: Int, digit: Int) {
        let units = decimal.multipliedReportingOverflow(by: 100)
        let part = decimal < 0 ? Int(clamping: -Int64(digit)) : digit
        let total = units.partialValue.addingReportingOverflow(part)
        if units.overflow || total.overflow {
            hundredths = decimal < 0 ? Int.min : Int.max
        } else {
            hundredths = total.partialValue
        }
    }

    /// An amount of `hundredths` hundredths (`125000` is 1 250).
    public init(hundredths: Int) {
        self.hundredths = hundredths
    }

    // MARK: - Formatting

    /// `10`, `10.09`, `10.99`: the units, and the hundredths after a point when there are any.
    public func asString() -> String {
        asString(groupingSeparator: "")
    }

    /// The amount with `groupingSeparator` between groups of three digits of the units
    /// (`1 250`), and the hundredths after `decimalSeparator` when there are any.
    public func asString(groupingSeparator: String, decimalSeparator: String = ".") -> String {
        let magnitude = hundredths.magnitude
        var digits = String(magnitude / 100)
        if !groupingSeparator.isEmpty {
            var groups: [Substring] = []
            while digits.count > 3 {
                groups.insert(digits.suffix(3), at: 0)
                digits.removeLast(3)
            }
            groups.insert(Substring(digits), at: 0)
            digits = groups.joined(separator: groupingSeparator)
        }
        let cents = magnitude % 100
        let fraction = cents == 0 ? "" : decimalSeparator + (cents < 10 ? "0" : "") + String(cents)
        return (hundredths < 0 ? "-" : "") + digits + fraction
    }

    /// The amount as a price: `1 250 ₽` (grouped by spaces, the symbol after a space).
    public func formatted(currencySymbol: String, groupingSeparator: String = " ", decimalSeparator: String = ".") -> String {
        asString(groupingSeparator: groupingSeparator, decimalSeparator: decimalSeparator) + " " + currencySymbol
    }
}
