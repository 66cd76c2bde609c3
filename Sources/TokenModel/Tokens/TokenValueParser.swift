import Foundation
import OrderedCollections

/// Turns a `$value` whose references are already substituted into a typed ``TokenValue``,
/// checking it against DTCG 2025.10. Each problem is reported with the token's path and the
/// location of the offending part.
package struct TokenValueParser {
    // MARK: - Properties

    let path: TokenPath

    // Built once: a color is the most common composite value.
    private static let colorMembers = ["colorSpace", "components"]
    private static let optionalColorMembers = ["alpha", "hex"]

    // MARK: - Parsing

    /// The value of type `type` that `node` describes, or `nil` after reporting why not.
    package static func parse(_ node: SourceNode, as type: TokenType, path: TokenPath, log: inout DiagnosticLog) -> TokenValue? {
        TokenValueParser(path: path).parse(node, as: type, log: &log)
    }

    // MARK: - Private: dispatch

    private func parse(_ node: SourceNode, as type: TokenType, log: inout DiagnosticLog) -> TokenValue? {
        switch type {
        case .color: color(node, log: &log).map(TokenValue.color)
        case .dimension: dimension(node, log: &log).map(TokenValue.dimension)
        case .fontFamily: fontFamily(node, log: &log).map(TokenValue.fontFamily)
        case .fontWeight: fontWeight(node, log: &log).map(TokenValue.fontWeight)
        case .duration: duration(node, log: &log).map(TokenValue.duration)
        case .number: number(node, field: nil, log: &log).map(TokenValue.number)
        case .typography: typography(node, log: &log).map(TokenValue.typography)
        case .cubicBezier: cubicBezier(node, log: &log).map(TokenValue.cubicBezier)
        case .strokeStyle: strokeStyle(node, log: &log).map(TokenValue.strokeStyle)
        case .border: border(node, log: &log).map(TokenValue.border)
        case .transition: transition(node, log: &log).map(TokenValue.transition)
        case .shadow: shadows(node, log: &log).map(TokenValue.shadow)
        case .gradient: gradient(node, log: &log).map(TokenValue.gradient)
        case .string: .string(node.string ?? node.compactJSON)
        }
    }

    // MARK: - Private: shared shapes

    func fail<T>(_ message: String, at node: SourceNode, log: inout DiagnosticLog) -> T? {
        log.error("token '\(path)': \(message)", at: node.location)
        return nil
    }

    /// A value that means something CSS computes (`calc()`, a percentage of an unknown
    /// base, a relative color, `light-dark()`) and that cannot be honoured exactly: an error
    /// in strict mode; `--compat` leaves just this token out with a located warning saying
    /// why, rather than guess.
    func leaveOut<T>(_ why: String, at node: SourceNode, log: inout DiagnosticLog) -> T? {
        if log.mode == .compat {
            log.warning("token '\(path)' left out (--compat): \(why)", at: node.location)
        } else {
            log.error("token '\(path)': \(why); --compat leaves the token out with a warning", at: node.location)
        }
        return nil
    }

    /// CSS's transition properties that DTCG's transition does not have or names otherwise.
    static let cssTransitionProperties: Set<String> = ["property", "behavior", "timing-function", "iteration-count"]

    /// CSS keywords that stand for a value taken from elsewhere, or for none.
    static let cssWideKeywords: Set<String> = ["inherit", "initial", "unset", "revert", "none", "currentcolor"]

    /// Whether `text` is a CSS function or expression (`calc(…)`, `oklch(from …)`,
    /// `var(--x)`) rather than a plain value.
    static func isCSSExpression(_ text: String) -> Bool {
        text.contains("(") && text.hasSuffix(")")
    }

    /// The members of an object value that must have `required` members and may have
    /// `optional` ones; any other member is an error.
    func members(
        _ node: SourceNode, of what: String, required: [String], optional: [String] = [], log: inout DiagnosticLog
    ) -> OrderedDictionary<String, SourceNode>? {
        guard let members = node.object else {
            return fail("a \(what) value must be an object, not \(node.kindDescription)", at: node, log: &log)
        }
        var complete = true
        for key in required where members[key] == nil {
            log.error("token '\(path)': a \(what) value needs '\(key)'", at: node.location)
            complete = false
        }
        for (key, value) in members where !required.contains(key) && !optional.contains(key) {
            log.error("token '\(path)': a \(what) value has no property '\(key)'", at: value.location)
            complete = false
        }
        return complete ? members : nil
    }

    func number(_ node: SourceNode, field: String?, log: inout DiagnosticLog) -> Double? {
        guard let number = node.number else {
            let name = field.map { "'\($0)'" } ?? "the value"
            if let text = node.string {
                // Paragon's "1.5" line height and "1070" z-index: the number itself, as text.
                if let number = Self.plainNumber(text) {
                    let problem = "token '\(path)': \(name) must be a number, not the string \"\(text)\""
                    return log.deviation(.numberString, problem, at: node.location) ? number : nil
                }
                if field == nil, log.mode == .compat {
                    return leaveOut("its number is the text \"\(text)\", which is no number", at: node, log: &log)
                }
            }
            return fail("\(name) must be a number, not \(node.kindDescription)", at: node, log: &log)
        }
        return number
    }

    /// `"1.5"`, `".3"`, `"1070"`: a decimal number and nothing else; `nil` for `"1px"`.
    static func plainNumber(_ text: String) -> Double? {
        guard let quantity = CSSValues.quantity(text), quantity.unit.isEmpty else { return nil }
        return quantity.value
    }

    /// A `{value, unit}` object, the shape of dimensions and durations, in one of `units`.
    func measure<Unit: RawRepresentable & Equatable>(
        _ node: SourceNode, of what: String, units: [Unit], log: inout DiagnosticLog
    ) -> (value: Double, unit: Unit)? where Unit.RawValue == String {
        guard let members = members(node, of: what, required: ["value", "unit"], log: &log),
              let value = number(members["value"]!, field: "value", log: &log)
        else { return nil }
        let unitNode = members["unit"]!
        guard let unitName = unitNode.string, let unit = Unit(rawValue: unitName), units.contains(unit) else {
            let names = units.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
            return fail("a \(what)'s unit must be \(names)", at: unitNode, log: &log)
        }
        return (value, unit)
    }

    // MARK: - Private: simple types

    private func color(_ node: SourceNode, log: inout DiagnosticLog) -> Color? {
        if let text = node.string {
            let problem = "token '\(path)': a color value must be an object with colorSpace and components, not the string \"\(text)\""
            if let color = Color(hexString: text) {
                return log.deviation(.hexColor, problem, at: node.location) ? color : nil
            }
            // rgb(), hsl() and named colors as CSS reads them (Style Dictionary passes them through).
            if Self.cssWideKeywords.contains(text.lowercased()) {
                // Paragon's "inherit": a color taken from the element, none of its own.
                return leaveOut("its color \"\(text)\" is a CSS keyword that names no color of its own", at: node, log: &log)
            }
            if Self.isCSSExpression(text), CSSValues.color(text) == nil {
                return leaveOut("its color \"\(text)\" is a CSS expression that cannot be computed exactly here", at: node, log: &log)
            }
            guard let css = CSSValues.color(text) else {
                return fail(String(problem.dropFirst("token '\(path)': ".count)), at: node, log: &log)
            }
            let color = Color(red: css.red, green: css.green, blue: css.blue, alpha: css.alpha)
            return log.deviation(.cssColor, problem, at: node.location) ? color : nil
        }
        if let list = node.array, list.count >= 2 {
            // Red Hat's `[on-light, on-dark]` (CSS light-dark()) or a color per surface: which
            // of the design system's themes each is for is not said, so none can be given exactly.
            return leaveOut("its color is a list of \(list.count) colors, one per surface (CSS light-dark()), which maps to no theme of this design system exactly", at: node, log: &log)
        }
        if let members = node.object, !members.isEmpty, Set(members.keys).isSubset(of: ["top", "right", "bottom", "left"]) {
            // Paragon's border colors, one per side: four colors, not one.
            return leaveOut("its color is one per side (\(members.keys.joined(separator: ", "))), which one color cannot hold", at: node, log: &log)
        }
        // One pass over the members finds each; `members` reports what is missing or extra.
        var spaceNode: SourceNode?, componentsNode: SourceNode?, alphaNode: SourceNode?, hexNode: SourceNode?
        var hasOtherMembers = false
        for (key, value) in node.object ?? [:] {
            switch key {
            case "colorSpace": spaceNode = value
            case "components": componentsNode = value
            case "alpha": alphaNode = value
            case "hex": hexNode = value
            default: hasOtherMembers = true
            }
        }
        guard let spaceNode, let componentsNode, !hasOtherMembers else {
            _ = members(node, of: "color", required: Self.colorMembers, optional: Self.optionalColorMembers, log: &log)
            return nil
        }
        guard let spaceName = spaceNode.string, let space = ColorSpace(rawValue: spaceName) else {
            let known = ColorSpace.allCases.map(\.rawValue).joined(separator: ", ")
            return fail("unknown color space \(spaceNode.string.map { "'\($0)'" } ?? spaceNode.kindDescription); DTCG 2025.10 knows \(known)", at: spaceNode, log: &log)
        }
        guard let list = componentsNode.array else {
            return fail("'components' must be an array of three numbers, not \(componentsNode.kindDescription)", at: componentsNode, log: &log)
        }
        guard list.count == 3 else {
            return fail("'components' must hold exactly three values for \(space.rawValue), not \(list.count)", at: componentsNode, log: &log)
        }
        var components: [Double?] = []
        components.reserveCapacity(3)
        for component in list {
            if component.string == "none" {
                components.append(nil)
                continue
            }
            guard let value = component.number else {
                return fail("a color component must be a number or \"none\", not \(component.kindDescription)", at: component, log: &log)
            }
            if let problem = space.problem(withComponent: components.count, value: value) {
                return fail("\(space.rawValue): \(problem)", at: component, log: &log)
            }
            components.append(value)
        }
        var alpha = 1.0
        if let alphaNode {
            guard let value = number(alphaNode, field: "alpha", log: &log) else { return nil }
            guard (0...1).contains(value) else { return fail("'alpha' must be from 0 to 1, not \(value.shortestText)", at: alphaNode, log: &log) }
            alpha = value
        }
        var fallback: (hex: String, node: SourceNode)?
        if let hexNode {
            let problem = "'hex' must be a string \"#rrggbb\" (six hex digits; alpha goes in 'alpha')"
            guard let hex = hexNode.string, hex.first == "#", hex.dropFirst().allSatisfy({ $0.isASCII && $0.isHexDigit }) else {
                return fail(problem, at: hexNode, log: &log)
            }
            if hex.count != 7 {
                guard hex.count == 4, log.deviation(.hexColor, "token '\(path)': \(problem), not \"\(hex)\"", at: hexNode.location) else {
                    return hex.count == 4 ? nil : fail(problem, at: hexNode, log: &log)
                }
            }
            fallback = (hex, hexNode)
        }
        let (color, clipped) = space.toSRGB(components, alpha: alpha)
        if let fallback, space == .srgb, !checkHex(fallback.hex, agreesWith: color, components: components, at: fallback.node, log: &log) {
            return nil
        }
        if clipped {
            log.warning("token '\(path)': the \(space.rawValue) color lies outside sRGB; it is drawn clipped to \(color.hexString)", at: node.location)
        }
        // Kept for CSS's color(display-p3 …); the other spaces are sRGB to every output.
        return space == .displayP3 ? color.authored(as: AuthoredColor(colorSpace: space, components: components)) : color
    }

    /// Whether an sRGB color's `hex` fallback agrees with its components (to 1 in 255 per
    /// channel, as tools round differently); a disagreement (a user edited only `hex`) is a
    /// warning naming both, under `--strict` an error. The components win: DTCG makes hex a
    /// fallback. Only sRGB is checked: there hex says the same exactly, while for other
    /// spaces DTCG leaves open how hex approximates them (its own examples map naively).
    /// - Returns: whether the color may be read.
    private func checkHex(
        _ hex: String, agreesWith color: Color, components: [Double?],
        at node: SourceNode, log: inout DiagnosticLog
    ) -> Bool {
        guard let written = Color(hexString: hex) else { return true }
        let channels = { (color: Color) in [color.red, color.green, color.blue].map { ($0 * 255).rounded() } }
        guard zip(channels(written), channels(color)).contains(where: { abs($0 - $1) > 1 }) else { return true }
        let listed = components.map { $0.map(\.shortestText) ?? "none" }.joined(separator: ", ")
        let message = "token '\(path)': 'hex' \(hex) disagrees with 'components' [\(listed)], "
            + "which are \(color.withAlpha(1).hexString); the components win, as DTCG makes hex only a fallback"
        guard log.mode == .compat else {
            log.error("\(message) (--compat accepts it)", at: node.location)
            return false
        }
        log.warning(message, at: node.location)
        return true
    }

    func fontFamily(_ node: SourceNode, log: inout DiagnosticLog) -> [String]? {
        if let family = node.string { return names(of: family, at: node, log: &log) }
        guard let list = node.array, !list.isEmpty else {
            return fail("a font family must be a string or a non-empty array of strings", at: node, log: &log)
        }
        var families: [String] = []
        for element in list {
            guard let family = element.string else {
                return fail("a font family list must hold only strings", at: element, log: &log)
            }
            families += names(of: family, at: element, log: &log)
        }
        return families
    }

    /// The family names one string gives. Strictly a string is one name, commas and all;
    /// real systems write CSS stacks there (Primer: `["-apple-system, 'Segoe UI', …"]`),
    /// which `--compat` reads as the list they mean.
    private func names(of family: String, at node: SourceNode, log: inout DiagnosticLog) -> [String] {
        guard log.mode == .compat, family.contains(","), let stack = Self.cssFontStack(family),
              log.deviation(.cssFontStack, "a font family '\(family)' written as a CSS font stack", at: node.location) else {
            return [family]
        }
        return stack
    }

    /// `'Inter', "SF Pro", sans-serif` as `["Inter", "SF Pro", "sans-serif"]`: split at commas
    /// outside quotes, each name trimmed and unquoted; `nil` when a name is left empty.
    static func cssFontStack(_ text: String) -> [String]? {
        var names: [String] = []
        var current = ""
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "," {
                names.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        names.append(current.trimmingCharacters(in: .whitespaces))
        return names.contains(where: \.isEmpty) ? nil : names
    }

    func fontWeight(_ node: SourceNode, log: inout DiagnosticLog) -> FontWeight? {
        if let name = node.string {
            if FontWeight.namedWeights[name] == nil, let number = Self.plainNumber(name), number >= 1, number <= 1000, number == number.rounded() {
                // Paragon's "400": the weight's number, as text.
                let problem = "token '\(path)': a font weight must be a number or a name, not the string \"\(name)\""
                return log.deviation(.numberString, problem, at: node.location) ? FontWeight(Int(number)) : nil
            }
            if FontWeight.namedWeights[name] == nil, ["lighter", "bolder"].contains(name) || Self.cssWideKeywords.contains(name) {
                // Paragon's "lighter", "bolder", "inherit": relative to the parent's weight.
                return leaveOut("its font weight \"\(name)\" is relative to the surrounding text's, no weight of its own", at: node, log: &log)
            }
            guard let value = FontWeight.namedWeights[name] else {
                return fail("'\(name)' is not a font weight name (names are lower case: regular, medium, bold, …)", at: node, log: &log)
            }
            return FontWeight(value)
        }
        guard let value = number(node, field: "fontWeight", log: &log) else { return nil }
        guard value >= 1, value <= 1000 else {
            return fail("a font weight must be from 1 to 1000, not \(value.shortestText)", at: node, log: &log)
        }
        return FontWeight(Int(value))
    }

    private func cubicBezier(_ node: SourceNode, log: inout DiagnosticLog) -> CubicBezier? {
        guard let list = node.array, list.count == 4 else {
            return fail("a cubic Bézier must be an array of four numbers [x1, y1, x2, y2]", at: node, log: &log)
        }
        var values: [Double] = []
        for (index, element) in list.enumerated() {
            guard let value = number(element, field: ["x1", "y1", "x2", "y2"][index], log: &log) else { return nil }
            if index % 2 == 0, !(0...1).contains(value) {
                return fail("a cubic Bézier's x values must be from 0 to 1, not \(value.shortestText)", at: element, log: &log)
            }
            values.append(value)
        }
        return CubicBezier(x1: values[0], y1: values[1], x2: values[2], y2: values[3])
    }

    private func strokeStyle(_ node: SourceNode, log: inout DiagnosticLog) -> StrokeStyle? {
        if let name = node.string {
            guard let keyword = StrokeStyle.Keyword(rawValue: name) else {
                let known = StrokeStyle.Keyword.allCases.map(\.rawValue).joined(separator: ", ")
                return fail("'\(name)' is not a stroke style; use one of \(known) or {dashArray, lineCap}", at: node, log: &log)
            }
            return .keyword(keyword)
        }
        guard let members = members(node, of: "strokeStyle", required: ["dashArray", "lineCap"], log: &log) else { return nil }
        let dashNode = members["dashArray"]!
        guard let dashList = dashNode.array, !dashList.isEmpty else {
            return fail("'dashArray' must be a non-empty array of dimensions", at: dashNode, log: &log)
        }
        guard dashList.count <= ValueLimits.largestDashCount else {
            return tooMany(dashList.count, "entries", in: "a stroke style's 'dashArray'", limit: ValueLimits.largestDashCount, at: dashNode, log: &log)
        }
        var dashes: [Dimension] = []
        for dash in dashList {
            guard let dimension = dimension(dash, log: &log) else { return nil }
            dashes.append(dimension)
        }
        let capNode = members["lineCap"]!
        guard let capName = capNode.string, let cap = StrokeStyle.LineCap(rawValue: capName) else {
            return fail("'lineCap' must be \"round\", \"butt\" or \"square\"", at: capNode, log: &log)
        }
        return .dashes(dashArray: dashes, lineCap: cap)
    }

    // MARK: - Private: composite types

    private func border(_ node: SourceNode, log: inout DiagnosticLog) -> Border? {
        guard let members = members(node, of: "border", required: ["color", "width", "style"], log: &log),
              let color = color(members["color"]!, log: &log),
              let width = dimension(members["width"]!, log: &log),
              let style = strokeStyle(members["style"]!, log: &log)
        else { return nil }
        return Border(color: color, width: width, style: style)
    }

    private func transition(_ node: SourceNode, log: inout DiagnosticLog) -> Transition? {
        // Paragon's CSS transitions: "none", one per CSS property in a list, or naming the
        // property and behavior, none of which a DTCG transition holds.
        if let text = node.string, Self.cssWideKeywords.contains(text.lowercased()) {
            return leaveOut("its transition is the CSS keyword \"\(text)\", which no DTCG transition value says", at: node, log: &log)
        }
        if let list = node.array {
            return leaveOut("its transition is a list of \(list.count) CSS transitions, which one DTCG transition cannot hold", at: node, log: &log)
        }
        if let members = node.object, !Set(members.keys).isSubset(of: ["duration", "delay", "timingFunction"]),
           !Set(members.keys).isDisjoint(with: Self.cssTransitionProperties) {
            let named = members.keys.filter(Self.cssTransitionProperties.contains).joined(separator: ", ")
            return leaveOut("its transition is written with CSS's properties (\(named)), which a DTCG transition cannot hold", at: node, log: &log)
        }
        guard let members = members(node, of: "transition", required: ["duration", "delay", "timingFunction"], log: &log),
              let length = duration(members["duration"]!, log: &log),
              let delay = duration(members["delay"]!, log: &log),
              let timing = cubicBezier(members["timingFunction"]!, log: &log)
        else { return nil }
        return Transition(duration: length, delay: delay, timingFunction: timing)
    }

    private func shadows(_ node: SourceNode, log: inout DiagnosticLog) -> [Shadow]? {
        if let text = node.string, Self.cssWideKeywords.contains(text.lowercased()) {
            // Paragon's box-shadow "none": no shadow, which a DTCG shadow cannot say.
            return leaveOut("its shadow is the CSS keyword \"\(text)\", which no DTCG shadow value says", at: node, log: &log)
        }
        guard let list = node.array else { return shadow(node, log: &log).map { [$0] } }
        guard !list.isEmpty else { return fail("a shadow list must not be empty", at: node, log: &log) }
        guard list.count <= ValueLimits.largestShadowLayerCount else {
            return tooMany(list.count, "layers", in: "a shadow", limit: ValueLimits.largestShadowLayerCount, at: node, log: &log)
        }
        var shadows: [Shadow] = []
        for element in list {
            guard let shadow = shadow(element, log: &log) else { return nil }
            shadows.append(shadow)
        }
        return shadows
    }

    private func shadow(_ node: SourceNode, log: inout DiagnosticLog) -> Shadow? {
        guard let members = members(node, of: "shadow", required: ["color", "offsetX", "offsetY", "blur"], optional: ["spread", "inset"], log: &log),
              let color = color(members["color"]!, log: &log),
              let offsetX = dimension(members["offsetX"]!, log: &log),
              let offsetY = dimension(members["offsetY"]!, log: &log),
              let blur = dimension(members["blur"]!, log: &log)
        else { return nil }
        // Real systems (Style Dictionary's own DTCG example) leave out a spread of 0.
        let spread: Dimension
        if let spreadNode = members["spread"] {
            guard let value = dimension(spreadNode, log: &log) else { return nil }
            spread = value
        } else {
            guard log.deviation(.shadowWithoutSpread, "token '\(path)': a shadow value needs 'spread'", at: node.location) else { return nil }
            spread = Dimension(0)
        }
        var inset = false
        if let insetNode = members["inset"] {
            if insetNode.string == "inset" {
                // Paragon's `"inset": "inset"`: CSS's keyword for an inner shadow.
                guard log.deviation(.insetKeyword, "token '\(path)': 'inset' must be true or false, not the string \"inset\"", at: insetNode.location) else {
                    return nil
                }
                return Shadow(color: color, offsetX: offsetX, offsetY: offsetY, blur: blur, spread: spread, inset: true)
            }
            guard case .bool(let value) = insetNode.value else {
                return fail("'inset' must be true or false, not \(insetNode.kindDescription)", at: insetNode, log: &log)
            }
            inset = value
        }
        return Shadow(color: color, offsetX: offsetX, offsetY: offsetY, blur: blur, spread: spread, inset: inset)
    }

    private func gradient(_ node: SourceNode, log: inout DiagnosticLog) -> Gradient? {
        guard let list = node.array, !list.isEmpty else {
            return fail("a gradient must be a non-empty array of {color, position} stops", at: node, log: &log)
        }
        guard list.count <= ValueLimits.largestGradientStopCount else {
            return tooMany(list.count, "stops", in: "a gradient", limit: ValueLimits.largestGradientStopCount, at: node, log: &log)
        }
        var stops: [Gradient.Stop] = []
        for element in list {
            guard let members = members(element, of: "gradient stop", required: ["color", "position"], log: &log),
                  let color = color(members["color"]!, log: &log),
                  let position = number(members["position"]!, field: "position", log: &log)
            else { return nil }
            if !(0...1).contains(position) {
                // DTCG 2025.10: a position outside [0, 1] is read as if clamped to it.
                let clamped = min(max(position, 0), 1)
                log.warning("token '\(path)': the gradient stop position \(position.shortestText) lies outside 0…1; "
                            + "it is read as \(clamped.shortestText), as DTCG clamps it", at: members["position"]!.location)
            }
            stops.append(Gradient.Stop(color: color, position: position))
        }
        return Gradient(stops: stops)
    }

    /// The error for a list of `count` `items` in `what`, longer than `limit`: each entry
    /// costs the generated Swift's type check and the renderer, so the bound is fixed
    /// (``ValueLimits``).
    private func tooMany<T>(_ count: Int, _ items: String, in what: String, limit: Int, at node: SourceNode, log: inout DiagnosticLog) -> T? {
        fail("\(what) may have at most \(limit) \(items), not \(count) (dscompile's limit, far above what design systems use)", at: node, log: &log)
    }
}
