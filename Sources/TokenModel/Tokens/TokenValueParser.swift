import Foundation

/// Turns a `$value` whose aliases are already substituted into a typed ``TokenValue``.
/// Each problem is reported with the token's path and the location of the offending part.
public struct TokenValueParser {
    // MARK: - Properties

    private let path: TokenPath

    // MARK: - Parsing

    /// The value of type `type` that `node` describes, or `nil` after reporting why not.
    public static func parse(_ node: SourceNode, as type: TokenType, path: TokenPath, log: inout DiagnosticLog) -> TokenValue? {
        TokenValueParser(path: path).parse(node, as: type, log: &log)
    }

    // MARK: - Private

    private func parse(_ node: SourceNode, as type: TokenType, log: inout DiagnosticLog) -> TokenValue? {
        switch type {
        case .color: color(node, log: &log).map(TokenValue.color)
        case .dimension: dimension(node, log: &log).map(TokenValue.dimension)
        case .fontFamily: fontFamily(node, log: &log).map(TokenValue.fontFamily)
        case .fontWeight: fontWeight(node, log: &log).map(TokenValue.fontWeight)
        case .duration: duration(node, log: &log).map(TokenValue.duration)
        case .number: number(node, field: nil, log: &log).map(TokenValue.number)
        case .typography: typography(node, log: &log).map(TokenValue.typography)
        case .cubicBezier, .strokeStyle, .border, .transition, .shadow, .gradient:
            fail("the type '\(type.rawValue)' is not supported yet", at: node, log: &log)
        }
    }

    private func fail<T>(_ message: String, at node: SourceNode, log: inout DiagnosticLog) -> T? {
        log.error("token '\(path)': \(message)", at: node.location)
        return nil
    }

    private func object(_ node: SourceNode, of what: String, log: inout DiagnosticLog) -> SourceNode? {
        guard node.object != nil else { return fail("a \(what) value must be an object, not \(node.kindDescription)", at: node, log: &log) }
        return node
    }

    private func member(_ node: SourceNode, _ key: String, of what: String, log: inout DiagnosticLog) -> SourceNode? {
        guard let value = node[key] else { return fail("a \(what) value needs '\(key)'", at: node, log: &log) }
        return value
    }

    private func number(_ node: SourceNode, field: String?, log: inout DiagnosticLog) -> Double? {
        guard let number = node.number else {
            let name = field.map { "'\($0)'" } ?? "the value"
            return fail("\(name) must be a number, not \(node.kindDescription)", at: node, log: &log)
        }
        return number
    }

    private func color(_ node: SourceNode, log: inout DiagnosticLog) -> Color? {
        if let text = node.string {
            let hint = Color(hexString: text) != nil ? " (--compat accepts hex strings)" : ""
            return fail("a color value must be an object with colorSpace and components, not the string \"\(text)\"\(hint)", at: node, log: &log)
        }
        guard let node = object(node, of: "color", log: &log),
              let space = member(node, "colorSpace", of: "color", log: &log),
              let componentsNode = member(node, "components", of: "color", log: &log)
        else { return nil }
        let alpha = node["alpha"].flatMap { number($0, field: "alpha", log: &log) } ?? 1
        guard space.string == "srgb" else {
            if let hex = node["hex"]?.string, let color = Color(hexString: hex) {
                log.warning("token '\(path)': the color space '\(space.string ?? "?")' is not converted yet; drawn from its hex fallback", at: space.location)
                return color.withAlpha(alpha)
            }
            return fail("the color space '\(space.string ?? space.kindDescription)' is not supported yet", at: space, log: &log)
        }
        guard let components = componentsNode.array, components.count == 3 else {
            return fail("'components' must be an array of three numbers", at: componentsNode, log: &log)
        }
        var values: [Double] = []
        for component in components {
            if component.string == "none" { values.append(0); continue }
            guard let value = number(component, field: "components", log: &log) else { return nil }
            values.append(value)
        }
        return Color(red: values[0], green: values[1], blue: values[2], alpha: alpha)
    }

