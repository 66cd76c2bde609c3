import Foundation
import Render
import TokenModel

/// The typed constructors of ``StyleRow``: one per kind of value, each taking the setter's
/// descriptor, what the built view shows for it (`shows:`, typed like the call; `nil` where
/// the view shows none) and the builder call
/// (`.typography(MapPinStyleKind.font, shows: { $0.font }) { $0.setFont($1) }`), so the call
/// and the reading are type-checked against the view and the descriptor against the closure.
extension StyleRow {
    // MARK: - Themed values

    /// A color token, which may differ between themes.
    public static func color(_ setter: StyleSetter, shows: @escaping @Sendable (Builder.BuiltView) -> Themed<Color>?,
                              _ apply: @escaping @Sendable (Builder, Themed<Color>) -> Builder) -> Self {
        single(setter, shows: { shows($0).map { .color($0) } }, .color, { if case .color(let value) = $0 { value } else { nil } }, apply)
    }

    /// A color token with one value per control state.
    public static func colorPerState(_ setter: StyleSetter, shows: @escaping @Sendable (Builder.BuiltView, ControlState) -> Themed<Color>?,
                                     _ apply: @escaping @Sendable (Builder, Themed<Color>, ControlState) -> Builder) -> Self {
        StyleRow(setter, takes: [.color], perState: true, shown: { view, state in
            [shows(view, state ?? .normal).map { .color($0) }]
        }) { builder, arguments, state in
            guard let state, case .color(let value)? = arguments.first else { return false }
            _ = apply(builder, value, state)
            return true
        }
    }

    /// A gradient token, which may differ between themes.
    public static func gradient(_ setter: StyleSetter, shows: @escaping @Sendable (Builder.BuiltView) -> Themed<Gradient>?,
                              _ apply: @escaping @Sendable (Builder, Themed<Gradient>) -> Builder) -> Self {
        single(setter, shows: { shows($0).map { .gradient($0) } }, .gradient, { if case .gradient(let value) = $0 { value } else { nil } }, apply)
    }

    /// A shadow token, which may differ between themes.
    public static func shadow(_ setter: StyleSetter, shows: @escaping @Sendable (Builder.BuiltView) -> Themed<[Shadow]>?,
                              _ apply: @escaping @Sendable (Builder, Themed<[Shadow]>) -> Builder) -> Self {
        single(setter, shows: { shows($0).map { .shadow($0) } }, .shadow, { if case .shadow(let value) = $0 { value } else { nil } }, apply)
    }

    // MARK: - Constant values

    /// A typography token.
    public static func typography(_ setter: StyleSetter, shows: @escaping @Sendable (Builder.BuiltView) -> Typography?,
                              _ apply: @escaping @Sendable (Builder, Typography) -> Builder) -> Self {
        single(setter, shows: { shows($0).map { .typography($0) } }, .typography, { if case .typography(let value) = $0 { value } else { nil } }, apply)
    }

    /// A dimension token, in points.
    public static func dimension(_ setter: StyleSetter, shows: @escaping @Sendable (Builder.BuiltView) -> CGFloat?,
                              _ apply: @escaping @Sendable (Builder, CGFloat) -> Builder) -> Self {
        single(setter, shows: { shows($0).map { .points($0) } }, .dimension, points, apply)
    }

    /// Two dimension tokens one call sets together (`setArrowSize(width:height:)`).
    public static func dimensions(_ setter: StyleSetter, shows: @escaping @Sendable (Builder.BuiltView) -> (CGFloat, CGFloat),
                                  _ apply: @escaping @Sendable (Builder, CGFloat, CGFloat) -> Builder) -> Self {
        StyleRow(setter, takes: [.dimension, .dimension], shown: { view, _ in
            let (first, second) = shows(view)
            return [.points(first), .points(second)]
        }) { builder, arguments, _ in
            let values = arguments.compactMap(points)
            guard values.count == 2 else { return false }
            _ = apply(builder, values[0], values[1])
            return true
        }
    }

    /// Four dimension tokens one call sets together (`setEdgeInsets(top:left:bottom:right:)`).
    public static func dimensions(_ setter: StyleSetter, shows: @escaping @Sendable (Builder.BuiltView) -> (CGFloat, CGFloat, CGFloat, CGFloat),
                                  _ apply: @escaping @Sendable (Builder, CGFloat, CGFloat, CGFloat, CGFloat) -> Builder) -> Self {
        StyleRow(setter, takes: [.dimension, .dimension, .dimension, .dimension], shown: { view, _ in
            let (first, second, third, fourth) = shows(view)
            return [.points(first), .points(second), .points(third), .points(fourth)]
        }) { builder, arguments, _ in
            let values = arguments.compactMap(points)
            guard values.count == 4 else { return false }
            _ = apply(builder, values[0], values[1], values[2], values[3])
            return true
        }
    }

