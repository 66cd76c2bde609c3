import Foundation
import Render
import TokenModel

/// Draws a laid-out view tree to pixels, depth-first, compositing each view as Core
/// Animation composites its layer:
///
/// 1. hidden views, and views of alpha 0, are skipped with their subviews;
/// 2. a view with alpha below 1 is drawn into a group composited at that opacity, so its
///    parts do not show through each other (steps 3–7 go into the group);
/// 3. outer shadows of the rounded bounds, behind everything; none when the view clips
///    to its bounds, as `masksToBounds` cuts a layer's shadow off with the rest of what
///    lies outside;
/// 4. the background, rounded by `cornerRadius` at the `maskedCorners`;
/// 5. inset shadows, over the background;
/// 6. inside the rounded bounds when `clipsToBounds`: the view's ``View/draw(in:)``, then
///    its subviews back to front;
/// 7. the border, above content and subviews (CALayer draws the border over sublayers).
///
/// A ``LayerMasking`` view has steps 2–7 clipped to its mask, and draws its layer above
/// the subviews between steps 6 and 7.
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
    /// - Throws: ``UnknownThemeError`` when ``theme`` names a modifier or context that the
    ///   design system of the view's or the background's tokens does not have.
    public func render(_ view: View, padding: CGFloat = 0) throws -> PixelImage {
        let size = CGSize(width: view.frame.width + 2 * padding, height: view.frame.height + 2 * padding)
        return try ThemeCheck.run {
            let image = try Canvas.image(size: size, scale: scale) { canvas in
                if let background { canvas.clear(with: background.resolved(in: theme)) }
                try drawTree(view, on: canvas, at: CGPoint(x: padding, y: padding))
            }
            // The text drawn, rated on the background, for the contrast recordings running.
            try DrawnTextContrast.noteDrawing(of: view, theme: theme, page: background?.resolved(in: theme))
            return image
        }
    }

    /// Lays `view` out at its compressed fitting size, and renders it with `padding` points
    /// of background around it.
    ///
    /// `width` is a limit, not a width: the view is **at most** `width` points wide (text
    /// wraps at it) and as narrow as its constraints allow, so a short label comes out
    /// narrower than `width`. For a cell or a screen part that must be exactly as wide as
    /// its container, lay it out at an exact width instead:
    ///
    /// ```swift
    /// let image = try renderer.render(cell, layingOutAt: .fitting(width: .exactly(343)))
    /// ```
    ///
    /// `renderFitting(view, width: w)` is `render(view, layingOutAt: .fitting(width: .atMost(w)))`;
    /// without `width` it is `.fitting()`, as small as the constraints allow.
    public func renderFitting(_ view: View, width: CGFloat? = nil, padding: CGFloat = 0) throws -> PixelImage {
        try LayoutPass.layoutRoot(view, fittingWidth: width)
        return try render(view, padding: padding)
    }

    /// Lays `view` out at `size` and renders it with `padding` points of background around
    /// it: `.fitting(width: .exactly(343))` for a cell exactly 343 points wide and as high as
    /// its content, `.fixed(CGSize(…))` for a screen.
    public func render(_ view: View, layingOutAt size: LayoutSize, padding: CGFloat = 0) throws -> PixelImage {
        try LayoutPass.layout(view, size: size)
        return try render(view, padding: padding)
    }

    /// Draws the tree under `view` on `canvas` with the view's top-left corner at
    /// `origin`, for drawing a tree into a larger picture. Its text is not noted for the
    /// ``DrawnTextContrast`` recordings, as what the canvas holds under it is not known here.
    /// - Throws: ``UnknownThemeError`` as ``render(_:padding:)`` does.
    public func draw(_ view: View, on canvas: Canvas, at origin: CGPoint) throws {
        try ThemeCheck.run { try drawTree(view, on: canvas, at: origin) }
    }

    // MARK: - Private

    /// ``draw(_:on:at:)`` without the theme check, for the tree below it.
    private func drawTree(_ view: View, on canvas: Canvas, at origin: CGPoint) throws {
        guard !view.isHidden, view.alpha > 0 else { return }
        try canvas.withSavedState {
            canvas.translate(by: origin)
            if let masking = view as? LayerMasking, let mask = try masking.layerMask(in: theme) { canvas.clip(to: mask) }
            if view.alpha < 1 {
                try canvas.withOpacity(Double(view.alpha)) { try drawLayer(of: view, on: canvas) }
            } else {
                try drawLayer(of: view, on: canvas)
            }
        }
    }


    /// Steps 3–7 for one view, on a canvas moved to its origin.
    private func drawLayer(of view: View, on canvas: Canvas) throws {
        let bounds = view.bounds
        let radii = view.cornerRadii
        let shadows = view.shadow?.resolved(in: theme) ?? []
        let outer = shadows.filter { !$0.inset }, inner = shadows.filter(\.inset)
        if !outer.isEmpty, !view.clipsToBounds {
            canvas.drawShadows(outer, forRoundedRect: bounds, cornerRadii: radii)
        }
        if let background = view.layerBackgroundColor {
            let color = background.resolved(in: theme)
            if view.maskedCorners == .all {
                canvas.fill(bounds, color: color, cornerRadius: view.cornerRadius)
            } else {
                canvas.fill(Path(roundedRect: bounds, cornerRadii: radii), with: .color(color))
            }
        }
        if !inner.isEmpty {
            canvas.drawShadows(inner, forRoundedRect: bounds, cornerRadii: radii)
        }
        try canvas.withSavedState {
            if view.clipsToBounds { canvas.clip(to: Path(roundedRect: bounds, cornerRadii: radii)) }
            try view.draw(in: RenderContext(canvas: canvas, theme: theme))
            for subview in view.subviews {
                try drawTree(subview, on: canvas, at: subview.frame.origin)
            }
            try (view as? LayerMasking)?.drawAboveSubviews(in: RenderContext(canvas: canvas, theme: theme))
        }
        if let border = view.borderColor, view.borderWidth > 0 {
            drawBorder(of: view, color: border.resolved(in: theme), radii: radii, on: canvas)
        }
    }

    private func drawBorder(of view: View, color: Color, radii: CornerRadii, on canvas: Canvas) {
        let bounds = view.bounds, width = view.borderWidth
        if view.maskedCorners == .all {
            return canvas.strokeBorder(bounds, width: width, color: color, cornerRadius: view.cornerRadius)
        }
        let inset = bounds.insetBy(dx: width / 2, dy: width / 2)
        guard !inset.isNull, inset.width > 0, inset.height > 0 else {
            return canvas.fill(Path(roundedRect: bounds, cornerRadii: radii), with: .color(color))
        }
        let half = width / 2
        let innerRadii = CornerRadii(topLeft: max(0, radii.topLeft - half), topRight: max(0, radii.topRight - half),
                                     bottomRight: max(0, radii.bottomRight - half), bottomLeft: max(0, radii.bottomLeft - half))
        canvas.stroke(Path(roundedRect: inset, cornerRadii: innerRadii), with: StrokeOptions(width: width), color: color)
    }
}
