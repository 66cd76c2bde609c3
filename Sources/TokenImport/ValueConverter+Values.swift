import Foundation
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

    mutating func lineHeight(_ node: SourceNode) throws(Problem) -> (type: TokenType, value: OutputJSON) {
        let height = try lineHeightQuantity(node)
        if height.unit == "%" { return (.number, .number(height.value / 100)) }
        if height.unit.isEmpty, format == .styleDictionary { return (.number, .number(height.value)) }
        return (.dimension, try dimension(node))
    }

    func lineHeightQuantity(_ node: SourceNode) throws(Problem) -> CSSValues.Quantity {
        if let text = node.string?.lowercased(), text == "auto" || text == "normal" {
            throw Problem(message: "the line height '\(node.string!)' depends on the font; DTCG 2025.10 needs a number")
        }
        return try quantity(node, of: "line height")
    }

    /// A letter spacing as a dimension; a percentage or `em` needs the font size in px.
    mutating func letterSpacing(_ node: SourceNode, fontSize: Double?) throws(Problem) -> OutputJSON {
        let spacing = try quantity(node, of: "letter spacing")
        guard spacing.unit == "%" || spacing.unit == "em" else { return try dimension(node) }
        if spacing.value == 0 { return Self.measure(0, "px") }
        guard let fontSize else {
            throw Problem(message: "the letter spacing \(spacing.value.shortestText)\(spacing.unit) is relative to a font size; DTCG needs a length (it is converted inside a typography, where the font size is known)")
        }
        let factor = spacing.unit == "%" ? spacing.value / 100 : spacing.value
        return Self.measure(fontSize * factor, "px")
    }

    // MARK: - Simple values

    func color(_ node: SourceNode) throws(Problem) -> OutputJSON {
        if let members = node.object, members["colorSpace"] != nil {
            return OutputJSON(node)
        }
        guard let text = node.string else { throw Problem(message: "a color must be text such as \"#ff0000\", not \(node.kindDescription)") }
        if text.contains("gradient(") {
            throw Problem(message: "the CSS gradient '\(text)' is not a color; a DTCG gradient has no angle or shape to carry it")
        }
        guard let rgb = CSSValues.color(text) else {
            throw Problem(message: "'\(text)' is not a color convert reads (hex, rgb(), rgba(), hsl(), hsla(), transparent)")
        }
        return Self.colorJSON(rgb)
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

    /// Font weight names as DTCG lists them, and the names design tools write.
    private static let weightNames: [String: Int] = [
        "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300, "regular": 400, "normal": 400, "book": 400,
        "medium": 500, "semibold": 600, "demibold": 600, "bold": 700, "extrabold": 800, "ultrabold": 800,
        "black": 900, "heavy": 900, "extrablack": 950, "ultrablack": 950,
    ]

    func fontWeight(_ node: SourceNode) throws(Problem) -> OutputJSON {
        if let number = node.number ?? node.string.flatMap({ Double($0.trimmingCharacters(in: .whitespaces)) }) {
            guard number >= 1, number <= 1000, number == number.rounded() else { throw Problem(message: "a font weight must be a whole number from 1 to 1000, not \(number.shortestText)") }
            return .number(number)
        }
        guard let text = node.string else { throw Problem(message: "a font weight must be a number or a name, not \(node.kindDescription)") }
        let key = text.lowercased().filter { $0.isLetter }
        if key.contains("italic") || key.contains("oblique") {
            throw Problem(message: "the weight '\(text)' includes a font style; DTCG fontWeight cannot carry italic")
        }
        guard let weight = Self.weightNames[key] else { throw Problem(message: "'\(text)' is not a font weight name convert knows") }
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
