import Foundation
import TokenModel

/// A token file and a style sheet written from fuzz bytes: two tokens of every DTCG type
/// (typography, dimension, shadow, gradient, border, cubic Bézier, duration, transition,
/// number, stroke style, color, font family, font weight), dimensions named so that the
/// gallery draws each as a length, a spacing, a radius and a border width, and styles of
/// the component kinds the bytes select, every property referring to one of those tokens.
///
/// The files go through `DesignSystemLoader` as a user's would, so the gallery gets only
/// what `dscompile validate` accepts: the contract under test. A single refused value fails
/// the whole load, so the values are made within the bounds `validate` checks
/// (``ValueLimits``): lengths within ±1,000,000 px, font sizes and line heights above 0 with
/// a line box within the same bound; everything else (durations, numbers, Bézier y, stop
/// positions, negative and zero lengths, blur, spread) is any finite number. TokenFuzzer
/// fuzzes the refusals.
struct FuzzDesignSystem {
    // MARK: - Properties

    /// `fuzz.tokens.json`.
    private(set) var tokens = ""
    /// `fuzz.styles.yaml`; empty when no kind was selected.
    private(set) var styles = ""

    /// The token types a style property may refer to, each with two tokens `fz.<type>.a|b`.
    private static let types: [TokenType] = [
        .color, .dimension, .fontFamily, .fontWeight, .duration, .cubicBezier, .number,
        .strokeStyle, .border, .transition, .shadow, .gradient, .typography,
    ]
    /// The words that make the gallery draw a dimension as a radius, spacing, border width
    /// or length (Gallery's `DimensionKind`).
    private static let dimensionNames = ["radius", "spacing", "borderWidth", "size"]
    private static let families = [#""Inter""#, #"["Roboto", "sans-serif"]"#, #""DejaVu Sans""#, #""No Such Family""#]

    // MARK: - Initializers

    init(_ input: inout FuzzBytes) {
        var groups: [String] = []
        groups.append(#""colors": { "$type": "color", "background": { "$value": \#(color(&input)) } }"#)
        for type in Self.types {
            let members = ["a", "b"].map { "\"\($0)\": { \"$value\": \(value(of: type, &input)) }" }
            groups.append("\"\(type.rawValue)\": { \"$type\": \"\(type.rawValue)\", \(members.joined(separator: ", ")) }")
        }
        let dimensions = Self.dimensionNames.map { "\"\($0)\": { \"$value\": \(dimension(&input)) }" }
        groups.append("\"drawn\": { \"$type\": \"dimension\", \(dimensions.joined(separator: ", ")) }")
        tokens = "{ \"fz\": { \(groups.dropFirst().joined(separator: ", ")) }, \(groups[0]) }"

        // Each kind is in with one chance in four, so most inputs draw a few components.
        var sheet = ""
        for (kind, properties) in StyleSchema.kinds where input.byte() % 4 == 0 {
            sheet += "\(kind):\n  s:\n"
            for (name, property) in properties {
                sheet += "    \(name): \(styleValue(property, &input))\n"
            }
        }
        styles = sheet
    }

    // MARK: - Writing

    /// Writes the files into `folder`, replacing the last input's.
    func write(to folder: URL) throws {
        try Data(tokens.utf8).write(to: folder.appendingPathComponent("fuzz.tokens.json"))
        let sheet = folder.appendingPathComponent("fuzz.styles.yaml")
        if styles.isEmpty {
            try? FileManager.default.removeItem(at: sheet)
        } else {
            try Data(styles.utf8).write(to: sheet)
        }
    }

    // MARK: - Private: values

    private func value(of type: TokenType, _ input: inout FuzzBytes) -> String {
        switch type {
        case .color: color(&input)
        case .dimension: dimension(&input)
        case .fontFamily: input.pick(Self.families)
        case .fontWeight: fontWeight(&input)
        case .duration: duration(&input)
        case .cubicBezier: cubicBezier(&input)
        case .number: json(input.number())
        case .strokeStyle: strokeStyle(&input)
        case .border: #"{ "color": \#(color(&input)), "width": \#(dimension(&input)), "style": \#(strokeStyle(&input)) }"#
        case .transition: #"{ "duration": \#(duration(&input)), "delay": \#(duration(&input)), "timingFunction": \#(cubicBezier(&input)) }"#
        case .shadow: shadows(&input)
        case .gradient: gradient(&input)
        case .typography: typography(&input)
        case .string: #""Ag""#  // DTCG has no string type; only --compat reads it, and no style takes it.
        }
    }

    /// A weight `validate` accepts: 1…1000.
    private func fontWeight(_ input: inout FuzzBytes) -> String {
        let any = 1 + abs(input.number(within: 999))
        return json(input.pick([1, 100, 400, 700, 1000, 999.5, any]))
    }

    private func json(_ number: Double) -> String {
        // Swift writes 1e+300 and 5e-324, which JSON reads; -0.0 stays negative zero.
        "\(number)"
    }

    private func color(_ input: inout FuzzBytes) -> String {
        #"{ "colorSpace": "srgb", "components": [\#(json(input.unit())), \#(json(input.unit())), \#(json(input.unit()))], "alpha": \#(json(input.unit())) }"#
    }

    /// A length `validate` accepts: within ``ValueLimits/largestLength`` in points.
    private func dimension(_ input: inout FuzzBytes) -> String {
        let unit = input.pick(["px", "px", "rem"])
        let limit = ValueLimits.largestLength / (unit == "rem" ? Double(TokenModel.Dimension.defaultRemSize) : 1)
        return #"{ "value": \#(json(input.number(within: limit))), "unit": "\#(unit)" }"#
    }

    private func duration(_ input: inout FuzzBytes) -> String {
        #"{ "value": \#(json(input.number())), "unit": "\#(input.pick(["ms", "s"]))" }"#
    }

    private func cubicBezier(_ input: inout FuzzBytes) -> String {
        // x in 0…1 (else validate refuses); y anything.
        "[\(json(input.unit())), \(json(input.number())), \(json(input.unit())), \(json(input.number()))]"
    }

    private func strokeStyle(_ input: inout FuzzBytes) -> String {
        guard input.byte() % 4 == 0 else {
            return "\"\(input.pick(StrokeStyle.Keyword.allCases).rawValue)\""
        }
        let dashes = (0..<(1 + Int(input.byte() % 3))).map { _ in dimension(&input) }
        return #"{ "dashArray": [\#(dashes.joined(separator: ", "))], "lineCap": "\#(input.pick(["round", "butt", "square"]))" }"#
    }

    private func shadow(_ input: inout FuzzBytes) -> String {
        let lengths = (0..<4).map { _ in dimension(&input) }
        return #"{ "color": \#(color(&input)), "offsetX": \#(lengths[0]), "offsetY": \#(lengths[1]), "blur": \#(lengths[2]), "spread": \#(lengths[3]), "inset": \#(input.bool()) }"#
    }

    private func shadows(_ input: inout FuzzBytes) -> String {
        let count = Int(input.byte() % 3)
        guard count > 0 else { return shadow(&input) }
        return "[" + (0..<count).map { _ in shadow(&input) }.joined(separator: ", ") + "]"
    }

    private func gradient(_ input: inout FuzzBytes) -> String {
        let stops = (0..<(1 + Int(input.byte() % 4))).map { _ in
            #"{ "color": \#(color(&input)), "position": \#(json(input.bool() ? input.unit() : input.number())) }"#
        }
        return "[" + stops.joined(separator: ", ") + "]"
    }

    /// A typography `validate` accepts: a font size above 0, a line height above 0 whose
    /// line box (their product) is within ``ValueLimits/largestLength``.
    private func typography(_ input: inout FuzzBytes) -> String {
        let limit = ValueLimits.largestLength
        let fontSize = input.positive(within: limit)
        let multiple = input.bool() ? input.pick([0.5, 1, 1.5, 100, 1000]) : input.positive(within: limit)
        var lineHeight = min(multiple, limit / fontSize)
        while lineHeight * fontSize > limit { lineHeight = lineHeight.nextDown }  // the quotient may round up
        return #"{ "fontFamily": \#(input.pick(Self.families)), "fontSize": { "value": \#(json(fontSize)), "unit": "px" }, "#
            + #""fontWeight": \#(input.pick([100, 400, 700])), "letterSpacing": \#(dimension(&input)), "lineHeight": \#(json(lineHeight)) }"#
    }

    // MARK: - Private: style sheet

    private func styleValue(_ property: StyleSchema.PropertyKind, _ input: inout FuzzBytes) -> String {
        switch property {
        case .token(let type): "\"{fz.\(type.rawValue).\(input.bool() ? "a" : "b")}\""
        case .alignment: input.pick(TextAlignment.allCases).rawValue
        case .integer(let minimum): "\(minimum + input.pick([0, 1, 2, 3, 7, 64, 1000, Int(Int32.max) - minimum]))"
        case .contentMode: input.pick(StyleSchema.contentModeNames)
        case .boolean: input.bool() ? "true" : "false"
        case .choice(let names): input.pick(names)
        }
    }
}
