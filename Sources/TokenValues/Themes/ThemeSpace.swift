/// The themes a design system has: its resolver's modifiers, each with its contexts and its
/// default context. Generated code declares one (`DesignTokens.Themes.space`) and gives it
/// to every ``Themed`` constant, so a ``Theme`` that names a modifier or context the design
/// system does not have is found wherever it is used, never quietly read as the defaults.
public final class ThemeSpace: Sendable, Hashable, CustomStringConvertible {
    // MARK: - Nested types

    /// One resolver modifier: `appearance` with the contexts `light` and `dark`.
    public struct Modifier: Sendable, Hashable {
        public let name: String
        /// The contexts in the resolver's order.
        public let contexts: [String]
        /// The context taken when a theme does not name this modifier.
        public let defaultContext: String

        public init(name: String, contexts: [String], defaultContext: String) {
            self.name = name
            self.contexts = contexts
            self.defaultContext = defaultContext
        }
    }

    // MARK: - Properties

    /// The modifiers in the resolver's order.
    public let modifiers: [Modifier]

    // MARK: - Initializers

    public init(modifiers: [Modifier]) {
        self.modifiers = modifiers
    }

    // MARK: - Checking

    /// Why `theme` does not exist here: the first modifier or context it names that the
    /// design system lacks, with what it has; `nil` when every context it names exists.
    public func problem(with theme: Theme) -> String? {
        for (modifierName, context) in theme.contexts {
            guard let modifier = modifiers.first(where: { $0.name == modifierName }) else {
                let existing = modifiers.isEmpty ? "it has no modifiers (no themes)" : "its modifiers are \(description)"
                return "the theme \(theme) names the modifier '\(modifierName)', which the design system does not have; \(existing)"
            }
            guard modifier.contexts.contains(context) else {
                return "the theme \(theme) names the context '\(context)' of the modifier '\(modifierName)', which has only "
                    + modifier.contexts.map { "'\($0)'" }.joined(separator: ", ")
            }
        }
        return nil
    }

    /// Whether every context `theme` names exists here.
    public func contains(_ theme: Theme) -> Bool {
        theme.contexts.allSatisfy { chosen in
            modifiers.contains { $0.name == chosen.modifier && $0.contexts.contains(chosen.context) }
        }
    }

    // MARK: - Derived values

    /// Every modifier at its default context.
    public var defaultTheme: Theme {
        Theme(modifiers.map { (modifier: $0.name, context: $0.defaultContext) })
    }

    /// Every combination of the modifiers' contexts, the first modifier varying slowest.
    public var themes: [Theme] {
        modifiers.reduce([[]]) { partial, modifier in
            partial.flatMap { contexts in modifier.contexts.map { contexts + [(modifier: modifier.name, context: $0)] } }
        }.map(Theme.init)
    }

    /// `appearance: light | dark; device: phone | tablet`.
    public var description: String {
        modifiers.map { "\($0.name): \($0.contexts.joined(separator: " | "))" }.joined(separator: "; ")
    }

    // MARK: - Equatable, Hashable

    public static func == (lhs: ThemeSpace, rhs: ThemeSpace) -> Bool {
        lhs === rhs || lhs.modifiers == rhs.modifiers
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(modifiers)
    }
}
