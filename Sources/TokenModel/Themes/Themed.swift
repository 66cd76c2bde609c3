/// A value that differs between resolver contexts, as a UIKit dynamic color differs
/// between light and dark: one default and a value per theme that differs from it.
public struct Themed<Value: Sendable & Hashable>: Sendable, Hashable {
    // MARK: - Properties

    /// The value in the resolver's default context.
    public var defaultValue: Value
    /// Values for themes, in the order they were given.
    public var variants: [ThemedVariant<Value>]

    // MARK: - Initializers

    /// A value that is the same in every theme.
    public init(_ value: Value) {
        self.defaultValue = value
        self.variants = []
    }

    /// A value with per-theme variants; a theme not listed takes `defaultValue`.
    public init(_ defaultValue: Value, variants: KeyValuePairs<Theme, Value>) {
        self.defaultValue = defaultValue
        self.variants = variants.map { ThemedVariant(theme: $0.key, value: $0.value) }
    }

    /// A value with per-theme variants from an array.
    public init(_ defaultValue: Value, variants: [ThemedVariant<Value>]) {
        self.defaultValue = defaultValue
        self.variants = variants
    }

    // MARK: - Resolving

    /// The value in `theme`: the variant for exactly that theme, else the variant whose
    /// contexts `theme` includes with the most contexts, else the default.
    public func resolved(in theme: Theme) -> Value {
        if let exact = variants.first(where: { $0.theme == theme }) { return exact.value }
        let matching = variants.filter { theme.contains($0.theme) }
        return matching.max { $0.theme.contexts.count < $1.theme.contexts.count }?.value ?? defaultValue
    }

    /// Whether the value is the same in every theme.
    public var isConstant: Bool { variants.allSatisfy { $0.value == defaultValue } }

    /// The same themes with each value transformed.
    public func map<T>(_ transform: (Value) -> T) -> Themed<T> {
        Themed<T>(transform(defaultValue), variants: variants.map { ThemedVariant(theme: $0.theme, value: transform($0.value)) })
    }
}

/// One theme's value of a ``Themed`` value.
public struct ThemedVariant<Value: Sendable & Hashable>: Sendable, Hashable {
    public var theme: Theme
    public var value: Value

    public init(theme: Theme, value: Value) {
        self.theme = theme
        self.value = value
    }
}
