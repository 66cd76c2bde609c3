import Foundation
import TokenModel

/// Turns one source value into a DTCG 2025.10 value of the type its kind gives, in one
/// theme: references stay references where DTCG can hold them (and the token they name is
/// carried over with a fitting type); otherwise they are replaced by the value they name, so
/// math and text with references inside become constants. Anything it cannot carry over
/// exactly throws a ``Problem``; rules worth knowing (a unitless size read as rem) are notes.
struct ValueConverter {
    // MARK: - Nested types

    /// Why a value is not carried over.
    struct Problem: Error {
        var message: String
    }

    /// The values references name, once substituted, by canonical path: one theme's
    /// tokens are substituted once however many values name them (chains of math would
    /// otherwise be substituted again at every step).
    final class SubstitutionCache {
        var values: [String: SourceNode] = [:]
    }

    /// What the converter may ask about other tokens, in the theme being converted.
    struct Environment {
        /// The token a reference's dotted path names (as written, `.value` suffix included).
        var token: (String) -> SourceDocument.Token?
        /// The DTCG type of the token at a canonical dotted path when it is carried over;
        /// `nil` when it is not (so a reference to it cannot stay a reference).
        var carriedType: (String) -> TokenType?
        /// The substituted values of this theme's tokens.
        var cache: SubstitutionCache
    }

    /// How a number without a unit is read as a length.
    enum UnitlessLength {
        /// Tokens Studio's rule: pixels.
        case px
        /// Style Dictionary's size transforms (`size/rem`, `size/remToPt`, `size/remToSp`): rem.
        case rem
        case refused
    }

    // MARK: - Properties

    let format: SourceFormat
    let environment: Environment
    /// Whether references that DTCG can hold stay references; `false` substitutes every
    /// reference, which is how the importer resolves a source on its own.
    let keepReferences: Bool
    var unitlessLength: UnitlessLength
    private(set) var notes: [String] = []
    /// The source format's rules this value was read by (a unitless size read as rem),
    /// reported once per rule with the tokens it applied to.
    private(set) var rules: Set<String> = []
    /// The canonical paths of the references kept, for ordering and checks.
    private(set) var references: [String] = []

    // MARK: - Initializers

    init(format: SourceFormat, environment: Environment, keepReferences: Bool, unitlessLength: UnitlessLength) {
        self.format = format
        self.environment = environment
        self.keepReferences = keepReferences
        self.unitlessLength = unitlessLength
    }

    // MARK: - Converting

    /// The DTCG type and value of `node` read as `kind`.
    mutating func convert(_ node: SourceNode, as kind: SourceKind) throws(Problem) -> (type: TokenType, value: OutputJSON) {
        if case .unsupported(let reason) = kind { throw Problem(message: reason) }
        if let alias = try keptAlias(node, fitting: kind.types) { return alias }
        // A composite's members are converted one by one, so each may stay a reference.
        let node = Self.isComposite(kind) && (node.object != nil || node.array != nil) ? node : try substituted(node)
        switch kind {
        case .color: return (.color, try color(node))
        case .dimension: return (.dimension, try dimension(node))
        case .lineHeight: return try lineHeight(node)
        case .letterSpacing: return (.dimension, try letterSpacing(node, fontSize: nil))
        case .opacity: return (.number, try opacity(node))
        case .number: return (.number, .number(try number(node)))
        case .fontFamily: return (.fontFamily, try fontFamily(node))
        case .fontWeight: return (.fontWeight, try fontWeight(node))
        case .duration: return (.duration, try duration(node))
        case .cubicBezier: return (.cubicBezier, try cubicBezier(node))
        case .strokeStyle: return (.strokeStyle, try strokeStyle(node))
        case .typography: return (.typography, try typography(node))
        case .shadow: return (.shadow, try shadows(node))
        case .border: return (.border, try border(node))
        case .transition: return (.transition, try transition(node))
        case .gradient: return (.gradient, try gradient(node))
        case .unsupported(let reason): throw Problem(message: reason)
        }
    }

    /// The canonical dotted path a whole-value reference `{a.b}` names, `nil` when `node`
    /// is not one.
    func referencedPath(_ node: SourceNode) -> String? {
        guard let text = node.string?.trimmingCharacters(in: .whitespaces), text.hasPrefix("{"), text.hasSuffix("}"),
              text.dropFirst().dropLast().allSatisfy({ $0 != "{" && $0 != "}" }) else { return nil }
        return canonical(String(text.dropFirst().dropLast()))
    }

