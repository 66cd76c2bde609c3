import Foundation

/// The CSS-like text values legacy token files hold: `"16px"`, `"#ff0000"`,
/// `"rgba(0, 0, 0, 0.5)"`, `"100ms"`, `"1px solid #000"`, `"0 1px 2px rgba(…)"`.
package enum CSSValues {
    // MARK: - Nested types

    /// A number with the unit written after it (`""` for none).
    package struct Quantity: Equatable, Sendable {
        package var value: Double
        package var unit: String

        package init(value: Double, unit: String) {
            self.value = value
            self.unit = unit
        }
    }

    /// An sRGB color, each part from 0 to 1.
    package struct RGB: Equatable, Sendable {
        package var red: Double
        package var green: Double
        package var blue: Double
        package var alpha: Double
        /// Whether each part is a whole number of 255ths, so a `#rrggbb` hex says it exactly.
        package var isEightBit: Bool

        package init(red: Double, green: Double, blue: Double, alpha: Double, isEightBit: Bool) {
            (self.red, self.green, self.blue, self.alpha, self.isEightBit) = (red, green, blue, alpha, isEightBit)
        }
    }

    // MARK: - Quantities

    /// `"16px"`, `"-0.5rem"`, `"50%"`, `"16"`, `".5s"`: the number and its unit.
    package static func quantity(_ text: String) -> Quantity? {
        // Trimmed by hand: Foundation's trimming is the slowest part of reading a number.
        var rest = Substring(text)
        while rest.first == " " || rest.first == "\t" { rest = rest.dropFirst() }
        while rest.last == " " || rest.last == "\t" { rest = rest.dropLast() }
        var digits = ""
        if let sign = rest.first, sign == "-" || sign == "+" { digits.append(sign); rest = rest.dropFirst() }
        let number = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        digits += number
        rest = rest.dropFirst(number.count)
        if let e = rest.first, e == "e" || e == "E", rest.dropFirst().first.map({ $0.isNumber || $0 == "-" || $0 == "+" }) == true {
            let exponent = rest.dropFirst().prefix { $0.isNumber || $0 == "-" || $0 == "+" }
            digits += "e" + exponent
            rest = rest.dropFirst(1 + exponent.count)
        }
        guard !number.isEmpty, let value = Double(digits.hasPrefix(".") ? "0" + digits : digits), value.isFinite,
              rest.allSatisfy({ $0.isLetter || $0 == "%" }) else { return nil }
        return Quantity(value: value, unit: String(rest).lowercased())
    }

    // MARK: - Colors

    /// The named colors CSS defines whose meaning is unambiguous without a table.
    private static let keywords: [String: RGB] = [
        "transparent": RGB(red: 0, green: 0, blue: 0, alpha: 0, isEightBit: true),
        "black": RGB(red: 0, green: 0, blue: 0, alpha: 1, isEightBit: true),
        "white": RGB(red: 1, green: 1, blue: 1, alpha: 1, isEightBit: true),
    ]

    /// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()` (commas or spaces, `/ alpha`,
    /// percentages), `hsl()`/`hsla()`, `transparent`, `black`, `white`.
    package static func color(_ text: String) -> RGB? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let keyword = keywords[trimmed] { return keyword }
        if trimmed.hasPrefix("#") { return hexColor(String(trimmed.dropFirst())) }
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else { return nil }
        let function = String(trimmed[..<open])
        let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        let parts = inside.replacingOccurrences(of: "/", with: " / ").split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        var values = parts.filter { $0 != "/" }
        // Tokens Studio writes `rgba(#000000, 0.5)`: a hex color and an alpha.
        if ["rgb", "rgba"].contains(function), values.count == 2, let base = color(values[0]), let alpha = alphaValue(values[1]) {
            return RGB(red: base.red, green: base.green, blue: base.blue, alpha: alpha * base.alpha, isEightBit: base.isEightBit)
        }
        guard values.count == 3 || values.count == 4 else { return nil }
        let alpha = values.count == 4 ? alphaValue(values.removeLast()) : 1
        guard let alpha else { return nil }
        switch function {
        case "rgb", "rgba":
            var channels: [Double] = []
            var eightBit = true
            for part in values {
                guard let quantity = quantity(part), quantity.unit.isEmpty || quantity.unit == "%" else { return nil }
                let channel = quantity.unit == "%" ? quantity.value / 100 : quantity.value / 255
                if quantity.unit == "%" || quantity.value != quantity.value.rounded() { eightBit = false }
                guard (0...1).contains(channel) else { return nil }
                channels.append(channel)
            }
            return RGB(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha, isEightBit: eightBit)
        case "hsl", "hsla":
            guard let hue = quantity(values[0]), ["", "deg"].contains(hue.unit),
                  let saturation = quantity(values[1]), saturation.unit == "%",
                  let lightness = quantity(values[2]), lightness.unit == "%" else { return nil }
            let (red, green, blue) = hslToRGB(hue: hue.value, saturation: saturation.value / 100, lightness: lightness.value / 100)
            let eightBit = [red, green, blue].allSatisfy { ($0 * 255).rounded() == $0 * 255 }
            return RGB(red: red, green: green, blue: blue, alpha: alpha, isEightBit: eightBit)
        default:
            return nil
        }
    }

    private static func alphaValue(_ text: String) -> Double? {
        guard let quantity = quantity(text), quantity.unit.isEmpty || quantity.unit == "%" else { return nil }
        let alpha = quantity.unit == "%" ? quantity.value / 100 : quantity.value
        return (0...1).contains(alpha) ? alpha : nil
    }

    private static func hexColor(_ digits: String) -> RGB? {
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isASCIIHexDigit) else { return nil }
        let full = digits.count <= 4 ? String(digits.flatMap { [$0, $0] }) : digits
        var bytes: [Double] = []
        var index = full.startIndex
        while index < full.endIndex {
            let next = full.index(index, offsetBy: 2)
            bytes.append(Double(Int(full[index..<next], radix: 16)!) / 255)
            index = next
        }
        return RGB(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1, isEightBit: true)
    }

    /// CSS Color 4's HSL to sRGB.
    package static func hslToRGB(hue: Double, saturation: Double, lightness: Double) -> (Double, Double, Double) {
        let hue = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (channel(0), channel(8), channel(4))
    }

    // MARK: - Lists

    /// `text` split at top-level commas (not those inside parentheses), each part trimmed.
    package static func splitTopLevel(_ text: String, separator: Character = ",") -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if character == separator, depth == 0 {
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current.trimmingCharacters(in: .whitespaces))
        return parts
    }

    /// `text` split at top-level white space.
    package static func words(_ text: String) -> [String] {
        splitTopLevel(text, separator: " ").filter { !$0.isEmpty }
    }

    /// The cubic Bézier a CSS timing function names: `cubic-bezier(…)` or a keyword, whose
    /// control points CSS Easing defines exactly.
    package static func cubicBezier(_ text: String) -> [Double]? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        let keywords: [String: [Double]] = [
            "linear": [0, 0, 1, 1], "ease": [0.25, 0.1, 0.25, 1], "ease-in": [0.42, 0, 1, 1],
            "ease-out": [0, 0, 0.58, 1], "ease-in-out": [0.42, 0, 0.58, 1],
        ]
        if let points = keywords[trimmed] { return points }
        guard trimmed.hasPrefix("cubic-bezier("), trimmed.hasSuffix(")") else { return nil }
        let numbers = trimmed.dropFirst(13).dropLast().split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        return numbers.count == 4 ? numbers : nil
    }
}
