import Foundation

/// An unknown of a constraint system, such as a view's left edge. Variables are values:
/// two copies of one variable are the same variable.
public struct Variable: Sendable, Hashable, CustomStringConvertible {
    // MARK: - Properties

    /// Unique in the process; orders variables deterministically.
    public let id: Int
    /// A name for messages (`label.width`).
    public let name: String

    // MARK: - Initializers

    /// A new variable, distinct from every other.
    public init(_ name: String = "") {
        self.id = VariableCounter.shared.next()
        self.name = name
    }

    // MARK: - Equatable, Hashable

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    public var description: String { name.isEmpty ? "v\(id)" : name }
}

/// Hands out variable ids across threads.
private final class VariableCounter: @unchecked Sendable {
    static let shared = VariableCounter()
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