    // MARK: - Private: references

    private static func isComposite(_ kind: SourceKind) -> Bool {
        [.typography, .shadow, .border, .transition, .gradient].contains(kind)
    }

    /// `a.b.c.value` (Style Dictionary's form) is `a.b.c` when that is the token.
    private func canonical(_ written: String) -> String {
        let trimmed = written.trimmingCharacters(in: .whitespaces)
        if trimmed.hasSuffix(".value"), environment.token(trimmed) == nil {
            let shorter = String(trimmed.dropLast(6))
            if environment.token(shorter) != nil { return shorter }
        }
        return trimmed
    }

    /// `node` as a DTCG reference, when it is a whole-value reference to a token carried
    /// over as one of `types` and references are kept.
    private mutating func keptAlias(_ node: SourceNode, fitting types: Set<TokenType>) throws(Problem) -> (type: TokenType, value: OutputJSON)? {
        guard let path = referencedPath(node) else { return nil }
        guard environment.token(path) != nil else { throw Problem(message: "refers to '\(path)', which does not exist") }
        guard keepReferences, let type = environment.carriedType(path), types.contains(type) else { return nil }
        references.append(path)
        return (type, .string("{\(path)}"))
    }

    /// `node` with every reference replaced by the value it names, followed to the end.
    /// In a composite value, objects are walked; a string with a reference inside gets the
    /// referenced value's text (in parentheses inside an expression).
    private func substituted(_ node: SourceNode, visiting: [String] = []) throws(Problem) -> SourceNode {
        switch node.value {
        case .object(let members):
            var result = members
            for (key, value) in members { result[key] = try substituted(value, visiting: visiting) }
            return SourceNode(.object(result), at: node.location)
        case .array(let elements):
            var result: [SourceNode] = []
            for element in elements { result.append(try substituted(element, visiting: visiting)) }
            return SourceNode(.array(result), at: node.location)
        case .string(let text) where text.contains("{"):
            if let path = referencedPath(node) { return try target(path, visiting: visiting) }
            var output = ""
            var rest = Substring(text)
            while let open = rest.firstIndex(of: "{") {
                output += rest[..<open]
                guard let close = rest[open...].firstIndex(of: "}") else { throw Problem(message: "'\(text)' has a '{' that is never closed") }
                let path = canonical(String(rest[rest.index(after: open)..<close]))
                let value = try target(path, visiting: visiting)
                let inserted: String
                switch value.value {
                case .string(let string): inserted = string
                case .number(let number): inserted = number.shortestText
                default: throw Problem(message: "'\(text)' puts '\(path)', \(value.kindDescription), inside text")
                }
                let isExpression = TokenMath.isExpression(inserted)
                output += isExpression ? "(\(inserted))" : inserted
                rest = rest[rest.index(after: close)...]
            }
            output += rest
            return SourceNode(.string(output), at: node.location)
        default:
            return node
        }
    }

    private func target(_ path: String, visiting: [String]) throws(Problem) -> SourceNode {
        guard !visiting.contains(path) else {
            throw Problem(message: "references go round in a cycle: \((visiting + [path]).joined(separator: " -> "))")
        }
        if let cached = environment.cache.values[path] { return cached }
        guard let token = environment.token(path) else { throw Problem(message: "refers to '\(path)', which does not exist") }
        var value = try substituted(token.value, visiting: visiting + [path])
        // Math that is constant is kept as its result, so a chain of math stays short.
        if format == .tokensStudio, let text = value.string, TokenMath.isExpression(text), let result = try? TokenMath.evaluate(text) {
            value = SourceNode(.string("\(result.value.shortestText)\(result.unit)"), at: value.location)
        }
        environment.cache.values[path] = value
        return value
    }

    // MARK: - Private: quantities

