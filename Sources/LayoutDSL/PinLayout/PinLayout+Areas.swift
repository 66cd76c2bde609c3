import Foundation
import ViewKit

/// The areas of the view UIKit exposes as guides, as insets for edges and margins:
/// `view.pin.all(pin.safeArea)` in a `layoutSubviews()`.
extension PinLayout {
    // MARK: - Areas

    /// The view's safe area insets, as `pin.safeArea` (`view.pin.top(pin.safeArea)`).
    public var safeArea: EdgeInsets { view.safeAreaInsets }

    /// The view's layout margins, as `pin.layoutMargins`.
    public var layoutMargins: EdgeInsets { view.layoutMargins }

    /// The layout margins widened so that the width between them is at most
    /// ``View/readableContentWidth``, the area centered, as UIKit's `readableContentGuide`
    /// (`pin.readableMargins`).
    public var readableMargins: EdgeInsets {
        var insets = view.layoutMargins
        let extra = (view.bounds.width - insets.left - insets.right - View.readableContentWidth) / 2
        if extra > 0 {
            insets.left += extra
            insets.right += extra
        }
        return insets
    }
}
