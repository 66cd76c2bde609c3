import Foundation
import Render
import TokenModel

/// The typed constructors of ``StyleRow``: one per kind of value, each taking the setter's
/// descriptor and the builder call (`.typography(MapPinStyleKind.font) { $0.setFont($1) }`),
/// so the call is type-checked against the view and the descriptor against the closure.
extension StyleRow {
    // MARK: - Themed values

    /// A color token, which may differ between themes.
    public static func color(_ setter: StyleSetter, _ apply: @escaping @Sendable (Builder, Themed<Color>) -> Builder) -> Self {
        single(setter, .color, { if case .color(let value) = $0 { value } else { nil } }, apply)
    }

    /// A color token with one value per control state.
    public static func colorPerState(_ setter: StyleSetter, _ apply: @escaping @Sendable (Builder, Themed<Color>, ControlState) -> Builder) -> Self {
        StyleRow(setter, takes: [.color], perState: true) { builder, arguments, state in
            guard let state, case .color(let value)? = arguments.first else { return false }
            _ = apply(builder, value, state)
            return true
        }
    }

    /// A gradient token, which may differ between themes.
    public static func gradient(_ setter: StyleSetter, _ apply: @escaping @Sendable (Builder, Themed<Gradient>) -> Builder) -> Self {
        single(setter, .gradient, { if case .gradient(let value) = $0 { value } else { nil } }, apply)
    }

    /// A shadow token, which may differ between themes.
    public static func shadow(_ setter: StyleSetter, _ apply: @escaping @Sendable (Builder, Themed<[Shadow]>) -> Builder) -> Self {
        single(setter, .shadow, { if case .shadow(let value) = $0 { value } else { nil } }, apply)
    }

    // MARK: - Constant values

    /// A typography token.
    public static func typography(_ setter: StyleSetter, _ apply: @escaping @Sendable (Builder, Typography) -> Builder) -> Self {
        single(setter, .typography, { if case .typography(let value) = $0 { value } else { nil } }, apply)
    }

    /// A dimension token, in points.
    public static func dimension(_ setter: StyleSetter, _ apply: @escaping @Sendable (Builder, CGFloat) -> Builder) -> Self {
        single(setter, .dimension, points, apply)
    }

    /// Two dimension tokens one call sets together (`setArrowSize(width:height:)`).
    public static func dimensions(_ setter: StyleSetter, _ apply: @escaping @Sendable (Builder, CGFloat, CGFloat) -> Builder) -> Self {
        StyleRow(setter, takes: [.dimension, .dimension]) { builder, arguments, _ in
            let values = arguments.compactMap(points)
            guard values.count == 2 else { return false }
            _ = apply(builder, values[0], values[1])
            return true
        }
    }

    /// Four dimension tokens one call sets together (`setEdgeInsets(top:left:bottom:right:)`).
    public static func dimensions(_ setter: StyleSetter,
                                  _ apply: @escaping @Sendable (Builder, CGFloat, CGFloat, CGFloat, CGFloat) -> Builder) -> Self {
        StyleRow(setter, takes: [.dimension, .dimension, .dimension, .dimension]) { builder, arguments, _ in
            let values = arguments.compactMap(points)
            guard values.count == 4 else { return false }
            _ = apply(builder, values[0], values[1], values[2], values[3])
            return true
        }
    }

    /// A dimension token and a color token one call sets together (`setBorder(width:color:)`).
    public static func dimensionAndColor(_ setter: StyleSetter,
                                         _ apply: @escaping @Sendable (Builder, CGFloat, Themed<Color>) -> Builder) -> Self {
        StyleRow(setter, takes: [.dimension, .color]) { builder, arguments, _ in
            guard arguments.count == 2, let width = points(arguments[0]), case .color(let value) = arguments[1] else { return false }
            _ = apply(builder, width, value)
            return true
        }
    }

    /// A number token, as a `CGFloat`.
    public static func number(_ setter: StyleSetter, _ apply: @escaping @Sendable (Builder, CGFloat) -> Builder) -> Self {
        single(setter, .number, { if case .number(let value) = $0 { value } else { nil } }, apply)
    }

    /// A duration token.
    public static func duration(_ setter: StyleSetter, _ apply: @escaping @Sendable (Builder, TokenDuration) -> Builder) -> Self {
        single(setter, .duration, { if case .duration(let value) = $0 { value } else { nil } }, apply)
    }

    /// A whole number, at least the descriptor's minimum.
    public static func integer(_ setter: StyleSetter, _ apply: @escaping @Sendable (Builder, Int) -> Builder) -> Self {
        let minimum: Int
        if case .integer(let least)? = setter.properties.first?.value { minimum = least } else { minimum = 0 }
        return single(setter, .integer(minimum: minimum), { if case .integer(let value) = $0 { value } else { nil } }, apply)
    }

    /// `true` or `false`.
    public static func boolean(_ setter: StyleSetter, _ apply: @escaping @Sendable (Builder, Bool) -> Builder) -> Self {
        single(setter, .boolean, { if case .boolean(let value) = $0 { value } else { nil } }, apply)
    }

    /// One of ``TextAlignment``'s names.
    public static func alignment(_ setter: StyleSetter, _ apply: @escaping @Sendable (Builder, TextAlignment) -> Builder) -> Self {
        single(setter, .alignment, { if case .alignment(let value) = $0 { value } else { nil } }, apply)
    }

    /// One of ``ContentMode``'s names.
    public static func contentMode(_ setter: StyleSetter, _ apply: @escaping @Sendable (Builder, ContentMode) -> Builder) -> Self {
        single(setter, .contentMode, { if case .contentMode(let value) = $0 { value } else { nil } }, apply)
    }

    /// One of the cases of a component's own option (`ShimmerDirection`), by raw value:
    /// the descriptor's names must be the option's raw values and case names (the generated
    /// code writes them as cases, `.left`).
    public static func choice<Option: RawRepresentable & CaseIterable & Sendable>(
        _ setter: StyleSetter, _ option: Option.Type, _ apply: @escaping @Sendable (Builder, Option) -> Builder
    ) -> Self where Option.RawValue == String {
        let names = Option.allCases.map(\.rawValue)
        precondition(Option.allCases.allSatisfy { "\($0)" == $0.rawValue }, "\(Option.self)'s raw values must be its case names")
        return single(setter, .choice(names), { if case .choice(let value) = $0 { Option(rawValue: value) } else { nil } }, apply)
    }

    // MARK: - Private

    private static func single<Value>(_ setter: StyleSetter, _ kind: StyleValueKind,
                                      _ read: @escaping @Sendable (StyleArgument) -> Value?,
                                      _ apply: @escaping @Sendable (Builder, Value) -> Builder) -> Self {
        StyleRow(setter, takes: [kind]) { builder, arguments, _ in
            guard let argument = arguments.first, let value = read(argument) else { return false }
            _ = apply(builder, value)
            return true
        }
    }

    @Sendable private static func points(_ argument: StyleArgument) -> CGFloat? {
        if case .points(let value) = argument { value } else { nil }
    }
}
