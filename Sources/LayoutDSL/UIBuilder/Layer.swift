import Foundation
import TokenModel
import ViewKit

/// The layer properties of a view under `CALayer`'s names, for ``UIBuilder/layer(_:)``:
///
/// ```swift
/// .layer { layer in
///     layer.shadowColor = UIColor.darkGray.cgColor
///     layer.shadowOpacity = 0.3
///     layer.shadowOffset = CGSize(width: 10, height: 10)
/// }
/// ```
///
/// Views draw their layer properties themselves, so each property writes through to the
/// view. The four shadow properties together become the view's ``View/shadow`` as
/// `CALayer` draws them: none while `shadowOpacity` is 0 (its default) or `shadowColor`
/// is `nil`, else one shadow whose color's alpha is multiplied by the opacity and whose
/// blur is twice `shadowRadius` (a CSS blur of 2σ for `CALayer`'s σ). A layer made for a
/// view that already has a shadow starts from its first shadow at opacity 1.
public final class Layer {
    // MARK: - Constants

    /// `CALayer`'s default shadow offset.
    public static let defaultShadowOffset = CGSize(width: 0, height: -3)
    /// `CALayer`'s default shadow radius.
    public static let defaultShadowRadius: CGFloat = 3

    // MARK: - Properties

    /// The view whose properties this layer sets.
    public let view: View

    /// The view's ``View/cornerRadius``.
    public var cornerRadius: CGFloat {
        get { view.cornerRadius }
        set { view.cornerRadius = newValue }
    }

    /// The view's ``View/maskedCorners``.
    public var maskedCorners: CACornerMask {
        get { view.maskedCorners }
        set { view.maskedCorners = newValue }
    }

    /// The view's ``View/borderWidth``.
    public var borderWidth: CGFloat {
        get { view.borderWidth }
        set { view.borderWidth = newValue }
    }

    /// The view's ``View/borderColor``.
    public var borderColor: Themed<Color>? {
        get { view.borderColor }
        set { view.borderColor = newValue }
    }

    /// The view's ``View/clipsToBounds``.
    public var masksToBounds: Bool {
        get { view.clipsToBounds }
        set { view.clipsToBounds = newValue }
    }

    /// The color of the shadow, opaque black by default.
    public var shadowColor: Themed<Color>? {
        didSet { applyShadow() }
    }

    /// The opacity of the shadow, 0 (no shadow) to 1.
    public var shadowOpacity: Float = 0 {
        didSet { applyShadow() }
    }

    /// How far the shadow is moved; positive heights move it down.
    public var shadowOffset: CGSize = Layer.defaultShadowOffset {
        didSet { applyShadow() }
    }

    /// The blur radius of the shadow (the σ of its Gaussian).
    public var shadowRadius: CGFloat = Layer.defaultShadowRadius {
        didSet { applyShadow() }
    }

    // MARK: - Initializers

    /// The layer of `view`, starting from the view's current properties.
    public init(_ view: View) {
        self.view = view
        shadowColor = Themed(Color.black)
        if let shadow = view.shadow, let first = shadow.defaultValue.first {
            shadowColor = shadow.map { $0.first?.color ?? first.color }
            shadowOpacity = 1
            shadowOffset = CGSize(width: first.offsetX.points(), height: first.offsetY.points())
            shadowRadius = first.blur.points() / 2
        }
    }

    // MARK: - Private

    private func applyShadow() {
        guard let shadowColor, shadowOpacity > 0 else {
            view.shadow = nil
            return
        }
        let opacity = Double(min(shadowOpacity, 1))
        let (offset, blur) = (shadowOffset, shadowRadius * 2)
        view.shadow = shadowColor.map { color in
            [Shadow(color: color.withAlpha(color.alpha * opacity),
                    offsetX: Dimension(Double(offset.width)), offsetY: Dimension(Double(offset.height)),
                    blur: Dimension(Double(blur)), spread: Dimension(0))]
        }
    }
}
