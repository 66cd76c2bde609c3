/// The resolver context a value is taken in: one context per modifier,
/// such as `theme=dark` or `theme=light, device=tablet`.
///
/// There are no `light` or `dark` presets here: a design system's themes are the ones its
/// build generated (`DesignTokens.Themes.Appearance.dark` for a modifier `appearance`), so a
/// theme named for a modifier the design system lacks does not compile.
public struct Theme: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByDictionaryLiteral {
    // MARK: - Properties

    /// Modifier name to context name, sorted by modifier name.
    public let contexts: [(modifier: String, context: String)]

    /// No modifier chosen: every modifier at its default.
    public static let defaults = Theme([])

    // MARK: - Initializers

    public init(_ contexts: [(modifier: String, context: String)]) {
        self.contexts = contexts.sorted { $0.modifier < $1.modifier }
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements.map { (modifier: $0.0, context: $0.1) })
    }

    // MARK: - Derived values

    /// The context chosen for `modifier`, if any.
    public subscript(modifier: String) -> String? {
        contexts.first { $0.modifier == modifier }?.context
    }

    /// This theme with `other`'s contexts added, `other` winning for a modifier both name:
    /// `DesignTokens.Themes.Theme.dark.merging(DesignTokens.Themes.Device.tablet)`.
    public func merging(_ other: Theme) -> Theme {
        Theme(contexts.filter { other[$0.modifier] == nil } + other.contexts)
    }

    /// Whether every context of `other` is also chosen here.
    public func contains(_ other: Theme) -> Bool {
        other.contexts.allSatisfy { self[$0.modifier] == $0.context }
    }

    /// A short name for file names and labels: the contexts joined with `-` (`dark`,
    /// `tablet-dark`), or `default`.
    public var name: String {
        contexts.isEmpty ? "default" : contexts.map(\.context).joined(separator: "-")
    }

    /// `theme=dark, device=tablet`.
    public var description: String {
        contexts.isEmpty ? "(defaults)" : contexts.map { "\($0.modifier)=\($0.context)" }.joined(separator: ", ")
    }

    // MARK: - Equatable, Hashable, Comparable

    public static func == (lhs: Theme, rhs: Theme) -> Bool {
        lhs.contexts.elementsEqual(rhs.contexts) { $0 == $1 }
    }

    public func hash(into hasher: inout Hasher) {
        for (modifier, context) in contexts {
            hasher.combine(modifier)
            hasher.combine(context)
        }
    }

    public static func < (lhs: Theme, rhs: Theme) -> Bool {
        lhs.description < rhs.description
    }
}
