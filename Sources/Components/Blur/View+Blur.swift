import Foundation
import ViewKit

extension View {
    // MARK: - Blur

    /// Covers the view with a blur of what lies beneath it, as SurfUtils'
    /// `addBlur(color:style:)`: a ``BlurView`` added on top of the subviews, pinned to the
    /// view's edges with constraints, washed by `style` and tinted with `color`.
    ///
    ///     bluredView.addBlur(color: UIColor.white.withAlphaComponent(0.1), style: .light)
    @discardableResult
    public func addBlur(color: UIColor? = nil, style: BlurView.Style = .light) -> BlurView {
        let blur = BlurView()
        blur.style = style
        blur.blurTintColor = color
        addSubview(blur)
        stretch(blur)
        return blur
    }
}
