import Foundation
import OrderedCollections
import TokenModel

/// Numbers with units, colors, font families and weights, easing and stroke styles.
extension ValueConverter {
    // MARK: - Quantities

    /// The number and unit `node` gives: a number, `"16px"`, or (Tokens Studio) math.
    func quantity(_ node: SourceNode, of what: String) throws(Problem) -> CSSValues.Quantity {
        switch node.value {
        case .number(let number):
            return CSSValues.Quantity(value: number, unit: "")
        case .string(let text):
            if let quantity = CSSValues.quantity(text) { return quantity }
            if TokenMath.isExpression(text) {
                guard format == .tokensStudio else { throw Problem(message: "'\(text)' is math, which Style Dictionary does not evaluate either") }
                do throws(TokenMath.Failure) {
                    return try TokenMath.evaluate(text)
                } catch {
                    throw Problem(message: "the math '\(text)' \(error.message)")
                }
            }
            throw Problem(message: "'\(text)' is not a \(what)")
        case .object(let members) where members["value"]?.number != nil && members["unit"]?.string != nil:
            return CSSValues.Quantity(value: members["value"]!.number!, unit: members["unit"]!.string!)
        default:
            throw Problem(message: "a \(what) must be a number or text, not \(node.kindDescription)")
        }
    }

    mutating func dimension(_ node: SourceNode) throws(Problem) -> OutputJSON {
        let length = try quantity(node, of: "dimension")
        var unit = length.unit
        if unit.isEmpty {
            switch unitlessLength {
            case .px where length.value != 0: rules.insert("unitless lengths read as px, Tokens Studio's rule")
            case .rem where length.value != 0: rules.insert("unitless sizes read as rem, as Style Dictionary's size transforms (size/rem, size/remToPt, size/remToSp) read them")
            case .refused where length.value != 0: throw Problem(message: "the length \(length.value.shortestText) has no unit; write px or rem")
            default: break
            }
            unit = unitlessLength == .rem && length.value != 0 ? "rem" : "px"
        }
        guard unit == "px" || unit == "rem" else {
            throw Problem(message: "the unit '\(unit)' of \(length.value.shortestText)\(unit) has no exact DTCG dimension (px or rem)\(unit == "em" || unit == "%" ? "; it is relative to a font size or container the token does not know" : "")")
        }
        return Self.measure(length.value, unit)
    }

    static func measure(_ value: Double, _ unit: String) -> OutputJSON {
        .object([("value", .number(value == 0 ? 0 : value)), ("unit", .string(unit))])
    }

    func number(_ node: SourceNode) throws(Problem) -> Double {
        let value = try quantity(node, of: "number")
        guard value.unit.isEmpty else { throw Problem(message: "the number \(value.value.shortestText)\(value.unit) has a unit") }
        return value.value
    }

    func opacity(_ node: SourceNode) throws(Problem) -> OutputJSON {
        let value = try quantity(node, of: "opacity")
        let fraction = value.unit == "%" ? value.value / 100 : value.value
        guard value.unit.isEmpty || value.unit == "%", (0...1).contains(fraction) else {
            throw Problem(message: "an opacity must be from 0 to 1 or 0% to 100%, not \(value.value.shortestText)\(value.unit)")
        }
        return .number(fraction)
    }

    mutating func duration(_ node: SourceNode) throws(Problem) -> OutputJSON {
        let time = try quantity(node, of: "duration")
        if time.unit.isEmpty {
            if time.value != 0 {
                rules.insert(format == .styleDictionary ? "unitless durations read as ms, as Style Dictionary's time/seconds transform reads them" : "unitless durations read as ms")
            }
            return Self.measure(time.value, "ms")
        }
        guard time.unit == "ms" || time.unit == "s" else { throw Problem(message: "the duration unit '\(time.unit)' is not ms or s") }
        return Self.measure(time.value, time.unit)
    }

    /// A line height on its own (a `lineHeights` token, a Style Dictionary line height): a
    /// multiple of the font size for a percentage (`150%` → 1.5) or a plain number, as
    /// sd-transforms' `ts/size/lineheight` gives it and CSS reads it; a length stays a
    /// dimension. Inside a typography, ``typographyLineHeight(_:fontSize:)`` applies the
    /// same rule and turns a length into the multiple DTCG requires.
    mutating func lineHeight(_ node: SourceNode) throws(Problem) -> (type: TokenType, value: OutputJSON) {
        let height = try lineHeightQuantity(node)
        if let multiple = lineHeightMultiple(height) { return (.number, .number(multiple)) }
        return (.dimension, try dimension(node))
    }

