/// The `$type` of a token that has none, when its value's shape leaves one answer: a
/// `{colorSpace, components}` object can only be a color, `{value, unit: "ms"}` only a
/// duration, an array of four numbers only a cubic Bézier, the string `"8px"` only a
/// dimension and `"rgba(0, 0, 0, 0.5)"` only a color.
///
/// Only `--compat` infers a type, with one warning per file (``Deviation/inferredType``);
/// `--strict` keeps the error and says what `--compat` would read. A value that fits no type
/// or more than one (a bare number is a dimension or a number, `"auto"` or `"50%"` anything) is
/// never guessed: it keeps the "has no $type" error.
package enum TypeInference {
    // MARK: - Properties

    private static let colorMembers: Set<String> = ["colorSpace", "components", "alpha", "hex"]
    private static let typographyMembers: Set<String> = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
    private static let shadowMembers: Set<String> = ["color", "offsetX", "offsetY", "blur", "spread", "inset"]
    private static let dimensionUnits: Set<String> = Set(Dimension.Unit.allCases.map(\.rawValue)).union(["pt", "dp"])
    private static let durationUnits: Set<String> = Set(TokenDuration.Unit.allCases.map(\.rawValue))

    // MARK: - Inferring

    /// The type of `definition`, whose value (its references followed) is `value`, when it
    /// has no `$type` of its own or from a group: under `--compat`, the one type the value's
    /// shape fits, counted as a deviation; otherwise `nil` after reporting why there is none.
    static func type(of definition: TokenDefinition, value: SourceNode, log: inout DiagnosticLog) -> TokenType? {
        // A `$type` that is no type was reported where it was read.
        guard !definition.hasInvalidType else { return nil }
        let problem = "token '\(definition.path)' has no $type, and neither has any group around it"
        guard let type = shapeType(of: value) else {
            if log.mode == .compat {
                // Kong's untyped `"50%"`, `"normal"` or CSS shadow text: no one type to read it as.
                log.warning("token '\(definition.path)' left out (--compat): it has no $type, neither has any group around it, "
                    + "and its value fits no one type", at: definition.location)
            } else {
                log.error(problem, at: definition.location)
            }
            return nil
        }
        let inferred = "\(problem); its value fits one type only, \(type.rawValue), as which --compat reads it"
        return log.deviation(.inferredType, inferred, at: definition.location) ? type : nil
    }

    /// The one type whose values have the shape of `node`; `nil` when it fits none or
    /// several.
    package static func shapeType(of node: SourceNode) -> TokenType? {
        switch node.value {
        case .object(let members): objectType(members: Set(members.keys), node: node)
        case .array(let elements): arrayType(elements)
        case .string(let text): stringType(text)
        case .number, .bool, .null: nil
        }
    }

    // MARK: - Private

    private static func objectType(members keys: Set<String>, node: SourceNode) -> TokenType? {
        if keys.isSuperset(of: ["colorSpace", "components"]), keys.isSubset(of: colorMembers) { return .color }
        if keys == ["value", "unit"], node.object?["value"]?.number != nil, let unit = node.object?["unit"]?.string {
            if durationUnits.contains(unit) { return .duration }
            return dimensionUnits.contains(unit) ? .dimension : nil
        }
        // No other type has a font family and size; compat reads extra CSS properties beside.
        if keys.isSuperset(of: ["fontFamily", "fontSize"]) { return .typography }
        if isShadow(keys) { return .shadow }
        if keys == ["color", "width", "style"] { return .border }
        if keys == ["duration", "delay", "timingFunction"] { return .transition }
        if keys == ["dashArray", "lineCap"] { return .strokeStyle }
        return nil
    }

    /// A CSS length in px or rem is a dimension, a time in ms or s a duration, a CSS color
    /// a color: what Style Dictionary's untyped tokens (Kong's `"8px"`) plainly mean. Any
    /// other text (`"auto"`, `"50%"`, a font name) fits several types or none.
    private static func stringType(_ text: String) -> TokenType? {
        if let quantity = CSSValues.quantity(text) {
            switch quantity.unit {
            case "px", "rem": return .dimension
            case "ms", "s": return .duration
            default: return nil
            }
        }
        return CSSValues.color(text) == nil ? nil : .color
    }

    private static func arrayType(_ elements: [SourceNode]) -> TokenType? {
        if elements.count == 4, elements.allSatisfy({ $0.number != nil }) { return .cubicBezier }
        guard !elements.isEmpty else { return nil }
        let shapes = elements.map { element in element.object.map { Set($0.keys) } }
        if shapes.allSatisfy({ $0 == ["color", "position"] }) { return .gradient }
        if shapes.allSatisfy({ $0.map(isShadow) ?? false }) { return .shadow }
        return nil
    }

    /// A shadow has a color and both offsets, and nothing a shadow has not.
    private static func isShadow(_ keys: Set<String>) -> Bool {
        keys.isSuperset(of: ["color", "offsetX", "offsetY"]) && keys.isSubset(of: shadowMembers)
    }
}