    private func dimension(_ node: SourceNode, log: inout DiagnosticLog) -> Dimension? {
        guard let (value, unit) = measure(node, of: "dimension", units: Dimension.Unit.self, log: &log) else { return nil }
        let dimension = Dimension(value, unit)
        guard dimension.points().isFinite, abs(dimension.points()) <= Self.largestLength else {
            return fail("a dimension must be at most \(Self.largestLength.formatted()) px, not \(dimension)", at: node, log: &log)
        }
        return dimension
    }

    /// The longest length a dimension may give, in points: far beyond any screen, and
    /// small enough that nothing downstream overflows.
    static let largestLength = 1_000_000.0

    private func duration(_ node: SourceNode, log: inout DiagnosticLog) -> TokenDuration? {
        measure(node, of: "duration", units: TokenDuration.Unit.self, log: &log).map { TokenDuration($0.value, $0.unit) }
    }

    /// A `{value, unit}` object, the shape of dimensions and durations.
    private func measure<Unit: RawRepresentable & CaseIterable>(
        _ node: SourceNode, of what: String, units: Unit.Type, log: inout DiagnosticLog
    ) -> (value: Double, unit: Unit)? where Unit.RawValue == String {
        guard let node = object(node, of: what, log: &log),
              let valueNode = member(node, "value", of: what, log: &log),
              let unitNode = member(node, "unit", of: what, log: &log),
              let value = number(valueNode, field: "value", log: &log)
        else { return nil }
        guard let unitName = unitNode.string, let unit = Unit(rawValue: unitName) else {
            let names = Unit.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
            return fail("a \(what)'s unit must be \(names)", at: unitNode, log: &log)
        }
        return (value, unit)
    }

    private func fontFamily(_ node: SourceNode, log: inout DiagnosticLog) -> [String]? {
        if let family = node.string { return [family] }
        guard let list = node.array, !list.isEmpty else {
            return fail("a font family must be a string or a non-empty array of strings", at: node, log: &log)
        }
        var families: [String] = []
        for element in list {
            guard let family = element.string else {
                return fail("a font family list must hold only strings", at: element, log: &log)
            }
            families.append(family)
        }
        return families
    }

    private func fontWeight(_ node: SourceNode, log: inout DiagnosticLog) -> FontWeight? {
        if let name = node.string {
            guard let value = FontWeight.namedWeights[name] else {
                return fail("'\(name)' is not a font weight name (names are lower case: regular, medium, bold, …)", at: node, log: &log)
            }
            return FontWeight(value)
        }
        guard let value = number(node, field: "fontWeight", log: &log) else { return nil }
        guard value >= 1, value <= 1000 else {
            return fail("a font weight must be from 1 to 1000, not \(value.formatted())", at: node, log: &log)
        }
        return FontWeight(Int(value))
    }

    private func typography(_ node: SourceNode, log: inout DiagnosticLog) -> Typography? {
        guard let node = object(node, of: "typography", log: &log) else { return nil }
        let fields = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
        guard let familyNode = member(node, "fontFamily", of: "typography", log: &log),
              let sizeNode = member(node, "fontSize", of: "typography", log: &log),
              let weightNode = member(node, "fontWeight", of: "typography", log: &log),
              let spacingNode = member(node, "letterSpacing", of: "typography", log: &log),
              let lineHeightNode = member(node, "lineHeight", of: "typography", log: &log)
        else { return nil }
        for (key, value) in node.object! where !fields.contains(key) {
            log.error("token '\(path)': a typography value has no property '\(key)'", at: value.location)
        }
        guard let family = fontFamily(familyNode, log: &log),
              let size = dimension(sizeNode, log: &log),
              let weight = fontWeight(weightNode, log: &log),
              let spacing = dimension(spacingNode, log: &log),
              let lineHeight = number(lineHeightNode, field: "lineHeight", log: &log)
        else { return nil }
        guard size.points() > 0 else {
            return fail("a typography's fontSize must be greater than 0", at: sizeNode, log: &log)
        }
        guard lineHeight > 0 else {
            return fail("a typography's lineHeight must be greater than 0 (a multiple of the font size)", at: lineHeightNode, log: &log)
        }
        return Typography(
            fontFamily: family,
            fontSize: size.points(),
            fontWeight: weight,
            letterSpacing: spacing.points(),
            lineHeight: lineHeight
        )
    }
}
