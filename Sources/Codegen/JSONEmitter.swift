import Foundation
import TokenModel

/// Writes the resolved tokens as JSON, flat, one object per permutation, for tools that
/// read tokens without a DTCG resolver (the preview gallery among them).
///
/// ```json
/// {
///   "permutations": [
///     {
///       "name": "light",
///       "contexts": {"theme":"light"},
///       "default": true,
///       "tokens": {
///         "color.text.error": {
///           "$type": "color",
///           "$value": {"colorSpace":"srgb","components":[0.84,0,0.08],"alpha":1,"hex":"#D70015"},
///           "$description": "Text of validation errors."
///         }
///       }
///     }
///   ]
/// }
/// ```
///
/// Permutations come in the resolver's order, the default first; tokens in source order,
/// keyed by their dotted path; a token's members always in the order `$type`, `$value`,
/// `$description`, `$deprecated` (`true`, or the reason), `$extensions` (as written).
/// Values take the DTCG 2025.10 form with aliases resolved: colors in sRGB, or in
/// display-p3 when written so, with their sRGB hex; lengths in the units written (rem stays
/// rem, in typography too; `--compat`'s em, vw and vh stay so); shadows always as an array. Strings escape `<`, `>`, `&` and the Unicode line
/// separators too, so the file can be inlined into HTML or JavaScript.
package enum JSONEmitter {
    // MARK: - Emitting

    /// The JSON for `system`, ending in a newline.
    package static func emit(_ system: ResolvedDesignSystem) -> String {
        let collector = GeneratedTextCollector()
        emit(system, named: "", to: collector, partSize: .max)
        return collector.files.first?.contents ?? ""
    }

    /// Writes the JSON for `system` as the file `name` into `sink`, a part of about
    /// `partSize` bytes at a time, so the text is never held whole (issue 23's build memory).
    package static func emit(_ system: ResolvedDesignSystem, named name: String, to sink: some GeneratedTextSink,
                            partSize: Int = SwiftEmitter.defaultPartSize) {
        sink.start(name)
        let paths = system.allPaths
        // Written into one string as it goes: joining per-token pieces held the text three
        // times over (issue 23's build memory).
        var out = "{\n  \"permutations\": [\n"
        // A color token takes about 190 bytes. Reserved generously: a string that outgrows
        // its storage moves into one twice the size, holding the text twice meanwhile,
        // while pages reserved and never written take no memory.
        out.reserveCapacity(2 * min(paths.count * system.themes.count * 128, partSize))
        for (position, theme) in system.themes.enumerated() {
            if position > 0 { out += ",\n" }
            out += "    {\n"
            out += "      \"name\": \(string(theme.name)),\n"
            out += "      \"contexts\": \(object(theme.contexts.map { ($0.modifier, string($0.context)) })),\n"
            out += "      \"default\": \(theme == system.defaultTheme),\n"
            out += "      \"tokens\": "
            var first = true
            for path in paths {
                guard let token = system.token(path, in: theme) else { continue }
                out += first ? "{\n        " : ",\n        "
                first = false
                out += string(path.description)
                out += ": "
                out += tokenObject(token, indent: "        ")
                if out.utf8.count >= partSize {
                    sink.append(out, to: name)
                    out.removeAll(keepingCapacity: true)
                }
            }
            out += first ? "{}\n    }" : "\n      }\n    }"
        }
        out += "\n  ]\n}\n"
        sink.append(out, to: name)
    }

    // MARK: - Private: tokens

    private static func tokenObject(_ token: ResolvedToken, indent: String) -> String {
        var members = [("$type", string(token.type.rawValue)), ("$value", value(token.value))]
        if let description = token.definition.description { members.append(("$description", string(description))) }
        if let reason = token.definition.deprecation { members.append(("$deprecated", reason.isEmpty ? "true" : string(reason))) }
        if let extensions = token.definition.extensions { members.append(("$extensions", sourceNode(extensions))) }
        return "{\n" + members.map { "\(indent)  \(string($0.0)): \($0.1)" }.joined(separator: ",\n") + "\n\(indent)}"
    }

    /// `$extensions` as written, but with this file's string escaping.
    private static func sourceNode(_ node: SourceNode) -> String {
        switch node.value {
        case .object(let members): object(members.map { ($0.key, sourceNode($0.value)) })
        case .array(let elements): array(elements.map(sourceNode))
        case .string(let text): string(text)
        case .number(let value): number(value)
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        }
    }

    // MARK: - Private: values

    private static func value(_ value: TokenValue) -> String {
        switch value {
        case .color(let color): colorValue(color)
        case .dimension(let dimension): dimensionValue(dimension)
        case .fontFamily(let families): array(families.map(string))
        case .fontWeight(let weight): String(weight.value)
        case .duration(let duration): durationValue(duration)
        case .number(let amount): number(amount)
        case .typography(let typography):
            object([
                ("fontFamily", array(typography.fontFamily.map(string))),
                ("fontSize", dimensionValue(typography.authoredFontSize)),
                ("fontWeight", String(typography.fontWeight.value)),
                ("letterSpacing", dimensionValue(typography.authoredLetterSpacing)),
            ] + (typography.lineHeight.map { [("lineHeight", number($0))] } ?? []))
        case .cubicBezier(let curve): bezierValue(curve)
        case .strokeStyle(let style): strokeValue(style)
        case .border(let border):
            object([("color", colorValue(border.color)), ("width", dimensionValue(border.width)), ("style", strokeValue(border.style))])
        case .transition(let transition):
            object([("duration", durationValue(transition.duration)), ("delay", durationValue(transition.delay)),
                    ("timingFunction", bezierValue(transition.timingFunction))])
        case .shadow(let shadows):
            array(shadows.map { shadow in
                object([("color", colorValue(shadow.color)), ("offsetX", dimensionValue(shadow.offsetX)),
                        ("offsetY", dimensionValue(shadow.offsetY)), ("blur", dimensionValue(shadow.blur)),
                        ("spread", dimensionValue(shadow.spread)), ("inset", shadow.inset ? "true" : "false")])
            })
        case .gradient(let gradient):
            array(gradient.stops.map { object([("color", colorValue($0.color)), ("position", number($0.position))]) })
        case .string(let text): string(text)
        }
    }

    /// The color as DTCG writes it: in display-p3 when it was written so (the wide-gamut
    /// value kept, `none` as `"none"`), otherwise in sRGB; `hex` is always the sRGB fallback.
    private static func colorValue(_ color: Color) -> String {
        let space: String
        let components: [String]
        if let authored = color.authored, authored.colorSpace == .displayP3 {
            space = authored.colorSpace.rawValue
            components = authored.components.map { $0.map(number) ?? string("none") }
        } else {
            space = ColorSpace.srgb.rawValue
            components = [color.red, color.green, color.blue].map(number)
        }
        return object([
            ("colorSpace", string(space)),
            ("components", array(components)),
            ("alpha", number(color.alpha)),
            ("hex", string(color.withAlpha(1).hexString)),
        ])
    }

    private static func dimensionValue(_ dimension: TokenModel.Dimension) -> String {
        object([("value", number(dimension.value)), ("unit", string(dimension.unit.rawValue))])
    }

    private static func durationValue(_ duration: TokenDuration) -> String {
        object([("value", number(duration.value)), ("unit", string(duration.unit.rawValue))])
    }

    private static func bezierValue(_ curve: CubicBezier) -> String {
        array([curve.x1, curve.y1, curve.x2, curve.y2].map(number))
    }

    private static func strokeValue(_ style: StrokeStyle) -> String {
        switch style {
        case .keyword(let keyword): string(keyword.rawValue)
        case .dashes(let dashes, let cap): object([("dashArray", array(dashes.map(dimensionValue))), ("lineCap", string(cap.rawValue))])
        }
    }

    // MARK: - Private: JSON text

    private static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { "\(string($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }

    private static func array(_ elements: [String]) -> String {
        "[" + elements.joined(separator: ",") + "]"
    }

    private static func number(_ value: Double) -> String {
        SwiftLiteral.number(value.isFinite ? value : 0)
    }

    /// `text` as a JSON string.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            if let escape = shortEscapes[scalar] {
                result += escape
            } else if needsCodeEscape(scalar) {
                result += String(format: "\\u%04x", scalar.value)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private static let shortEscapes: [Unicode.Scalar: String] = ["\"": "\\\"", "\\": "\\\\", "\n": "\\n"]

    /// Control characters must be escaped; `<`, `>`, `&` and the line separators are, so the
    /// text can sit in HTML and JavaScript unchanged.
    private static func needsCodeEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029 || "<>&".unicodeScalars.contains(scalar)
    }
}
