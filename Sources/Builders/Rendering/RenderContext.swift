import Render
import TokenModel

/// What a view draws with: the canvas, already moved to the view's origin, and the theme
/// its themed values resolve in.
public struct RenderContext {
    public let canvas: Canvas
    public let theme: Theme
}
