import Foundation

extension CGFloat {
    // MARK: - Lengths from user input

    /// The value as a length: itself when finite and positive, else 0, so a negative or
    /// non-finite size a component is given draws nothing instead of turning inside out.
    package var asLength: CGFloat {
        isFinite ? Swift.max(0, self) : 0
    }
}
