import Foundation
import LayoutDSL
import Render
import TokenModel
import ViewKit

/// Builds a ``MapPinView`` in the template project's builder style:
///
/// ```swift
/// let pin = MapPinBuilder.startBuild()
///     .setStyle(.default)
///     .setText("1 250 ₽")
///     .build()
/// ```
public final class MapPinBuilder: StyledBuilder {
    // MARK: - Nested types

    /// The view this builder makes.
    public typealias BuiltView = MapPinView

    // MARK: - Properties

    /// The pin being configured.
    public let view: MapPinView

    // MARK: - Initializers

    private init(view: MapPinView) {
        self.view = view
    }

    /// A builder holding a new pin.
    public static func startBuild() -> MapPinBuilder {
        MapPinBuilder(view: MapPinView())
    }

    // MARK: - Pin properties

    /// Sets the text in the bubble.
    public func setText(_ text: String) -> Self {
        view.text = text
        return self
    }

    /// Sets whether the bubble has the selected color.
    public func setSelected(_ selected: Bool) -> Self {
        view.isSelected = selected
        return self
    }

    /// Sets the font of the text.
    public func setFont(_ font: Typography) -> Self {
        view.font = font
        return self
    }

    /// Sets the color of the text.
    public func setTextColor(_ color: Themed<Color>) -> Self {
        view.textColor = color
        return self
    }

    /// Sets the bubble's color when not selected.
    public func setBubbleColorNormal(_ color: Themed<Color>) -> Self {
        view.bubbleColorNormal = color
        return self
    }

    /// Sets the bubble's color when selected.
    public func setBubbleColorSelected(_ color: Themed<Color>) -> Self {
        view.bubbleColorSelected = color
        return self
    }

    /// Sets the space between the text and the bubble's edges.
    public func setEdgeInsets(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) -> Self {
        view.edgeInsets = EdgeInsets(top: top, left: left, bottom: bottom, right: right)
        return self
    }

    /// Sets the space between the text and the bubble's edges.
    public func setEdgeInsets(_ insets: EdgeInsets) -> Self {
        view.edgeInsets = insets
        return self
    }

    /// Sets the arrow's base width and height.
    public func setArrowSize(width: CGFloat, height: CGFloat) -> Self {
        view.arrowSize = CGSize(width: width, height: height)
        return self
    }

    /// Sets the radius of the bubble's corners.
    public func setBubbleCornerRadius(_ radius: CGFloat) -> Self {
        view.bubbleCornerRadius = radius
        return self
    }
}
