import Foundation
import Render
import TokenModel

/// The typed constructors of ``StyleRow``: one per kind of value, each naming the property
/// and the builder call (`.typography("font") { $0.setFont($1) }`), so a component's
/// table says once what each property takes and how it applies.
extension StyleRow {
    // MARK: - Themed values

    /// A color token, which may differ between themes.
    public static func color(_ name: String, _ apply: @escaping @Sendable (Builder, Themed<Color>) -> Builder) -> Self {
        single(name, .token(.color), { if case .color(let value) = $0 { value } else { nil } }, apply)
    }

    /// A color token with one value per control state.
    public static func colorPerState(_ name: String, _ apply: @escaping @Sendable (Builder, Themed<Color>, ControlState) -> Builder) -> Self {
        StyleRow(properties: [StyleKind.Property(name: name, kind: .token(.color), perState: true)]) { builder, arguments, state in
            guard let state, case .color(let value)? = arguments.first else { return false }
            _ = apply(builder, value, state)
            return true
        }
    }

    /// A gradient token, which may differ between themes.
    public static func gradient(_ name: String, _ apply: @escaping @Sendable (Builder, Themed<Gradient>) -> Builder) -> Self {
        single(name, .token(.gradient), { if case .gradient(let value) = $0 { value } else { nil } }, apply)
    }

    /// A shadow token, which may differ between themes.
    public static func shadow(_ name: String, _ apply: @escaping @Sendable (Builder, Themed<[Shadow]>) -> Builder) -> Self {
        single(name, .token(.shadow), { if case .shadow(let value) = $0 { value } else { nil } }, apply)
    }

    // MARK: - Constant values

    /// A typography token.
    public static func typography(_ name: String, _ apply: @escaping @Sendable (Builder, Typography) -> Builder) -> Self {
        single(name, .token(.typography), { if case .typography(let value) = $0 { value } else { nil } }, apply)
    }

    /// A dimension token, in points.
    public static func dimension(_ name: String, _ apply: @escaping @Sendable (Builder, CGFloat) -> Builder) -> Self {
        single(name, .token(.dimension), points, apply)
    }

    /// Two dimension tokens one call sets together (`setArrowSize(width:height:)`).
    public static func dimensions(_ first: String, _ second: String, _ apply: @escaping @Sendable (Builder, CGFloat, CGFloat) -> Builder) -> Self {
        StyleRow(properties: [first, second].map { StyleKind.Property(name: $0, kind: .token(.dimension)) }) { builder, arguments, _ in
            let values = arguments.compactMap(points)
            guard values.count == 2 else { return false }
            _ = apply(builder, values[0], values[1])
            return true
        }
    }

    /// Four dimension tokens one call sets together (`setEdgeInsets(top:left:bottom:right:)`).
    public static func dimensions(_ names: (String, String, String, String),
                                  _ apply: @escaping @Sendable (Builder, CGFloat, CGFloat, CGFloat, CGFloat) -> Builder) -> Self {
        StyleRow(properties: [names.0, names.1, names.2, names.3].map { StyleKind.Property(name: $0, kind: .token(.dimension)) }) { builder, arguments, _ in
            let values = arguments.compactMap(points)
            guard values.count == 4 else { return false }
            _ = apply(builder, values[0], values[1], values[2], values[3])
            return true
        }
    }

    /// A dimension token and a color token one call sets together (`setBorder(width:color:)`).
    public static func dimensionAndColor(_ dimension: String, _ color: String,
                                         _ apply: @escaping @Sendable (Builder, CGFloat, Themed<Color>) -> Builder) -> Self {
        let properties = [StyleKind.Property(name: dimension, kind: .token(.dimension)), StyleKind.Property(name: color, kind: .token(.color))]
        return StyleRow(properties: properties) { builder, arguments, _ in
            guard arguments.count == 2, let width = points(arguments[0]), case .color(let value) = arguments[1] else { return false }
            _ = apply(builder, width, value)
            return true
        }
    }

    /// A number token, as a `CGFloat`.
    public static func number(_ name: String, _ apply: @escaping @Sendable (Builder, CGFloat) -> Builder) -> Self {
        single(name, .token(.number), { if case .number(let value) = $0 { value } else { nil } }, apply)
    }

    /// A duration token.
    public static func duration(_ name: String, _ apply: @escaping @Sendable (Builder, TokenDuration) -> Builder) -> Self {
        single(name, .token(.duration), { if case .duration(let value) = $0 { value } else { nil } }, apply)
    }

    /// A whole number, at least `minimum`.
    public static func integer(_ name: String, minimum: Int, _ apply: @escaping @Sendable (Builder, Int) -> Builder) -> Self {
        single(name, .integer(minimum: minimum), { if case .integer(let value) = $0 { value } else { nil } }, apply)
    }

    /// `true` or `false`.
    public static func boolean(_ name: String, _ apply: @escaping @Sendable (Builder, Bool) -> Builder) -> Self {
        single(name, .boolean, { if case .boolean(let value) = $0 { value } else { nil } }, apply)
    }

    /// One of ``TextAlignment``'s names.
    public static func alignment(_ name: String, _ apply: @escaping @Sendable (Builder, TextAlignment) -> Builder) -> Self {
        single(name, .alignment, { if case .alignment(let value) = $0 { value } else { nil } }, apply)
    }

    /// One of ``ContentMode``'s names.
    public static func contentMode(_ name: String, _ apply: @escaping @Sendable (Builder, ContentMode) -> Builder) -> Self {
        single(name, .contentMode, { if case .contentMode(let value) = $0 { value } else { nil } }, apply)
    }

    /// One of the cases of a component's own option (`ShimmerDirection`), by raw value.
    public static func choice<Option: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _ option: Option.Type, _ apply: @escaping @Sendable (Builder, Option) -> Builder
    ) -> Self where Option.RawValue == String {
        single(name, .choice(Option.allCases.map(\.rawValue)), { if case .choice(let value) = $0 { Option(rawValue: value) } else { nil } }, apply)
    }

    // MARK: - Private

    private static func single<Value>(_ name: String, _ kind: StyleSchema.PropertyKind,
                                      _ read: @escaping @Sendable (StyleArgument) -> Value?,
                                      _ apply: @escaping @Sendable (Builder, Value) -> Builder) -> Self {
        StyleRow(properties: [StyleKind.Property(name: name, kind: kind)]) { builder, arguments, _ in
            guard let argument = arguments.first, let value = read(argument) else { return false }
            _ = apply(builder, value)
            return true
        }
    }

    @Sendable private static func points(_ argument: StyleArgument) -> CGFloat? {
        if case .points(let value) = argument { value } else { nil }
    }
}
