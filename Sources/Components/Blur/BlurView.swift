import Foundation
import Render
import TokenModel
import ViewKit

/// A blur effect view, the headless `UIVisualEffectView` of SurfUtils' `BlurBuilder`
/// (`view.addBlur(color:style:)`): it blurs what lies beneath it within its rounded
/// bounds and lays a tint color over the blur.
///
/// It blurs the pixels already drawn when the renderer reaches it: its superviews'
/// content, earlier siblings, and its own background and shadow (which therefore tint
/// the blur too). Inside a view of alpha below 1, which draws into a group of its own,
/// it sees only what that group drew, as UIKit warns for a visual effect view under
/// an alpha below 1.
open class BlurView: View {
    // MARK: - Properties

    /// The standard deviation of the Gaussian blur in points (CSS's `backdrop-filter:
    /// blur()`); 0, a negative value or one that is not a number blurs nothing.
    public var blurRadius: CGFloat = BlurView.defaultBlurRadius
    /// The color laid over the blur (SurfUtils' `color`, such as white at 10 %); none when `nil`.
    public var blurTintColor: Themed<Color>?
    /// The wash of the effect's style, laid over the blur below the tint; none when `nil`.
    public var style: Style?

    /// The radius of the blur when none is given, close to UIKit's light blur effect.
    public static let defaultBlurRadius: CGFloat = 10

    // MARK: - Drawing

    /// Blurs the backdrop within the rounded bounds, then fills them with the style's wash and the tint.
    open override func draw(in context: RenderContext) throws {
        let canvas = context.canvas
        canvas.withSavedState {
            canvas.clip(to: Path(roundedRect: bounds, cornerRadii: cornerRadii))
            canvas.blurBackdrop(in: bounds, radius: blurRadius)
            if let style { canvas.fill(bounds, color: style.wash) }
            if let tint = blurTintColor?.resolved(in: context.theme) {
                canvas.fill(bounds, color: tint)
            }
        }
    }
}
