import Foundation
import LayoutDSL
import TokenModel
import ViewKit

/// Builds a ``CommonButton`` in the template project's builder style:
///
/// ```swift
/// let payButton = CommonButtonBuilder.startBuild()
///     .useAutoLayout()
///     .setStyle(.primary)
///     .setTitleForAllStates("Pay")
///     .setImageForAllStates(Image(named: "card"))
///     .setAddedTouchArea(10)
///     .build()
/// ```
public final class CommonButtonBuilder: ButtonBuilding, StyledBuilder {
    // MARK: - Nested types

    /// The view this builder makes.
    public typealias BuiltView = CommonButton

    // MARK: - Properties

    /// The button being configured.
    public let view: CommonButton

    // MARK: - Initializers

    private init(view: CommonButton) {
        self.view = view
    }

    /// A builder holding a new button.
    public static func startBuild() -> CommonButtonBuilder {
        CommonButtonBuilder(view: CommonButton())
    }

    /// A builder over an existing button, so a generated style (or any builder call) can
    /// restyle it, as a ``UIStyle`` does: `CommonButtonBuilder.edit(button).setStyle(.secondary)`.
    public static func edit(_ button: CommonButton) -> CommonButtonBuilder {
        CommonButtonBuilder(view: button)
    }

    // MARK: - All states at once

    /// Sets the title of every state.
    public func setTitleForAllStates(_ title: String?) -> Self {
        view.setTitleForAllStates(title)
        return self
    }

    /// Sets the image of every state.
    public func setImageForAllStates(_ image: Image?) -> Self {
        view.setImageForAllStates(image)
        return self
    }

    // MARK: - Button properties

    /// Sets the typography of the title.
    public func setTitleTypography(_ typography: Typography) -> Self {
        view.titleTypography = typography
        return self
    }

    /// Sets the opacity of the image in the states other than `normal`.
    public func setImageAlpha(_ alpha: CGFloat) -> Self {
        view.imageAlpha = alpha
        return self
    }

    /// Sets how far the hit area reaches past the bounds on every side.
    public func setAddedTouchArea(_ points: CGFloat) -> Self {
        view.addedTouchArea = points
        return self
    }

    /// Shows `state` (sets enabled, highlighted and selected to match).
    public func setState(_ state: ControlState) -> Self {
        view.show(state)
        return self
    }
}
