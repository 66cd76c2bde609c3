import Foundation
import Render

/// Where the parts of a map text bubble go, from the measured size of its text
/// (COMPONENTS.md, "Map pin"; the drawer's steps 2–5 and 7). Pure arithmetic, so tests can
/// check every number without drawing.
public struct MapPinGeometry: Sendable, Hashable {
    // MARK: - Properties

    /// The bubble: the rounded rectangle at the origin, `bw × bh`.
    public let bubbleRect: CGRect
    /// The corner radius the bubble is drawn with, never negative.
    public let cornerRadius: CGFloat
    /// The left end of the arrow's base, on the bubble's bottom edge.
    public let arrowBaseLeft: CGPoint
    /// The right end of the arrow's base, on the bubble's bottom edge.
    public let arrowBaseRight: CGPoint
    /// The arrow's tip: the point on the map the pin marks.
    public let tip: CGPoint
    /// The top-left corner of the text's layout: `top` down, and across so that the text's
    /// ink is centred between the left and right insets (step 4, fixed).
    public let textOrigin: CGPoint
    /// The image's size in points: `bw × (bh + arrowHeight)`.
    public let imageSize: CGSize

    /// No pin, what an empty text draws (step 8): every point at the origin, no path.
    public static let none = MapPinGeometry()

    /// Whether there is no pin (``none``).
    public var isNone: Bool { imageSize == .zero }

    /// The tip as a fraction of the image's size, what a map's annotation view takes as
    /// its anchor: always `(0.5, 1.0)`, ``none``'s too.
    public var anchor: CGPoint {
        guard imageSize.width > 0, imageSize.height > 0 else { return CGPoint(x: 0.5, y: 1) }
        return CGPoint(x: tip.x / imageSize.width, y: tip.y / imageSize.height)
    }

    // MARK: - Initializers

    /// The geometry of a bubble around a text measured `textSize` (one line, no width
    /// limit), with `insets` around it, an arrow `arrowSize` and corners of `cornerRadius`.
    /// Negative insets, arrow sizes and radii count as 0, so no input makes a shape that
    /// turns inside out.
    ///
    /// The text is centred across the room between the insets, which is wider than the
    /// text when the bubble has its smallest width: by its ink when `textInk` (the glyphs'
    /// box in the text's layout) is given, else by its measured width.
    public init(textSize: CGSize, insets: EdgeInsets, arrowSize: CGSize, cornerRadius: CGFloat, textInk: CGRect? = nil) {
        let insets = insets.clampedToZero
        let arrowWidth = max(0, arrowSize.width)
        let arrowHeight = max(0, arrowSize.height)
        let radius = max(0, cornerRadius)
        // Step 7, the short-text fix: the arrow's base and both rounded corners must fit
        // along the bottom edge, else the triangle would stick out past the corners.
        let minimumWidth = max(2 * radius, arrowWidth + 2 * radius)
        let width = max(max(0, textSize.width) + insets.left + insets.right, minimumWidth)
        let height = max(0, textSize.height) + insets.top + insets.bottom
        bubbleRect = CGRect(x: 0, y: 0, width: width, height: height)
        self.cornerRadius = radius
        arrowBaseLeft = CGPoint(x: (width - arrowWidth) / 2, y: height)
        arrowBaseRight = CGPoint(x: (width + arrowWidth) / 2, y: height)
        tip = CGPoint(x: width / 2, y: height + arrowHeight)
        let room = width - insets.left - insets.right
        let ink = textInk.flatMap { $0.minX.isFinite && $0.width.isFinite ? $0 : nil }
            ?? CGRect(x: 0, y: 0, width: max(0, textSize.width), height: 0)
        textOrigin = CGPoint(x: insets.left + (room - ink.width) / 2 - ink.minX, y: insets.top)
        imageSize = CGSize(width: width, height: height + arrowHeight)
    }

    private init() {
        bubbleRect = .zero
        cornerRadius = 0
        arrowBaseLeft = .zero
        arrowBaseRight = .zero
        tip = .zero
        textOrigin = .zero
        imageSize = .zero
    }

    // MARK: - Path

    /// The bubble and the arrow as one path, filled once (step 3). Both subpaths wind the
    /// same way (clockwise on screen), so the non-zero rule fills their union.
    public var path: Path {
        guard !isNone else { return Path() }
        var path = Path(roundedRect: bubbleRect, cornerRadius: cornerRadius)
        guard tip.y > bubbleRect.maxY, arrowBaseRight.x > arrowBaseLeft.x else { return path }
        // One fill of both subpaths rasterizes their union at once, so the shared edge
        // leaves no antialiasing seam.
        path.move(to: arrowBaseLeft)
        path.addLine(to: arrowBaseRight)
        path.addLine(to: tip)
        path.closeSubpath()
        return path
    }
}