    /// A dimension token and a color token one call sets together (`setBorder(width:color:)`).
    public static func dimensionAndColor(_ setter: StyleSetter, shows: @escaping @Sendable (Builder.BuiltView) -> (CGFloat, Themed<Color>?),
                                         _ apply: @escaping @Sendable (Builder, CGFloat, Themed<Color>) -> Builder) -> Self {
        StyleRow(setter, takes: [.dimension, .color], shown: { view, _ in
            let (width, color) = shows(view)
            return [.points(width), color.map { .color($0) }]
        }) { builder, arguments, _ in
            guard arguments.count == 2, let width = points(arguments[0]), case .color(let value) = arguments[1] else { return false }
            _ = apply(builder, width, value)
            return true
        }
    }

    /// A number token, as a `CGFloat`.
    public static func number(_ setter: StyleSetter, shows: @escaping @Sendable (Builder.BuiltView) -> CGFloat?,
                              _ apply: @escaping @Sendable (Builder, CGFloat) -> Builder) -> Self {
        single(setter, shows: { shows($0).map { .number($0) } }, .number, { if case .number(let value) = $0 { value } else { nil } }, apply)
    }

    /// A duration token.
    public static func duration(_ setter: StyleSetter, shows: @escaping @Sendable (Builder.BuiltView) -> TokenDuration?,
                              _ apply: @escaping @Sendable (Builder, TokenDuration) -> Builder) -> Self {
        single(setter, shows: { shows($0).map { .duration($0) } }, .duration, { if case .duration(let value) = $0 { value } else { nil } }, apply)
    }

    /// A whole number, at least the descriptor's minimum.
    public static func integer(_ setter: StyleSetter, shows: @escaping @Sendable (Builder.BuiltView) -> Int?,
                               _ apply: @escaping @Sendable (Builder, Int) -> Builder) -> Self {
        let minimum: Int
        if case .integer(let least)? = setter.properties.first?.value { minimum = least } else { minimum = 0 }
        return single(setter, shows: { shows($0).map { .integer($0) } }, .integer(minimum: minimum), { if case .integer(let value) = $0 { value } else { nil } }, apply)
    }

    /// `true` or `false`.
    public static func boolean(_ setter: StyleSetter, shows: @escaping @Sendable (Builder.BuiltView) -> Bool?,
                              _ apply: @escaping @Sendable (Builder, Bool) -> Builder) -> Self {
        single(setter, shows: { shows($0).map { .boolean($0) } }, .boolean, { if case .boolean(let value) = $0 { value } else { nil } }, apply)
    }

    /// One of ``TextAlignment``'s names.
    public static func alignment(_ setter: StyleSetter, shows: @escaping @Sendable (Builder.BuiltView) -> TextAlignment?,
                              _ apply: @escaping @Sendable (Builder, TextAlignment) -> Builder) -> Self {
        single(setter, shows: { shows($0).map { .alignment($0) } }, .alignment, { if case .alignment(let value) = $0 { value } else { nil } }, apply)
    }

    /// One of ``ContentMode``'s names.
    public static func contentMode(_ setter: StyleSetter, shows: @escaping @Sendable (Builder.BuiltView) -> ContentMode?,
                              _ apply: @escaping @Sendable (Builder, ContentMode) -> Builder) -> Self {
        single(setter, shows: { shows($0).map { .contentMode($0) } }, .contentMode, { if case .contentMode(let value) = $0 { value } else { nil } }, apply)
    }

    /// One of the cases of a component's own option (`ShimmerDirection`), by raw value:
    /// the descriptor's names must be the option's raw values and case names (the generated
    /// code writes them as cases, `.left`).
    public static func choice<Option: RawRepresentable & CaseIterable & Sendable>(
        _ setter: StyleSetter, _ option: Option.Type, shows: @escaping @Sendable (Builder.BuiltView) -> Option?,
        _ apply: @escaping @Sendable (Builder, Option) -> Builder
    ) -> Self where Option.RawValue == String {
        let names = Option.allCases.map(\.rawValue)
        precondition(Option.allCases.allSatisfy { "\($0)" == $0.rawValue }, "\(Option.self)'s raw values must be its case names")
        return single(setter, shows: { shows($0).map { .choice($0.rawValue) } }, .choice(names), { if case .choice(let value) = $0 { Option(rawValue: value) } else { nil } }, apply)
    }

    // MARK: - Private

    private static func single<Value>(_ setter: StyleSetter, shows: @escaping @Sendable (Builder.BuiltView) -> StyleArgument?,
                                      _ kind: StyleValueKind,
                                      _ read: @escaping @Sendable (StyleArgument) -> Value?,
                                      _ apply: @escaping @Sendable (Builder, Value) -> Builder) -> Self {
        StyleRow(setter, takes: [kind], shown: { view, _ in [shows(view)] }) { builder, arguments, _ in
            guard let argument = arguments.first, let value = read(argument) else { return false }
            _ = apply(builder, value)
            return true
        }
    }

    @Sendable private static func points(_ argument: StyleArgument) -> CGFloat? {
        if case .points(let value) = argument { value } else { nil }
    }
}
