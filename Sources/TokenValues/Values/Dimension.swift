import Foundation

/// A length as a token file writes it: a number and a unit.
///
/// Only px and rem have a size in points. The compat-only units `em`, `vw` and `vh` are
/// kept as written for the outputs that understand them (CSS, JSON); they have no size in
/// points until something gives them one (a typography's own font size gives `em` one, and
/// the token reader converts it there), so ``points(remSize:)`` is not a number for them and
/// the Swift output refuses them by name.
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

        /// Whether a length in this unit has a size in points without knowing its context.
        public var hasPointSize: Bool { self == .px || self == .rem }
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

    /// Whether the length has a size in points (its unit is px or rem).
    public var hasPointSize: Bool { unit.hasPointSize }

    /// The length in points; not a number (`.nan`) for `em`, `vw` and `vh`, which have no
    /// size in points on their own: every caller that draws checks that a length is finite.
    public func points(remSize: CGFloat = Dimension.defaultRemSize) -> CGFloat {
        switch unit {
        case .px: CGFloat(value)
        case .rem: CGFloat(value) * remSize
        case .em, .vw, .vh: .nan
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
