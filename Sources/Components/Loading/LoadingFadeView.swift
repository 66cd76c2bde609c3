import Foundation
import Render
import TokenModel
import ViewKit

/// The fade over the lower part of a ``LoadingView`` with `needGradient`: the fade color at alpha 0
/// down to half the height, to its own alpha at 95 %, and so below, so the placeholders melt
/// into the page.
public final class LoadingFadeView: View {
    // MARK: - Properties

    /// The fade's color (white, as SurfUtils'; see ``LoadingViewConfig/fadeColor``).
    public var fadeColor: Themed<Color> = .white

    // MARK: - Drawing

    public override func draw(in context: RenderContext) throws {
        let bounds = self.bounds
        guard bounds.width > 0, bounds.height > 0 else { return }
        let color = fadeColor.resolved(in: context.theme)
        let gradient = Gradient(stops: [
            .init(color: color.withAlpha(0), position: 0.5),
            .init(color: color.withAlpha(color.alpha), position: 0.95),
        ])
        // Above half the height the fade is transparent and drawing it changes nothing; the
        // fill starts a whole point above, so the rows it covers are drawn exactly as before.
        let top = max(bounds.minY, (bounds.height * 0.5).rounded(.down) - 1)
        guard top < bounds.maxY else { return }
        let lower = CGRect(x: bounds.minX, y: top, width: bounds.width, height: bounds.maxY - top)
        context.canvas.fill(Path(rect: lower), with: .linearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: bounds.height)))
    }
}