    /// The multiple of the font size a percentage or a plain number gives; `nil` for a length.
    mutating func lineHeightMultiple(_ height: CSSValues.Quantity) -> Double? {
        switch height.unit {
        case "%":
            return height.value / 100
        case "":
            if format == .tokensStudio {
                rules.insert("unitless line heights read as multiples of the font size, as sd-transforms and CSS read them (Tokens Studio's Figma plugin draws them as px: write px to mean px)")
                noteImplausibleLineHeight(height.value)
            }
            return height.value
        default:
            return nil
        }
    }

    /// A unitless line height this large is more likely px than a multiple.
    static let implausibleLineHeight = 4.0

    /// Notes a multiple of the font size so large that px was more likely meant.
    mutating func noteImplausibleLineHeight(_ multiple: Double) {
        guard multiple >= Self.implausibleLineHeight else { return }
        notes.append("its line height \(multiple.shortestText) is read as \(multiple.shortestText) times the font size; if \(multiple.shortestText)px was meant, write \(multiple.shortestText)px")
    }

    func lineHeightQuantity(_ node: SourceNode) throws(Problem) -> CSSValues.Quantity {
        if let text = node.string?.lowercased(), text == "auto" || text == "normal" {
            throw Problem(message: "the line height '\(node.string!)' depends on the font; DTCG 2025.10 needs a number")
        }
        return try quantity(node, of: "line height")
    }

    /// A letter spacing as a length: a percentage or `em` is a share of `fontSize` (px or rem),
    /// in the font size's unit, as CSS computes `em` on the typography's own font size.
    mutating func letterSpacing(_ node: SourceNode, fontSize: CSSValues.Quantity?) throws(Problem) -> OutputJSON {
        let spacing = try quantity(node, of: "letter spacing")
        guard spacing.unit == "%" || spacing.unit == "em" else { return try dimension(node) }
        if spacing.value == 0 { return Self.measure(0, "px") }
        guard let fontSize else {
            throw Problem(message: "the letter spacing \(spacing.value.shortestText)\(spacing.unit) is relative to a font size; DTCG needs a length (it is converted inside a typography, where the font size is known)")
        }
        let factor = spacing.unit == "%" ? spacing.value / 100 : spacing.value
        return Self.measure(fontSize.value * factor, fontSize.unit)
    }

    // MARK: - Simple values

    mutating func color(_ node: SourceNode) throws(Problem) -> OutputJSON {
        if let members = node.object, let space = members["colorSpace"]?.string, space != "srgb" {
            return try colorObject(members, space: space)
        }
        return Self.colorJSON(try rgb(node))
    }

    /// An sRGB color from CSS text or a DTCG `srgb` color object (Tokens Studio's DTCG mode
    /// writes these, with an 8-digit `hex` when the color is translucent).
    mutating func rgb(_ node: SourceNode) throws(Problem) -> CSSValues.RGB {
        if let members = node.object {
            guard let spaceName = members["colorSpace"]?.string else { throw Problem(message: "a color object needs a \"colorSpace\"") }
            if spaceName != "srgb" { return try rgb(members, space: spaceName) }
            let channels = try components(members, space: "srgb")
            guard channels.allSatisfy({ (0...1).contains($0) }) else { throw Problem(message: "an srgb color's components must be from 0 to 1") }
            let alpha = try colorAlpha(members)
            return CSSValues.RGB(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha,
                                 isEightBit: channels.allSatisfy { ($0 * 255).rounded() == $0 * 255 })
        }
        guard let text = node.string else { throw Problem(message: "a color must be text such as \"#ff0000\", not \(node.kindDescription)") }
        if text.contains("gradient(") {
            throw Problem(message: "the CSS gradient '\(text)' is not a color; a DTCG gradient has no angle or shape to carry it")
        }
        guard let rgb = CSSValues.color(text) else {
            throw Problem(message: "'\(text)' is not a color convert reads (hex, rgb(), rgba(), hsl(), hsla(), transparent)")
        }
        return rgb
    }

    /// A DTCG color object in a space other than sRGB as the same color in sRGB, for what is
    /// computed in sRGB (a modifier applied to a color another modifier wrote in `lch` or
    /// `display-p3`); a color outside sRGB is refused, since clipping it would change it.
    private mutating func rgb(_ members: OrderedDictionary<String, SourceNode>, space name: String) throws(Problem) -> CSSValues.RGB {
        guard let space = ColorSpace(rawValue: name) else { throw Problem(message: "the color space '\(name)' is not one of DTCG's") }
        let converted = space.toSRGB(try components(members, space: name), alpha: try colorAlpha(members))
        guard !converted.clipped else {
            throw Problem(message: "the \(name) color \(members["components"]?.compactJSON ?? "") lies outside sRGB, where convert computes this; clipping it would change it")
        }
        let color = converted.color
        return CSSValues.RGB(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha, isEightBit: false)
    }

