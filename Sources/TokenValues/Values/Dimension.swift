import Foundation

/// A length as a token file writes it: a number and a unit.
public struct Dimension: Sendable, Hashable, CustomStringConvertible {
    // MARK: - Nested types

    /// The units DTCG 2025.10 allows.
    public enum Unit: String, Sendable, Hashable, CaseIterable {
        /// Pixels, which are points at scale 1.
        case px
        /// Multiples of the root font size.
        case rem
    }

    // MARK: - Properties

    /// The root font size `rem` refers to unless a resolver or flag says otherwise.
    public static let defaultRemSize: CGFloat = 16

    public var value: Double
    public var unit: Unit

    // MARK: - Initializers

    public init(_ value: Double, _ unit: Unit = .px) {
        self.value = value
        self.unit = unit
    }

    // MARK: - Derived values

    /// The length in points.
    public func points(remSize: CGFloat = Dimension.defaultRemSize) -> CGFloat {
        switch unit {
        case .px: CGFloat(value)
        case .rem: CGFloat(value) * remSize
        }
    }

    public var description: String { "\(value.shortestText)\(unit.rawValue)" }
}

extension Double {
    /// The shortest text that reads back as this number, without a trailing `.0`.
    package var shortestText: String {
        rounded() == self && abs(self) < 1e15 ? String(Int64(self)) : String(self)
    }
}
