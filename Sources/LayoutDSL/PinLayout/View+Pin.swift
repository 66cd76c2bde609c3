import Foundation
import ViewKit

extension View {
    // MARK: - PinLayout

    /// A layout of this view by hand in PinLayout's vocabulary; applied when the chain is
    /// released (see ``PinLayout``).
    public var pin: PinLayout { PinLayout(view: self) }

    /// The widest a readable column of text is, in points: UIKit's readable content width
    /// at the default text size, which `pin.readableMargins` keeps the area within.
    public static let readableContentWidth: CGFloat = 672
}