    /// A DTCG color object in a space other than sRGB, kept as it is, with what DTCG 2025.10
    /// does not allow taken out: an 8-digit `hex` gives its alpha and keeps 6 digits, other
    /// members (`description`…) are noted as not carried over.
    private mutating func colorObject(_ members: OrderedDictionary<String, SourceNode>, space: String) throws(Problem) -> OutputJSON {
        var output: [(String, OutputJSON)] = [("colorSpace", .string(space)), ("components", .array(try components(members, space: space).map { .number($0) }))]
        let alpha = try colorAlpha(members)
        if alpha != 1 { output.append(("alpha", .number(alpha))) }
        if let hex = members["hex"]?.string, hex.count == 7 || hex.count == 9, hex.hasPrefix("#"), hex.dropFirst().allSatisfy(\.isASCIIHexDigit) {
            output.append(("hex", .string(String(hex.prefix(7)).lowercased())))
        }
        return .object(output)
    }

    private func components(_ members: OrderedDictionary<String, SourceNode>, space: String) throws(Problem) -> [Double] {
        guard let list = members["components"]?.array, list.count == 3 else { throw Problem(message: "a \(space) color object needs three \"components\"") }
        let numbers = list.compactMap(\.number)
        guard numbers.count == 3 else { throw Problem(message: "the components of a \(space) color must be numbers") }
        return numbers
    }

    /// The alpha of a DTCG color object: its `alpha`, else the last two digits of an 8-digit
    /// `hex`, else 1. Members DTCG does not define are noted as not carried over.
    private mutating func colorAlpha(_ members: OrderedDictionary<String, SourceNode>) throws(Problem) -> Double {
        for key in members.keys where !["colorSpace", "components", "alpha", "hex"].contains(key) {
            notes.append("the color's \(key) is not carried over: a DTCG color has no \(key)")
        }
        if let alpha = members["alpha"] {
            guard let value = alpha.number, (0...1).contains(value) else { throw Problem(message: "a color's alpha must be a number from 0 to 1") }
            return value
        }
        if let hex = members["hex"]?.string, hex.count == 9, let byte = Int(hex.suffix(2), radix: 16) {
            return Double(byte) / 255
        }
        return 1
    }

    /// A DTCG color object (a modified color a reference names) as CSS text, to put inside
    /// text such as `rgba({brand}, 0.5)`: hex when every channel and the alpha are whole
    /// 255ths, so it reads back exactly; else CSS's `color()` notation.
    static func cssText(ofColor node: SourceNode) -> String? {
        guard let space = node["colorSpace"]?.string, let components = node["components"]?.array?.compactMap(\.number), components.count == 3 else { return nil }
        let alpha = node["alpha"]?.number ?? 1
        let channels = space == "srgb" ? components + (alpha == 1 ? [] : [alpha]) : []
        if !channels.isEmpty, channels.allSatisfy({ ($0 * 255).rounded() == $0 * 255 && (0...1).contains($0) }) {
            return "#" + channels.map { String(format: "%02x", Int(($0 * 255).rounded())) }.joined()
        }
        return "color(\(space) \(components.map(\.shortestText).joined(separator: " ")) / \(alpha.shortestText))"
    }

    static func colorJSON(_ rgb: CSSValues.RGB) -> OutputJSON {
        var members: [(String, OutputJSON)] = [
            ("colorSpace", .string("srgb")),
            ("components", .array([rgb.red, rgb.green, rgb.blue].map { .number($0) })),
        ]
        if rgb.alpha != 1 { members.append(("alpha", .number(rgb.alpha))) }
        if rgb.isEightBit {
            let hex = [rgb.red, rgb.green, rgb.blue].map { String(format: "%02x", Int(($0 * 255).rounded())) }.joined()
            members.append(("hex", .string("#" + hex)))
        }
        return .object(members)
    }

