/// A length of time as a DTCG `duration` token writes it.
public struct TokenDuration: Sendable, Hashable, CustomStringConvertible {
    // MARK: - Nested types

    public enum Unit: String, Sendable, Hashable, CaseIterable {
        case ms
        case s
    }

    // MARK: - Properties

    public var value: Double
    public var unit: Unit

    // MARK: - Initializers

    public init(_ value: Double, _ unit: Unit) {
        self.value = value
        self.unit = unit
    }

    // MARK: - Derived values

    /// The duration in seconds.
    public var seconds: Double {
        switch unit {
        case .ms: value / 1000
        case .s: value
        }
    }

    public var description: String { "\(value.shortestText)\(unit.rawValue)" }
}
