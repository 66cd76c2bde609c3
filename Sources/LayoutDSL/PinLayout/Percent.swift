import Foundation
import ViewKit

/// A length in percent of the superview's matching dimension, as PinLayout's `Percent`:
/// `view.pin.top(10%)` is a tenth of the superview's height from its top.
public struct Percent: Sendable, Hashable, CustomStringConvertible {
    // MARK: - Properties

    /// The percentage: 10 for `10%`.
    public let value: CGFloat

    public var description: String { "\(LayoutConstraint.format(value))%" }

    // MARK: - Initializers

    public init(_ value: CGFloat) {
        self.value = value
    }

    // MARK: - Methods

    /// The opposite percentage: `-10%` (the postfix `%` applies first).
    public static prefix func - (percent: Percent) -> Percent {
        Percent(-percent.value)
    }

    /// This percentage of `length`.
    public func of(_ length: CGFloat) -> CGFloat {
        length * value / 100
    }
}

postfix operator %

/// `10%`: a ``Percent`` of the superview's dimension, as PinLayout's postfix operator.
public postfix func % (value: CGFloat) -> Percent {
    Percent(value)
}
