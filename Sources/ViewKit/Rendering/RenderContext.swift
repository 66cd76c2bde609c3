import Render
import TokenModel

/// What a view draws with: the canvas, already moved to the view's origin, and the theme
/// its themed values resolve in.
public struct RenderContext {
    // MARK: - Properties

    public let canvas: Canvas
    public let theme: Theme

    // MARK: - Initializers

    public init(canvas: Canvas, theme: Theme) {
        self.canvas = canvas
        self.theme = theme
    }
}
