import Foundation
import TokenModel

/// Swift expressions for token values, each fully typed so large files type-check fast.
///
/// Types are qualified by their module (`TokenValues.Color`) so a group named `Color` cannot
/// hide them. Where a group is named like a module itself, `TokenValues.` would find the
/// group; there the module selector `TokenValues::Color` (Swift 6.3) is used instead, and
/// only there, so ordinary output still compiles with older compilers.
///
/// In a design system with themes every constant is a `Themed` value, whether or not its
/// values differ today (``alwaysThemed(_:)``): a token's Swift type then depends on its
/// `$type` alone, so a designer making a value equal in every theme changes no API. A color
/// is `Themed` in every design system: `Themed<Color>` is `UIColor`, the one color type views
/// and builders take, so `setTextColor(DesignTokens.Colors.x)` compiles whether or not the
/// system has themes, and adding themes later changes no color's type.
struct SwiftLiteral {
    // MARK: - Nested types

    /// The expressions of values already written, for literals that write many: aliases
    /// repeat their targets' values, and formatting a `Double` costs more than hashing one.
    /// One cache serves literals of one spelling only.
    final class ExpressionCache {
        var expressions: [TokenValue: String] = [:]
    }

    // MARK: - Properties

    /// Between a module and its type: `.`, or `::` where a group hides the module's name.
    private let separator: String
    private let modulesHidden: Bool
    private let cache: ExpressionCache?
    /// The expression naming the design system's `ThemeSpace`, which every themed value
    /// carries; `nil`: the design system has no themes, and constants other than colors are
    /// plain values.
    let themeSpace: String?
    /// Whether every constant of `type` is `Themed`, even one whose themes agree: all of
    /// them in a design system with themes, colors in every one.
    func alwaysThemed(_ type: TokenType) -> Bool { themeSpace != nil || type == .color }

    /// Literals qualified with `.`, or with module selectors when `modulesHidden`; values
    /// are remembered in `cache` when given. With `themeSpace`, every constant is a
    /// `Themed` value that carries it.
    init(modulesHidden: Bool = false, cache: ExpressionCache? = nil, themeSpace: String? = nil) {
        separator = modulesHidden ? "::" : "."
        self.modulesHidden = modulesHidden
        self.cache = cache
        self.themeSpace = themeSpace
    }

    // MARK: - Types

    /// The Swift type a token of `type` compiles to.
    func typeName(of type: TokenType) -> String {
        // Constant strings: no allocation for the common spelling.
        let dotted = switch type {
        case .color: "TokenValues.Color"
        case .dimension: "Foundation.CGFloat"
        case .fontFamily: "[Swift.String]"
        case .fontWeight: "TokenValues.FontWeight"
        case .duration: "TokenValues.TokenDuration"
        case .number: "Swift.Double"
        case .typography: "TokenValues.Typography"
        case .cubicBezier: "TokenValues.CubicBezier"
        case .strokeStyle: "TokenValues.StrokeStyle"
        case .border: "TokenValues.Border"
        case .transition: "TokenValues.Transition"
        case .shadow: "[TokenValues.Shadow]"
        case .gradient: "TokenValues.Gradient"
        case .string: "Swift.String"
        }
        return modulesHidden ? dotted.replacingOccurrences(of: ".", with: "::") : dotted
    }

    // MARK: - Values

    /// The expression that constructs `value`.
    func expression(_ value: TokenValue) -> String {
        guard let cache else { return uncachedExpression(value) }
        if let expression = cache.expressions[value] { return expression }
        let expression = uncachedExpression(value)
        cache.expressions[value] = expression
        return expression
    }

