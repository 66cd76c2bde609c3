import Foundation
import TokenModel

/// Swift expressions for token values, each fully typed so large files type-check fast.
enum SwiftLiteral {
    // MARK: - Types

    /// The Swift type a token of `type` compiles to.
    static func typeName(of type: TokenType) -> String {
        switch type {
        case .color: "TokenModel.Color"
        case .dimension: "Foundation.CGFloat"
        case .fontFamily: "[Swift.String]"
        case .fontWeight: "TokenModel.FontWeight"
        case .duration: "TokenModel.TokenDuration"
        case .number: "Swift.Double"
        case .typography: "TokenModel.Typography"
        case .cubicBezier: "TokenModel.CubicBezier"
        case .strokeStyle: "TokenModel.StrokeStyle"
        case .border: "TokenModel.Border"
        case .transition: "TokenModel.Transition"
        case .shadow: "[TokenModel.Shadow]"
        case .gradient: "TokenModel.Gradient"
        case .string: "Swift.String"
        }
    }

    // MARK: - Values

    /// The expression that constructs `value`.
    static func expression(_ value: TokenValue) -> String {
        switch value {
        case .color(let color):
            colorExpression(color)
        case .dimension(let dimension):
            "Foundation.CGFloat(\(number(Double(dimension.points()))))"
        case .fontFamily(let families):
            strings(families)
        case .fontWeight(let weight):
            "TokenModel.FontWeight(\(weight.value))"
        case .duration(let duration):
            durationExpression(duration)
        case .number(let value):
            "Swift.Double(\(number(value)))"
        case .typography(let typography):
            typographyExpression(typography)
        case .cubicBezier(let curve):
            bezierExpression(curve)
        case .strokeStyle(let style):
            strokeExpression(style)
        case .border(let border):
            "TokenModel.Border(color: \(colorExpression(border.color)), width: \(dimensionExpression(border.width)), style: \(strokeExpression(border.style)))"
        case .transition(let transition):
            "TokenModel.Transition(duration: \(durationExpression(transition.duration)), delay: \(durationExpression(transition.delay)), "
                + "timingFunction: \(bezierExpression(transition.timingFunction)))"
        case .shadow(let shadows):
            "[" + shadows.map(shadowExpression).joined(separator: ", ") + "]"
        case .gradient(let gradient):
            "TokenModel.Gradient(stops: [" + gradient.stops.map {
                "TokenModel.Gradient.Stop(color: \(colorExpression($0.color)), position: \(number($0.position)))"
            }.joined(separator: ", ") + "])"
        case .string(let text):
            SwiftNaming.stringLiteral(text)
        }
    }

    /// The expression of a value that may differ between themes: a plain constant when it
    /// does not, a `Themed` value otherwise.
    static func expression(_ themed: Themed<TokenValue>, type: TokenType) -> String {
        if themed.isConstant { return expression(themed.defaultValue) }
        let variants = themed.variants.map { variant in
            let contexts = variant.theme.contexts.map { "(\(SwiftNaming.stringLiteral($0.modifier)), \(SwiftNaming.stringLiteral($0.context)))" }
            return "TokenModel.ThemedVariant(theme: TokenModel.Theme([\(contexts.joined(separator: ", "))]), value: \(expression(variant.value)))"
        }
        return "TokenModel.Themed<\(typeName(of: type))>(\(expression(themed.defaultValue)), variants: [\(variants.joined(separator: ", "))])"
    }

    /// A number as Swift reads it back exactly: `16`, `0.5`, `-0.2`. Token values are
    /// finite: the parser rejects the rest.
    static func number(_ value: Double) -> String {
        precondition(value.isFinite, "SwiftLiteral.number: \(value) is not finite")
        return value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }

    // MARK: - Private

    private static func strings(_ values: [String]) -> String {
        "[" + values.map(SwiftNaming.stringLiteral).joined(separator: ", ") + "]"
    }

    private static func colorExpression(_ color: Color) -> String {
        "TokenModel.Color(red: \(number(color.red)), green: \(number(color.green)), blue: \(number(color.blue)), alpha: \(number(color.alpha)))"
    }

    private static func dimensionExpression(_ dimension: TokenModel.Dimension) -> String {
        "TokenModel.Dimension(\(number(dimension.value)), .\(dimension.unit.rawValue))"
    }

    private static func durationExpression(_ duration: TokenDuration) -> String {
        "TokenModel.TokenDuration(\(number(duration.value)), .\(duration.unit.rawValue))"
    }

    private static func bezierExpression(_ curve: CubicBezier) -> String {
        "TokenModel.CubicBezier(x1: \(number(curve.x1)), y1: \(number(curve.y1)), x2: \(number(curve.x2)), y2: \(number(curve.y2)))"
    }

    private static func strokeExpression(_ style: StrokeStyle) -> String {
        switch style {
        case .keyword(let keyword):
            "TokenModel.StrokeStyle.keyword(.\(keyword.rawValue))"
        case .dashes(let dashes, let cap):
            "TokenModel.StrokeStyle.dashes(dashArray: [\(dashes.map(dimensionExpression).joined(separator: ", "))], lineCap: .\(cap.rawValue))"
        }
    }

    private static func shadowExpression(_ shadow: Shadow) -> String {
        "TokenModel.Shadow(color: \(colorExpression(shadow.color)), offsetX: \(dimensionExpression(shadow.offsetX)), "
            + "offsetY: \(dimensionExpression(shadow.offsetY)), blur: \(dimensionExpression(shadow.blur)), "
            + "spread: \(dimensionExpression(shadow.spread)), inset: \(shadow.inset))"
    }

    private static func typographyExpression(_ typography: Typography) -> String {
        let lineHeight = typography.lineHeight.map { number($0) } ?? "nil"
        return "TokenModel.Typography(fontFamily: \(strings(typography.fontFamily)), fontSize: \(number(Double(typography.fontSize))), "
            + "fontWeight: TokenModel.FontWeight(\(typography.fontWeight.value)), letterSpacing: \(number(Double(typography.letterSpacing))), "
            + "lineHeight: \(lineHeight))"
    }
}
