import Foundation
import Render
import TokenModel
import ViewKit

/// SurfUtils' `CommonButton`: a ``Button`` with per-state background, title and border
/// colors (a state without its own falls back to `normal`), a corner radius that clips the
/// content, one title and one image for every state at once, a fainter image in the
/// states other than `normal`, and a hit area larger than what it draws.
///
/// ```swift
/// let button = CommonButtonBuilder.startBuild()
///     .useAutoLayout()
///     .setStyle(.primary)
///     .setTitleForAllStates("Pay")
///     .setAddedTouchArea(10)
///     .build()
/// ```
open class CommonButton: Button {
    // MARK: - Properties

    /// The opacity of the image in every state but `normal` (SurfUtils' image alpha for
    /// the highlighted, disabled and selected looks); 1 draws it unchanged. Clamped to 0…1;
    /// a value that is not a number counts as 1.
    public var imageAlpha: CGFloat = 1 {
        didSet { updateImages() }
    }

    /// How far the hit area reaches past the bounds on every side, in points, as
    /// SurfUtils' `addedTouchArea`; it changes what ``hitTest(_:)`` takes, never the drawing.
    /// A negative value shrinks the hit area; one that is not finite counts as 0.
    public var addedTouchArea: CGFloat = 0

    /// The image given for every state by ``setImageForAllStates(_:)``.
    public private(set) var imageForAllStates: Image?

    // MARK: - State

    /// The name of the state shown (`normal`, `highlighted`, `disabled`, `selected`), for
    /// snapshot names and messages.
    public var stateName: String { state.rawValue }


    // MARK: - All states at once

    /// Sets the title of every state at once.
    public func setTitleForAllStates(_ title: String?) {
        for state in ControlState.allCases { setTitle(title, for: state) }
    }

    /// Sets the image of every state at once; the states other than `normal` draw it at
    /// ``imageAlpha``.
    public func setImageForAllStates(_ image: Image?) {
        imageForAllStates = image
        updateImages()
    }

    // MARK: - Touch area

    /// The area that takes touches in the button's own coordinates: the bounds grown by
    /// ``addedTouchArea`` on every side (never smaller than empty).
    public var hitFrame: CGRect {
        let added = addedTouchArea.isFinite ? addedTouchArea : 0
        let grown = bounds.insetBy(dx: -added, dy: -added)
        return grown.isNull || grown.width < 0 || grown.height < 0 ? CGRect(origin: CGPoint(x: bounds.midX, y: bounds.midY), size: .zero) : grown
    }

    /// Whether a touch at `point` (in the button's own coordinates) hits the button, as
    /// SurfUtils' `point(inside:with:)`; a hidden button takes none.
    public func hitTest(_ point: CGPoint) -> Bool {
        guard !isHidden, point.x.isFinite, point.y.isFinite else { return false }
        let frame = hitFrame
        return frame.width > 0 && frame.height > 0 && frame.contains(point)
    }

    // MARK: - Drawing

    /// Draws as ``Button`` does, inside the rounded bounds when the corner radius is above
    /// 0, so an image or a title near a corner is cut by the curve as SurfUtils'
    /// `layer.masksToBounds` cuts it.
    open override func draw(in context: RenderContext) throws {
        let canvas = context.canvas
        try canvas.withSavedState {
            if cornerRadius > 0 { canvas.clip(to: Path(roundedRect: bounds, cornerRadii: cornerRadii)) }
            try super.draw(in: context)
        }
    }

    // MARK: - Private

    /// Puts ``imageForAllStates`` in every state, faded by ``imageAlpha`` in all but `normal`.
    private func updateImages() {
        setImage(imageForAllStates, for: .normal)
        let faded = imageForAllStates.map { Self.image($0, fadedTo: imageAlpha) }
        for state in ControlState.allCases where state != .normal { setImage(faded, for: state) }
    }

    /// `image` with every pixel's alpha (and, premultiplied, its color) times `alpha`.
    private static func image(_ image: Image, fadedTo alpha: CGFloat) -> Image {
        let alpha = alpha.isNaN ? 1 : min(max(alpha, 0), 1)
        guard alpha < 1 else { return image }
        let factor = UInt32((alpha * 256).rounded())
        let representations = image.representations.compactMap { representation -> PixelImage? in
            let pixels = representation.pixels.map { pixel -> UInt32 in
                // Premultiplied ARGB: every channel scales alike.
                var result: UInt32 = 0
                for shift in stride(from: 0, to: 32, by: 8) {
                    let channel = (pixel >> UInt32(shift)) & 0xFF
                    result |= ((channel * factor + 128) >> 8) << UInt32(shift)
                }
                return result
            }
            return try? PixelImage(width: representation.width, height: representation.height, scale: representation.scale, pixels: pixels)
        }
        return Image(representations: representations, renderingMode: image.renderingMode) ?? image
    }
}
