import TokenModel

/// Typography, shadows, borders, transitions and gradients: each member converted on its
/// own, so each may stay a reference.
extension ValueConverter {
    // MARK: - Composite values

    /// A member of a composite value: a kept reference when it names a token carried over
    /// with a fitting type, else the value converted as `kind`.
    mutating func member(_ node: SourceNode, as kind: SourceKind) throws(Problem) -> OutputJSON {
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

    mutating func typography(_ node: SourceNode) throws(Problem) -> OutputJSON {
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
        // The font size, for what is relative to it; nil when it has no exact length.
        var fontSize: CSSValues.Quantity?
        if var size = try? quantity(try substituted(fontSizeNode), of: "font size") {
            if size.unit.isEmpty, unitlessLength != .refused { size.unit = unitlessLength == .rem ? "rem" : "px" }
            if size.unit == "px" || size.unit == "rem" { fontSize = size }
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
            // The same rule whichever way the number arrives: a `number` token of 24 too.
            if format == .tokensStudio, let multiple = try substituted(heightNode).number ?? (try? quantity(substituted(heightNode), of: "line height"))?.value {
                noteImplausibleLineHeight(multiple)
            }
        } else {
            output.append(("lineHeight", .number(try typographyLineHeight(try substituted(heightNode), fontSize: fontSize))))
        }
        return .object(output)
    }

    /// A typography's line height as the multiple of its font size DTCG requires: by the rule
    /// of ``lineHeight(_:)`` (a percentage or plain number is a multiple), and a length divided
    /// by the font size in the same unit (CSS's line box: `24px` on a 16px font is 1.5).
    mutating func typographyLineHeight(_ node: SourceNode, fontSize: CSSValues.Quantity?) throws(Problem) -> Double {
        var height = try lineHeightQuantity(node)
        if let multiple = lineHeightMultiple(height) { return multiple }
        if height.unit == "em" { return height.value }
        guard height.unit == "px" || height.unit == "rem" else {
            throw Problem(message: "the line height \(height.value.shortestText)\(height.unit) cannot become the multiple of the font size DTCG requires")
        }
        guard let fontSize, fontSize.value > 0 else {
            throw Problem(message: "the line height \(height.value.shortestText)\(height.unit) needs the font size in px or rem to become the multiple DTCG requires")
        }
        if height.unit != fontSize.unit {
            throw Problem(message: "the line height \(height.value.shortestText)\(height.unit) and the font size \(fontSize.value.shortestText)\(fontSize.unit) are in different units; their ratio depends on the root font size")
        }
        height.value /= fontSize.value
        return height.value
    }

    mutating func shadows(_ node: SourceNode) throws(Problem) -> OutputJSON {
        if let list = node.array {
            guard !list.isEmpty else { throw Problem(message: "a shadow list is empty") }
            var shadows: [OutputJSON] = []
            for element in list {
                // An object's members are converted one by one, so each may stay a reference.
                if let alias = try keptAlias(element, fitting: [.shadow]) {
                    shadows.append(alias.value)
                } else {
                    shadows.append(try shadow(element.object != nil ? element : try substituted(element)))
                }
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

    mutating func shadow(_ node: SourceNode) throws(Problem) -> OutputJSON {
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
    mutating func cssShadow(_ text: String) throws(Problem) -> OutputJSON {
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

    mutating func border(_ node: SourceNode) throws(Problem) -> OutputJSON {
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

    mutating func transition(_ node: SourceNode) throws(Problem) -> OutputJSON {
        guard let members = node.object, let length = members["duration"], let timing = members["timingFunction"] else {
            throw Problem(message: "a transition must be an object with duration and timingFunction")
        }
        return .object([
            ("duration", try member(length, as: .duration)),
            ("delay", try member(members["delay"] ?? SourceNode(.string("0ms"), at: node.location), as: .duration)),
            ("timingFunction", try member(timing, as: .cubicBezier)),
        ])
    }

    mutating func gradient(_ node: SourceNode) throws(Problem) -> OutputJSON {
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