    private func uncachedExpression(_ value: TokenValue) -> String {
        switch value {
        case .color(let color):
            colorExpression(color)
        case .dimension(let dimension) where !dimension.hasPointSize:
            // Refused by name before (``lengthWithoutPointSize(in:)``): never in output that is kept.
            "Foundation\(separator)CGFloat.nan"
        case .dimension(let dimension):
            "Foundation\(separator)CGFloat(\(Self.number(Double(dimension.points()))))"
        case .fontFamily(let families):
            strings(families)
        case .fontWeight(let weight):
            "TokenValues\(separator)FontWeight(\(weight.value))"
        case .duration(let duration):
            durationExpression(duration)
        case .number(let value):
            "Swift\(separator)Double(\(Self.number(value)))"
        case .typography(let typography):
            typographyExpression(typography)
        case .cubicBezier(let curve):
            bezierExpression(curve)
        case .strokeStyle(let style):
            strokeExpression(style)
        case .border(let border):
            "TokenValues\(separator)Border(color: \(colorExpression(border.color)), width: \(dimensionExpression(border.width)), style: \(strokeExpression(border.style)))"
        case .transition(let transition):
            "TokenValues\(separator)Transition(duration: \(durationExpression(transition.duration)), delay: \(durationExpression(transition.delay)), "
                + "timingFunction: \(bezierExpression(transition.timingFunction)))"
        case .shadow(let shadows):
            "[" + shadows.map(shadowExpression).joined(separator: ", ") + "]"
        case .gradient(let gradient):
            "TokenValues\(separator)Gradient(stops: [" + gradient.stops.map {
                "TokenValues\(separator)Gradient.Stop(color: \(colorExpression($0.color)), position: \(Self.number($0.position)))"
            }.joined(separator: ", ") + "])"
        case .string(let text):
            SwiftNaming.stringLiteral(text)
        }
    }

    /// A length in `value` that Swift cannot hold, having no size in points: `vw`, `vh`
    /// (``TokenValues/Dimension/Unit``). Generated code holds points, so the token is refused
    /// by name, where CSS and JSON keep the unit as written.
    static func lengthWithoutPointSize(in value: TokenValue) -> TokenValues.Dimension? {
        let lengths: [TokenValues.Dimension] = switch value {
        case .dimension(let dimension): [dimension]
        case .border(let border): [border.width] + dashes(of: border.style)
        case .strokeStyle(let style): dashes(of: style)
        case .shadow(let shadows): shadows.flatMap { [$0.offsetX, $0.offsetY, $0.blur, $0.spread] }
        default: []
        }
        return lengths.first { !$0.hasPointSize }
    }

    private static func dashes(of style: StrokeStyle) -> [TokenValues.Dimension] {
        if case .dashes(let dashes, _) = style { return dashes }
        return []
    }

    /// The declared type of a token whose value in each theme is `themed`: `T` when all
    /// themes agree in a design system without themes, `Themed<T>` otherwise, `Themed<T?>`
    /// when some themes lack it.
    func declaredType(of themed: Themed<TokenValue?>, type: TokenType) -> String {
        if !alwaysThemed(type), themed.isConstant, themed.defaultValue != nil { return typeName(of: type) }
        return "TokenValues\(separator)Themed<\(valueType(of: themed, type: type))>"
    }

    /// The expression of a value that may differ between themes, or be missing from some:
    /// a plain constant when all themes agree in a design system without themes, a `Themed`
    /// value otherwise (carrying ``themeSpace``), whose value is `nil` in the themes that
    /// lack the token.
    func expression(_ themed: Themed<TokenValue?>, type: TokenType) -> String {
        if !alwaysThemed(type), themed.isConstant, let value = themed.defaultValue { return expression(value) }
        let isPartial = Self.isPartial(themed)
        // Spelled out where `nil` would leave the generic parameter to inference.
        let variantType = isPartial ? "ThemedVariant<\(valueType(of: themed, type: type))>" : "ThemedVariant"
        let variants = themed.variants.map { variant in
            let contexts = variant.theme.contexts.map { "(\(SwiftNaming.stringLiteral($0.modifier)), \(SwiftNaming.stringLiteral($0.context)))" }
            return "TokenValues\(separator)\(variantType)(theme: TokenValues\(separator)Theme([\(contexts.joined(separator: ", "))]), "
                + "value: \(optionalExpression(variant.value)))"
        }
        let space = themeSpace.map { ", space: \($0)" } ?? ""
        return "\(declaredType(of: themed, type: type))(\(optionalExpression(themed.defaultValue)), variants: [\(variants.joined(separator: ", "))]\(space))"
    }

