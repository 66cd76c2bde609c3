/// A value that differs between resolver contexts, as a UIKit dynamic color differs
/// between light and dark: one default and a value per theme that differs from it.
///
/// A value of a design system knows the system's themes (``space``): resolving it in a
/// theme the system does not have reports that theme to the running ``ThemeCheck``, so a
/// render in a misspelt theme fails instead of quietly drawing the defaults.
public struct Themed<Value: Sendable & Hashable>: Sendable, Hashable {
    // MARK: - Properties

    /// The value in the resolver's default context.
    public var defaultValue: Value
    /// Values for themes, in the order they were given.
    public var variants: [ThemedVariant<Value>]
    /// The themes of the design system the value comes from; `nil` for a value made by hand,
    /// which takes any theme. Not part of equality: two values that resolve alike are equal.
    public var space: ThemeSpace?

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

    /// A value with per-theme variants from an array, of the design system whose themes
    /// are `space` when given.
    public init(_ defaultValue: Value, variants: [ThemedVariant<Value>], space: ThemeSpace? = nil) {
        self.defaultValue = defaultValue
        self.variants = variants
        self.space = space
    }

    // MARK: - Resolving

    /// The value in `theme`: the variant for exactly that theme, else the variant whose
    /// contexts `theme` includes with the most contexts, else the default. A theme that
    /// ``space`` does not have is reported to the running ``ThemeCheck`` (the render then
    /// fails), or outside one warned about at the caller's `fileID` and `line`.
    public func resolved(in theme: Theme, fileID: StaticString = #fileID, line: UInt = #line) -> Value {
        if let space, !theme.contexts.isEmpty, !space.contains(theme) { ThemeCheck.report(theme, space: space, fileID: fileID, line: line) }
        if let exact = variants.first(where: { $0.theme == theme }) { return exact.value }
        let matching = variants.filter { theme.contains($0.theme) }
        return matching.max { $0.theme.contexts.count < $1.theme.contexts.count }?.value ?? defaultValue
    }

    /// Whether the value is the same in every theme.
    public var isConstant: Bool { variants.allSatisfy { $0.value == defaultValue } }

    /// The same themes with each value transformed.
    public func map<T>(_ transform: (Value) -> T) -> Themed<T> {
        Themed<T>(transform(defaultValue), variants: variants.map { ThemedVariant(theme: $0.theme, value: transform($0.value)) }, space: space)
    }

    /// The value in `theme`, or an error when ``space`` does not have `theme`: for callers
    /// outside a ``ThemeCheck`` run.
    public func value(in theme: Theme) throws(UnknownThemeError) -> Value {
        if let space, let problem = space.problem(with: theme) {
            throw UnknownThemeError(theme: theme, space: space, message: problem)
        }
        return resolved(in: theme)
    }

    // MARK: - Equatable, Hashable

    public static func == (lhs: Themed, rhs: Themed) -> Bool {
        lhs.defaultValue == rhs.defaultValue && lhs.variants == rhs.variants
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(defaultValue)
        hasher.combine(variants)
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
