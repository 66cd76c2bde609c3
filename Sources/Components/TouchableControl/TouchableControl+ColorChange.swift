import Foundation
import TokenModel
import ViewKit

extension TouchableControl {
    // MARK: - Nested types

    /// One view the control recolors while pressed, with its two colors.
    ///
    /// Which color changes: a ``Label``'s `textColor` (SurfUtils passes
    /// `label.textColor`), any other view's `backgroundColor` (SurfUtils passes
    /// `someView.backgroundColor`). A label's `nil` color is UILabel's default black, as
    /// `textColor = nil` gives on iOS; a view's `nil` background is none. Between the two
    /// looks the color is interpolated in OKLCH (CSS Color 4: lightness, chroma and alpha
    /// linearly, hue along the shorter arc, mapped back into sRGB by lowering chroma), in
    /// every theme of either color, so blue to orange passes through saturated colors, not
    /// an sRGB mix's grey; from or to `nil` it fades the other color's alpha, so a
    /// background that appears does not pass through black.
    public struct ColorChange {
        // MARK: - Nested types

        /// The property of the view that is recolored.
        public enum Property: Sendable, Hashable {
            /// A label's `textColor`.
            case textColor
            /// A view's `backgroundColor`.
            case backgroundColor
        }

        // MARK: - Properties

        /// The view recolored; held strongly, as SurfUtils' control holds it.
        public let view: View
        /// The color in the normal look.
        public let normalColor: Themed<Color>?
        /// The color in the pressed look.
        public let touchedColor: Themed<Color>?

        /// The property recolored: a label's text color, else the background.
        public var property: Property { view is Label ? .textColor : .backgroundColor }

        // MARK: - Initializers

        /// `view` recolored from `normalColor` to `touchedColor`; nothing changes until a
        /// control applies it.
        public init(view: View, normalColor: Themed<Color>?, touchedColor: Themed<Color>?) {
            self.view = view
            self.normalColor = normalColor
            self.touchedColor = touchedColor
        }

        // MARK: - Methods

        /// The color at `pressedFraction` (0 normal, 1 pressed).
        public func color(atPressedFraction fraction: Double) -> Themed<Color>? {
            let fraction = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
            if fraction == 0 { return normalColor }
            if fraction == 1 { return touchedColor }
            guard let from = normalColor ?? touchedColor.map(Self.transparent),
                  let to = touchedColor ?? normalColor.map(Self.transparent) else { return nil }
            return Self.interpolate(from, to, fraction: fraction)
        }

        /// Sets the view's color to the one at `pressedFraction`.
        func apply(pressedFraction: Double) {
            let color = color(atPressedFraction: pressedFraction)
            switch (property, view) {
            case (.textColor, let label as Label): label.textColor = color ?? .black
            default: view.backgroundColor = color
            }
        }

        // MARK: - Private

        /// `color` with its alpha at 0 in every theme.
        private static func transparent(_ color: Themed<Color>) -> Themed<Color> {
            color.map { color in
                let components = color.rgbaComponents
                return Color(red: components[0], green: components[1], blue: components[2], alpha: 0)
            }
        }

        /// `from` and `to` mixed at `fraction` in their default themes, in each theme
        /// either has a variant for, and in each pair of such themes that name different
        /// modifiers, so a theme naming both finds a mix of the values it would find in each.
        private static func interpolate(_ from: Themed<Color>, _ to: Themed<Color>, fraction: Double) -> Themed<Color> {
            // Resolved without their theme spaces: the merged themes are asked for here
            // only, never by a render.
            var from = from, to = to
            let space = from.space ?? to.space
            from.space = nil
            to.space = nil
            var themes: [Theme] = []
            for theme in from.variants.map(\.theme) + to.variants.map(\.theme) where !themes.contains(theme) {
                themes.append(theme)
            }
            for first in from.variants.map(\.theme) {
                for second in to.variants.map(\.theme) {
                    let clash = first.contexts.contains { context in second[context.modifier].map { $0 != context.context } ?? false }
                    let merged = first.merging(second)
                    if !clash, !themes.contains(merged) { themes.append(merged) }
                }
            }
            func mix(in theme: Theme?) -> Color {
                let start = theme.map { from.resolved(in: $0) } ?? from.defaultValue
                let end = theme.map { to.resolved(in: $0) } ?? to.defaultValue
                if start.rgbaComponents.prefix(3) == end.rgbaComponents.prefix(3) {
                    // One color fading in or out: only its alpha moves, exactly.
                    return start.interpolated(to: end, fraction: fraction)
                }
                return OKLCH(start).mixed(with: OKLCH(end), fraction: fraction).srgb
            }
            return Themed(mix(in: nil), variants: themes.map { ThemedVariant(theme: $0, value: mix(in: $0)) }, space: space)
        }
    }
}