    /// The number and unit `node` gives: a number, `"16px"`, or (Tokens Studio) math.
    private func quantity(_ node: SourceNode, of what: String) throws(Problem) -> CSSValues.Quantity {
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

    private mutating func dimension(_ node: SourceNode) throws(Problem) -> OutputJSON {
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

    private static func measure(_ value: Double, _ unit: String) -> OutputJSON {
        .object([("value", .number(value == 0 ? 0 : value)), ("unit", .string(unit))])
    }

    private func number(_ node: SourceNode) throws(Problem) -> Double {
        let value = try quantity(node, of: "number")
        guard value.unit.isEmpty else { throw Problem(message: "the number \(value.value.shortestText)\(value.unit) has a unit") }
        return value.value
    }

    private func opacity(_ node: SourceNode) throws(Problem) -> OutputJSON {
        let value = try quantity(node, of: "opacity")
        let fraction = value.unit == "%" ? value.value / 100 : value.value
        guard value.unit.isEmpty || value.unit == "%", (0...1).contains(fraction) else {
            throw Problem(message: "an opacity must be from 0 to 1 or 0% to 100%, not \(value.value.shortestText)\(value.unit)")
        }
        return .number(fraction)
    }

    private mutating func duration(_ node: SourceNode) throws(Problem) -> OutputJSON {
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

    private mutating func lineHeight(_ node: SourceNode) throws(Problem) -> (type: TokenType, value: OutputJSON) {
        let height = try lineHeightQuantity(node)
        if height.unit == "%" { return (.number, .number(height.value / 100)) }
        if height.unit.isEmpty, format == .styleDictionary { return (.number, .number(height.value)) }
        return (.dimension, try dimension(node))
    }

    private func lineHeightQuantity(_ node: SourceNode) throws(Problem) -> CSSValues.Quantity {
        if let text = node.string?.lowercased(), text == "auto" || text == "normal" {
            throw Problem(message: "the line height '\(node.string!)' depends on the font; DTCG 2025.10 needs a number")
        }
        return try quantity(node, of: "line height")
    }

    /// A letter spacing as a dimension; a percentage or `em` needs the font size in px.
    private mutating func letterSpacing(_ node: SourceNode, fontSize: Double?) throws(Problem) -> OutputJSON {
        let spacing = try quantity(node, of: "letter spacing")
        guard spacing.unit == "%" || spacing.unit == "em" else { return try dimension(node) }
        if spacing.value == 0 { return Self.measure(0, "px") }
        guard let fontSize else {
            throw Problem(message: "the letter spacing \(spacing.value.shortestText)\(spacing.unit) is relative to a font size; DTCG needs a length (it is converted inside a typography, where the font size is known)")
        }
        let factor = spacing.unit == "%" ? spacing.value / 100 : spacing.value
        return Self.measure(fontSize * factor, "px")
    }

    // MARK: - Private: simple values

    private func color(_ node: SourceNode) throws(Problem) -> OutputJSON {
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

    private func fontFamily(_ node: SourceNode) throws(Problem) -> OutputJSON {
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

    private func fontWeight(_ node: SourceNode) throws(Problem) -> OutputJSON {
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

    private func cubicBezier(_ node: SourceNode) throws(Problem) -> OutputJSON {
        if let list = node.array, list.count == 4, list.allSatisfy({ $0.number != nil }) { return .array(list.map { .number($0.number!) }) }
        guard let text = node.string, let points = CSSValues.cubicBezier(text) else {
            throw Problem(message: "a cubic Bézier must be [x1, y1, x2, y2], cubic-bezier(…) or a CSS easing keyword")
        }
        return .array(points.map { .number($0) })
    }

    private mutating func strokeStyle(_ node: SourceNode) throws(Problem) -> OutputJSON {
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

    // MARK: - Private: composite values

    /// A member of a composite value: a kept reference when it names a token carried over
    /// with a fitting type, else the value converted as `kind`.
    private mutating func member(_ node: SourceNode, as kind: SourceKind) throws(Problem) -> OutputJSON {
        if let alias = try keptAlias(node, fitting: kind.types) { return alias.value }
        let value = try substituted(node)
        switch kind {
        case .color: return try color(value)
        case .dimension: return try dimension(value)
        case .duration: return try duration(value)
        case .fontFamily: return try fontFamily(value)
        case .fontWeight: return try fontWeight(value)
        case .strokeStyle: return try strokeStyle(value)
        case .cubicBezier: return try cubicBezier(value)
        default: return try convert(value, as: kind).value
        }
    }

    private mutating func typography(_ node: SourceNode) throws(Problem) -> OutputJSON {
        guard let members = node.object else { throw Problem(message: "a typography must be an object, not \(node.kindDescription)") }
        for key in ["fontFamily", "fontSize", "fontWeight"] where members[key] == nil {
            throw Problem(message: "the typography has no \(key)")
        }
        let known = ["fontFamily", "fontSize", "fontWeight", "lineHeight", "letterSpacing"]
        for (key, value) in members where !known.contains(key) {
            let neutral = ["0", "none", "0px", "0%", ""].contains(value.string ?? "") || value.number == 0
            if !neutral { notes.append("the typography's \(key) (\(value.string ?? value.compactJSON)) is not carried over: a DTCG typography has no \(key)") }
        }
        let fontSizeNode = members["fontSize"]!
        var output: [(String, OutputJSON)] = [
            ("fontFamily", try member(members["fontFamily"]!, as: .fontFamily)),
            ("fontSize", try member(fontSizeNode, as: .dimension)),
            ("fontWeight", try member(members["fontWeight"]!, as: .fontWeight)),
        ]
        // The font size in px, for what is relative to it; nil when it is not in px.
        var fontSize: Double?
        if let size = try? quantity(try substituted(fontSizeNode), of: "font size") {
            if size.unit == "px" || (size.unit.isEmpty && unitlessLength == .px) { fontSize = size.value }
        }
        if let spacingNode = members["letterSpacing"] {
            if let alias = try keptAlias(spacingNode, fitting: [.dimension]) {
                output.append(("letterSpacing", alias.value))
            } else {
                output.append(("letterSpacing", try letterSpacing(try substituted(spacingNode), fontSize: fontSize)))
            }
        } else {
            notes.append("the typography has no letterSpacing; written as 0px, CSS's normal spacing")
            output.append(("letterSpacing", Self.measure(0, "px")))
        }
        guard let heightNode = members["lineHeight"] else { throw Problem(message: "the typography has no lineHeight, which DTCG 2025.10 requires") }
        if let alias = try keptAlias(heightNode, fitting: [.number]) {
            output.append(("lineHeight", alias.value))
        } else {
            let height = try lineHeightQuantity(try substituted(heightNode))
            switch height.unit {
            case "%": output.append(("lineHeight", .number(height.value / 100)))
            case "" where format == .styleDictionary: output.append(("lineHeight", .number(height.value)))
            case "px", "":
                guard let fontSize, fontSize > 0 else {
                    throw Problem(message: "the line height \(height.value.shortestText)px needs the font size in px to become the multiple DTCG requires")
                }
                output.append(("lineHeight", .number(height.value / fontSize)))
            default:
                throw Problem(message: "the line height \(height.value.shortestText)\(height.unit) cannot become the multiple of the font size DTCG requires")
            }
        }
        return .object(output)
    }

    private mutating func shadows(_ node: SourceNode) throws(Problem) -> OutputJSON {
        if let list = node.array {
            guard !list.isEmpty else { throw Problem(message: "a shadow list is empty") }
            var shadows: [OutputJSON] = []
            for element in list {
                if let alias = try keptAlias(element, fitting: [.shadow]) { shadows.append(alias.value) } else { shadows.append(try shadow(try substituted(element))) }
            }
            return shadows.count == 1 ? shadows[0] : .array(shadows)
        }
        if let text = node.string {
            let parts = CSSValues.splitTopLevel(text)
            var shadows: [OutputJSON] = []
            for part in parts { shadows.append(try cssShadow(part)) }
            return shadows.count == 1 ? shadows[0] : .array(shadows)
        }
        return try shadow(node)
    }

    private mutating func shadow(_ node: SourceNode) throws(Problem) -> OutputJSON {
        if let text = node.string { return try cssShadow(text) }
        guard let members = node.object else { throw Problem(message: "a shadow must be an object, not \(node.kindDescription)") }
        let zero = SourceNode(.number(0), at: node.location)
        guard let color = members["color"] else { throw Problem(message: "the shadow has no color") }
        let x = members["offsetX"] ?? members["x"] ?? zero
        let y = members["offsetY"] ?? members["y"] ?? zero
        var inset = false
        if let type = members["type"]?.string {
            guard ["dropShadow", "innerShadow"].contains(type) else { throw Problem(message: "the shadow type '\(type)' is not dropShadow or innerShadow") }
            inset = type == "innerShadow"
        }
        if case .bool(let flag) = members["inset"]?.value { inset = flag }
        for key in members.keys where !["color", "offsetX", "offsetY", "x", "y", "blur", "spread", "type", "inset"].contains(key) {
            notes.append("the shadow's \(key) is not carried over: a DTCG shadow has no \(key)")
        }
        var output: [(String, OutputJSON)] = [
            ("color", try member(color, as: .color)),
            ("offsetX", try member(x, as: .dimension)),
            ("offsetY", try member(y, as: .dimension)),
            ("blur", try member(members["blur"] ?? zero, as: .dimension)),
            ("spread", try member(members["spread"] ?? zero, as: .dimension)),
        ]
        if inset { output.append(("inset", .bool(true))) }
        return .object(output)
    }

    /// `[inset] x y [blur [spread]] color`, in either order of lengths and color.
    private mutating func cssShadow(_ text: String) throws(Problem) -> OutputJSON {
        var lengths: [SourceNode] = []
        var color: SourceNode?
        var inset = false
        let location = SourceLocation(file: "", line: 1, column: 1)
        for word in CSSValues.words(text) {
            if word == "inset" { inset = true } else if CSSValues.quantity(word) != nil { lengths.append(SourceNode(.string(word), at: location)) } else if color == nil { color = SourceNode(.string(word), at: location) } else {
                throw Problem(message: "'\(text)' is not a CSS shadow convert reads")
            }
        }
        guard (2...4).contains(lengths.count), let color else { throw Problem(message: "'\(text)' is not a CSS shadow (x y [blur [spread]] color)") }
        let zero = SourceNode(.number(0), at: location)
        var output: [(String, OutputJSON)] = [
            ("color", try self.color(color)),
            ("offsetX", try dimension(lengths[0])),
            ("offsetY", try dimension(lengths[1])),
            ("blur", try dimension(lengths.count > 2 ? lengths[2] : zero)),
            ("spread", try dimension(lengths.count > 3 ? lengths[3] : zero)),
        ]
        if inset { output.append(("inset", .bool(true))) }
        return .object(output)
    }

    private mutating func border(_ node: SourceNode) throws(Problem) -> OutputJSON {
        if let text = node.string {
            var width: SourceNode?, style: SourceNode?, color: SourceNode?
            let location = node.location
            for word in CSSValues.words(text) {
                if CSSValues.quantity(word) != nil, width == nil { width = SourceNode(.string(word), at: location) } else if ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"].contains(word), style == nil {
                    style = SourceNode(.string(word), at: location)
                } else if color == nil { color = SourceNode(.string(word), at: location) } else { throw Problem(message: "'\(text)' is not a CSS border convert reads") }
            }
            guard let width, let style, let color else { throw Problem(message: "the border '\(text)' needs a width, a style and a color") }
            return .object([("color", try self.color(color)), ("width", try dimension(width)), ("style", try strokeStyle(style))])
        }
        guard let members = node.object else { throw Problem(message: "a border must be an object or CSS text, not \(node.kindDescription)") }
        for key in ["color", "width", "style"] where members[key] == nil { throw Problem(message: "the border has no \(key)") }
        return .object([
            ("color", try member(members["color"]!, as: .color)),
            ("width", try member(members["width"]!, as: .dimension)),
            ("style", try member(members["style"]!, as: .strokeStyle)),
        ])
    }

    private mutating func transition(_ node: SourceNode) throws(Problem) -> OutputJSON {
        guard let members = node.object, let length = members["duration"], let timing = members["timingFunction"] else {
            throw Problem(message: "a transition must be an object with duration and timingFunction")
        }
        return .object([
            ("duration", try member(length, as: .duration)),
            ("delay", try member(members["delay"] ?? SourceNode(.string("0ms"), at: node.location), as: .duration)),
            ("timingFunction", try member(timing, as: .cubicBezier)),
        ])
    }

    private mutating func gradient(_ node: SourceNode) throws(Problem) -> OutputJSON {
        if let text = node.string {
            throw Problem(message: "the CSS gradient '\(text)' cannot be carried over: a DTCG gradient has no angle or shape")
        }
        guard let list = node.array, !list.isEmpty else { throw Problem(message: "a gradient must be a list of {color, position} stops") }
        var stops: [OutputJSON] = []
        for stop in list {
            guard let color = stop["color"], let position = stop["position"] else { throw Problem(message: "a gradient stop needs color and position") }
            stops.append(.object([("color", try member(color, as: .color)), ("position", .number(try number(try substituted(position))))]))
        }
        return .array(stops)
    }
}