    func fontFamily(_ node: SourceNode) throws(Problem) -> OutputJSON {
        if let list = node.array {
            let names = list.compactMap(\.string)
            guard names.count == list.count, !names.isEmpty else { throw Problem(message: "a font family list must hold only text") }
            return .array(names.map { .string($0) })
        }
        guard let text = node.string, !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw Problem(message: "a font family must be text, not \(node.kindDescription)")
        }
        guard text.contains(",") else { return .string(text.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "'\""))) }
        let names = CSSValues.splitTopLevel(text).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "'\"")) }
        guard !names.contains(where: \.isEmpty) else { throw Problem(message: "the font stack '\(text)' has an empty name") }
        return .array(names.map { .string($0) })
    }

    /// Font weight names, as sd-transforms' `ts/typography/fontWeight` maps them (the CSS
    /// common weight names and the German names type foundries use), compared lowercased
    /// without spaces.
    private static let weightNames: [String: Int] = [
        "hairline": 100, "thin": 100, "extralight": 200, "ultralight": 200, "extraleicht": 200, "light": 300, "leicht": 300,
        "normal": 400, "regular": 400, "buch": 400, "book": 400, "medium": 500, "kraeftig": 500, "kräftig": 500,
        "semibold": 600, "demibold": 600, "halbfett": 600, "bold": 700, "dreiviertelfett": 700,
        "extrabold": 800, "ultrabold": 800, "fett": 800, "black": 900, "heavy": 900, "super": 900, "extrafett": 900,
        "ultra": 950, "ultrablack": 950, "extrablack": 950,
    ]

    /// The font styles a weight name may end with (`ExtraBold Italic`).
    private static let fontStyles = ["italic", "oblique", "normal"]

    /// A font weight: a number, math, or a name (`Semi Bold` → 600). A style after the name
    /// (`Bold Italic`) is dropped with a note: DTCG's fontWeight has no style.
    mutating func fontWeight(_ node: SourceNode) throws(Problem) -> OutputJSON {
        var number = node.number ?? node.string.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        if number == nil, let text = node.string, TokenMath.isExpression(text) {
            let result = try quantity(node, of: "font weight")
            guard result.unit.isEmpty else { throw Problem(message: "the font weight '\(text)' has the unit \(result.unit)") }
            number = result.value
        }
        if let number {
            guard number >= 1, number <= 1000 else { throw Problem(message: "a font weight must be from 1 to 1000, not \(number.shortestText)") }
            return .number(number)
        }
        guard let text = node.string else { throw Problem(message: "a font weight must be a number or a name, not \(node.kindDescription)") }
        var words = text.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        var style: String?
        if words.count > 1, let last = words.last, Self.fontStyles.contains(last) {
            style = last
            words.removeLast()
        }
        let key = words.joined()
        if style == nil, Self.weightNames[key] == nil, Self.fontStyles.contains(key) {
            throw Problem(message: "'\(text)' is a font style, not a weight; DTCG fontWeight cannot carry a style")
        }
        guard let weight = Self.weightNames[key] ?? Self.weightNames[key.filter(\.isLetter)] else {
            throw Problem(message: "'\(text)' is not a font weight name convert knows")
        }
        if let style, style != "normal" {
            // Style Dictionary has no rule that drops the style; sd-transforms does.
            guard format == .tokensStudio else { throw Problem(message: "the weight '\(text)' includes a font style; DTCG fontWeight cannot carry \(style)") }
            notes.append("its font weight '\(text)' is carried over as \(weight); the style '\(style)' is not: DTCG fontWeight has no style")
        }
        return .number(Double(weight))
    }

    func cubicBezier(_ node: SourceNode) throws(Problem) -> OutputJSON {
        if let list = node.array, list.count == 4, list.allSatisfy({ $0.number != nil }) { return .array(list.map { .number($0.number!) }) }
        guard let text = node.string, let points = CSSValues.cubicBezier(text) else {
            throw Problem(message: "a cubic Bézier must be [x1, y1, x2, y2], cubic-bezier(…) or a CSS easing keyword")
        }
        return .array(points.map { .number($0) })
    }

    mutating func strokeStyle(_ node: SourceNode) throws(Problem) -> OutputJSON {
        let keywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
        if let text = node.string {
            guard keywords.contains(text) else { throw Problem(message: "'\(text)' is not a stroke style (\(keywords.joined(separator: ", ")))") }
            return .string(text)
        }
        guard let dashes = node["dashArray"]?.array, !dashes.isEmpty, let cap = node["lineCap"]?.string, ["round", "butt", "square"].contains(cap) else {
            throw Problem(message: "a stroke style must be a keyword or {dashArray, lineCap}")
        }
        var lengths: [OutputJSON] = []
        for dash in dashes { lengths.append(try dimension(dash)) }
        return .object([("dashArray", .array(lengths)), ("lineCap", .string(cap))])
    }
}