    /// Writes ``declaredType(of:type:)`` to `out`.
    func writeDeclaredType(of themed: Themed<TokenValue?>, type: TokenType, into out: inout String) {
        if !alwaysThemed(type), themed.variants.isEmpty, themed.defaultValue != nil {
            out += typeName(of: type)
        } else {
            out += declaredType(of: themed, type: type)
        }
    }

    /// Writes ``expression(_:type:)`` to `out`.
    func writeExpression(_ themed: Themed<TokenValue?>, type: TokenType, into out: inout String) {
        if !alwaysThemed(type), themed.variants.isEmpty, let value = themed.defaultValue {
            out += expression(value)
        } else {
            out += expression(themed, type: type)
        }
    }

    /// Whether some theme lacks the token.
    static func isPartial(_ themed: Themed<TokenValue?>) -> Bool {
        themed.defaultValue == nil || themed.variants.contains { $0.value == nil }
    }

    /// A number as Swift reads it back exactly: `16`, `0.5`, `-0.2`. Token values are
    /// finite: the parser rejects the rest.
    static func number(_ value: Double) -> String {
        precondition(value.isFinite, "SwiftLiteral.number: \(value) is not finite")
        return value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }

    // MARK: - Private

    private func valueType(of themed: Themed<TokenValue?>, type: TokenType) -> String {
        typeName(of: type) + (Self.isPartial(themed) ? "?" : "")
    }

    private func optionalExpression(_ value: TokenValue?) -> String {
        value.map { expression($0) } ?? "nil"
    }

    private func strings(_ values: [String]) -> String {
        "[" + values.map(SwiftNaming.stringLiteral).joined(separator: ", ") + "]"
    }

    private func colorExpression(_ color: Color) -> String {
        "TokenValues\(separator)Color(red: \(Self.number(color.red)), green: \(Self.number(color.green)), blue: \(Self.number(color.blue)), alpha: \(Self.number(color.alpha)))"
    }

    private func dimensionExpression(_ dimension: TokenValues.Dimension) -> String {
        "TokenValues\(separator)Dimension(\(Self.number(dimension.value)), .\(dimension.unit.rawValue))"
    }

    private func durationExpression(_ duration: TokenDuration) -> String {
        "TokenValues\(separator)TokenDuration(\(Self.number(duration.value)), .\(duration.unit.rawValue))"
    }

    private func bezierExpression(_ curve: CubicBezier) -> String {
        "TokenValues\(separator)CubicBezier(x1: \(Self.number(curve.x1)), y1: \(Self.number(curve.y1)), x2: \(Self.number(curve.x2)), y2: \(Self.number(curve.y2)))"
    }

    private func strokeExpression(_ style: StrokeStyle) -> String {
        switch style {
        case .keyword(let keyword):
            "TokenValues\(separator)StrokeStyle.keyword(.\(keyword.rawValue))"
        case .dashes(let dashes, let cap):
            "TokenValues\(separator)StrokeStyle.dashes(dashArray: [\(dashes.map(dimensionExpression).joined(separator: ", "))], lineCap: .\(cap.rawValue))"
        }
    }

    private func shadowExpression(_ shadow: Shadow) -> String {
        "TokenValues\(separator)Shadow(color: \(colorExpression(shadow.color)), offsetX: \(dimensionExpression(shadow.offsetX)), "
            + "offsetY: \(dimensionExpression(shadow.offsetY)), blur: \(dimensionExpression(shadow.blur)), "
            + "spread: \(dimensionExpression(shadow.spread)), inset: \(shadow.inset))"
    }

    private func typographyExpression(_ typography: Typography) -> String {
        let lineHeight = typography.lineHeight.map { Self.number($0) } ?? "nil"
        return "TokenValues\(separator)Typography(fontFamily: \(strings(typography.fontFamily)), fontSize: \(Self.number(Double(typography.fontSize))), "
            + "fontWeight: TokenValues\(separator)FontWeight(\(typography.fontWeight.value)), letterSpacing: \(Self.number(Double(typography.letterSpacing))), "
            + "lineHeight: \(lineHeight))"
    }
}
