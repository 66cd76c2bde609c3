import Foundation

/// A length as a token file writes it: a number and a unit.
///
/// The compat-only units `em`, `vw` and `vh` are kept as written for the outputs that
/// understand them (CSS, JSON). An `em` refers to a font size: inside a typography the token
/// reader converts it against that typography's own font size; on its own it has only the
/// root font size to refer to, as at the root of a CSS document, and the reader warns that
/// Swift and the renderer take it so. `vw` and `vh` have no size in points at all, so
/// ``points(remSize:)`` is not a number for them and the Swift output refuses them by name.
public struct Dimension: Sendable, Hashable, CustomStringConvertible {
    // MARK: - Nested types

    /// The units of a length.
    public enum Unit: String, Sendable, Hashable, CaseIterable {
        /// Pixels, which are points at scale 1.
        case px
        /// Multiples of the root font size.
        case rem
        /// Multiples of the font size of the text it applies to (`--compat` only).
        case em
        /// Percents of the viewport's width (`--compat` only).
        case vw
        /// Percents of the viewport's height (`--compat` only).
        case vh

        /// The units DTCG 2025.10 allows.
        public static let standard: [Unit] = [.px, .rem]

        /// Whether a length in this unit has a size in points without knowing the screen
        /// (an `em` is taken against the root font size).
        public var hasPointSize: Bool { self != .vw && self != .vh }
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

    /// Whether the length has a size in points (its unit is not vw or vh).
    public var hasPointSize: Bool { unit.hasPointSize }

    /// The length in points, an `em` against the root font size; not a number (`.nan`) for
    /// `vw` and `vh`, which have no size in points: every caller that draws checks that a
    /// length is finite.
    public func points(remSize: CGFloat = Dimension.defaultRemSize) -> CGFloat {
        switch unit {
        case .px: CGFloat(value)
        case .rem, .em: CGFloat(value) * remSize
        case .vw, .vh: .nan
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
