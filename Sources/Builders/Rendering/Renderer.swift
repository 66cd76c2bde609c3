import Foundation
import Render
import TokenModel

/// Draws a laid-out view tree to pixels: depth-first, each view's background, border, own
/// content, then its subviews; hidden views are not drawn.
public struct Renderer: Sendable {
    // MARK: - Properties

    /// Pixels per point: 1, 2 or 3.
    public var scale: Int
    /// The theme every ``Themed`` value resolves in.
    public var theme: Theme
    /// What the canvas is filled with before the tree is drawn; transparent when `nil`.
    public var background: Themed<Color>?

    // MARK: - Initializers

    public init(scale: Int = 2, theme: Theme = .defaults, background: Themed<Color>? = nil) {
        self.scale = scale
        self.theme = theme
        self.background = background
    }

    // MARK: - Rendering

    /// Renders `view` at its current frame size, with `padding` points of background
    /// around it.
    public func render(_ view: View, padding: CGFloat = 0) throws -> PixelImage {
        let size = CGSize(width: view.frame.width + 2 * padding, height: view.frame.height + 2 * padding)
        let canvas = try Canvas(size: size, scale: scale)
        if let background { canvas.clear(with: background.resolved(in: theme)) }
        try draw(view, on: canvas, at: CGPoint(x: padding, y: padding))
        return try canvas.makeImage()
    }

    /// Lays `view` out at its fitting size, at most `width` wide, and renders it with
    /// `padding` points of background around it.
    public func renderFitting(_ view: View, width: CGFloat? = nil, padding: CGFloat = 0) throws -> PixelImage {
        try LayoutPass.layoutRoot(view, fittingWidth: width)
        return try render(view, padding: padding)
    }

    // MARK: - Private

    private func draw(_ view: View, on canvas: Canvas, at origin: CGPoint) throws {
        guard !view.isHidden else { return }
        try canvas.withSavedState {
            canvas.translate(by: origin)
            let bounds = view.bounds
            if let background = view.backgroundColor {
                canvas.fill(bounds, color: background.resolved(in: theme), cornerRadius: view.cornerRadius)
            }
            if let border = view.borderColor, view.borderWidth > 0 {
                canvas.strokeBorder(bounds, width: view.borderWidth, color: border.resolved(in: theme), cornerRadius: view.cornerRadius)
            }
            try view.draw(in: RenderContext(canvas: canvas, theme: theme))
            for subview in view.subviews {
                try draw(subview, on: canvas, at: subview.frame.origin)
            }
        }
    }
}
