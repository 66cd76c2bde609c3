import Foundation
import Render
import TokenModel

/// A button, as `UIButton` of the custom type: per-state title, title color, image,
/// background image and background color, with image and title centered side by side.
open class Button: View {
    // MARK: - Properties

    /// Whether the button takes taps; a disabled button shows its ``ControlState/disabled`` values.
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { stateDidChange() } }
    }
    /// Whether the button is selected; it shows its ``ControlState/selected`` values unless disabled or highlighted.
    public var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }
    /// Whether the button is pressed; it shows its ``ControlState/highlighted`` values unless disabled.
    public var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }
    /// The typography of the title.
    public var titleTypography: Typography = .systemBody
    /// The space between the content and the edges.
    public var contentEdgeInsets: EdgeInsets = .zero
    /// The space between the image and the title.
    public var imageTitleSpacing: CGFloat = 0

    private var titles: [ControlState: String] = [:]
    private var titleColors: [ControlState: Themed<Color>] = [:]
    private var images: [ControlState: Image] = [:]
    private var backgroundImages: [ControlState: Image] = [:]
    private var backgroundColors: [ControlState: Themed<Color>] = [:]
    private var borderColors: [ControlState: Themed<Color>] = [:]

    /// The state shown: disabled, else highlighted, else selected, else normal.
    public var state: ControlState {
        if !isEnabled { return .disabled }
        if isHighlighted { return .highlighted }
        return isSelected ? .selected : .normal
    }

    /// Called after ``isEnabled``, ``isHighlighted`` or ``isSelected`` changes, so a
    /// subclass can follow ``state`` with properties the renderer reads from the view; the
    /// button's own shows the state's border color, so an override calls `super`.
    open func stateDidChange() {
        if !borderColors.isEmpty { borderColor = borderColor(for: state) }
    }

    // MARK: - Per-state border

    /// Sets the border color in `state`; the view's ``View/borderColor`` follows the state
    /// shown, as a `UIButton.Configuration`'s background stroke color does when its update
    /// handler sets one per state. A state without its own shows `normal`'s, so a disabled
    /// button can draw a faded outline instead of its full-strength one.
    public func setBorderColor(_ color: Themed<Color>?, for state: ControlState) {
        borderColors[state] = color
        stateDidChange()
    }

    /// The border color in `state`: its own, else `normal`'s; `nil` when no state has one.
    public func borderColor(for state: ControlState) -> Themed<Color>? {
        borderColors[state] ?? borderColors[.normal]
    }

    /// Shows `state`: each of UIKit's flags set as that state needs.
    public func show(_ state: ControlState) {
        isEnabled = state != .disabled
        isHighlighted = state == .highlighted
        isSelected = state == .selected
    }

    // MARK: - Per-state values

    /// Sets the title shown in `state`.
    public func setTitle(_ title: String?, for state: ControlState) { titles[state] = title }
    /// The title shown in `state` (the normal one when `state` has none).
    public func title(for state: ControlState) -> String? { titles[state] ?? titles[.normal] }

    /// Sets the title color in `state`.
    public func setTitleColor(_ color: Themed<Color>?, for state: ControlState) { titleColors[state] = color }
    /// The title color in `state`; white (a custom button's) when none is set.
    public func titleColor(for state: ControlState) -> Themed<Color> { titleColors[state] ?? titleColors[.normal] ?? Themed(Color.white) }

    /// Sets the image shown before the title in `state`.
    public func setImage(_ image: Image?, for state: ControlState) { images[state] = image }
    /// The image shown in `state`.
    public func image(for state: ControlState) -> Image? { images[state] ?? images[.normal] }

    /// Sets the image stretched over the bounds in `state`.
    public func setBackgroundImage(_ image: Image?, for state: ControlState) { backgroundImages[state] = image }
    /// The background image in `state`.
    public func backgroundImage(for state: ControlState) -> Image? { backgroundImages[state] ?? backgroundImages[.normal] }

    /// Sets a color filling the rounded bounds in `state`, over ``View/backgroundColor``.
    public func setBackgroundColor(_ color: Themed<Color>?, for state: ControlState) { backgroundColors[state] = color }
    /// The background color in `state`.
    public func backgroundColor(for state: ControlState) -> Themed<Color>? { backgroundColors[state] ?? backgroundColors[.normal] }

    // MARK: - Layout

    /// The padding UIKit puts above and below a button's title when ``contentEdgeInsets``
    /// are zero.
    public static let defaultTitlePadding: CGFloat = 6
    /// The intrinsic size of a button with neither title nor image, as UIKit reports it.
    public static let emptySize = CGSize(width: 30, height: 34)

    /// The size UIKit's `UIButton` reports: the image and the title side by side, plus
    /// padding.
    ///
    /// - With zero ``contentEdgeInsets`` the title gets ``defaultTitlePadding`` above and
    ///   below its line height: a 15-point title 18 points high makes a 30-point button.
    ///   An image alone gets no padding.
    /// - Any other insets replace that padding.
    /// - A button with neither title nor image is ``emptySize`` (30 × 34), plus the insets.
    open override func intrinsicContentSize(fittingWidth width: CGFloat?) throws -> CGSize? {
        // Sources for UIKit's padding: a title 21 points high makes a 33-point button, 6 points
        // above and below (example-a.com/answer/70778238); any non-zero insets drop those
        // 12 points (github.com/codeandtheory/YMatterType/issues/77). The empty 30 × 34 is
        // what iOS reports; no source found states it.
        let imageSize = image(for: state)?.size ?? .zero
        let titleSize = try titleLayout(theme: .defaults)?.size(fittingWidth: nil) ?? .zero
        let insets = contentEdgeInsets
        guard imageSize != .zero || titleSize != .zero else {
            return CGSize(width: Self.emptySize.width + insets.left + insets.right,
                          height: Self.emptySize.height + insets.top + insets.bottom)
        }
        let padding = insets == .zero && titleSize.height > 0 ? 2 * Self.defaultTitlePadding : 0
        return CGSize(width: imageSize.width + spacing(imageSize, titleSize) + titleSize.width + insets.left + insets.right,
                      height: max(imageSize.height, titleSize.height + padding) + insets.top + insets.bottom)
    }

    // MARK: - Drawing

    /// Draws the background color and image over the bounds, then the image and the title
    /// centered in the content rect (the bounds inset by ``contentEdgeInsets``); a title too
    /// wide for what the image leaves is truncated in the middle, as UIKit's.
    open override func draw(in context: RenderContext) throws {
        let canvas = context.canvas
        if let color = backgroundColor(for: state) {
            canvas.fill(Path(roundedRect: bounds, cornerRadii: cornerRadii), with: .color(color.resolved(in: context.theme)))
        }
        if let background = backgroundImage(for: state) {
            canvas.draw(background.representation(forScale: canvas.scale), in: bounds, contentMode: .scaleToFill)
        }
        let area = contentEdgeInsets.inset(bounds)
        let image = image(for: state)
        let imageSize = image?.size ?? .zero
        let title = try titleLayout(theme: context.theme)
        var titleSize = title?.size(fittingWidth: nil) ?? .zero
        let room = max(0, area.width - imageSize.width - spacing(imageSize, titleSize))
        if let title, titleSize.width > room {
            // No room at all hides the title (a width limit of 0 would mean none), so the
            // image stays centred in the content rect.
            if room > 0 {
                title.setWidthLimit(room)
                titleSize = title.size(fittingWidth: room)
            } else {
                titleSize = .zero
            }
        }
        var x = area.minX + (area.width - imageSize.width - spacing(imageSize, titleSize) - titleSize.width) / 2
        if let image {
            let rect = CGRect(x: x, y: area.minY + (area.height - imageSize.height) / 2, width: imageSize.width, height: imageSize.height)
            canvas.draw(image.representation(forScale: canvas.scale), in: rect)
            x += imageSize.width + spacing(imageSize, titleSize)
        }
        if let title, titleSize.width > 0 {
            let top = try titleTop(title, height: titleSize.height, in: area, besideImage: image != nil)
            canvas.withSavedState {
                // Pango's ellipsis keeps to the limit; the clip keeps glyph overhang inside
                // the content rect too.
                canvas.clip(to: area)
                canvas.draw(title, at: CGPoint(x: x, y: top))
            }
        }
    }


    // MARK: - Private

    private func titleLayout(theme: Theme) throws -> TextLayout? {
        guard let title = title(for: state), !title.isEmpty else { return nil }
        let style = TextStyle(typography: titleTypography, color: titleColor(for: state).resolved(in: theme),
                              alignment: .left, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle)
        return try TextLayout(text: title, style: style)
    }

    /// The top of the title in `area`. Beside an image the middle of the title's cap-height
    /// band sits on the image's centre (the area's middle), as iOS designers centre text
    /// optically by an icon: the line box's middle lies below the capitals' middle by half
    /// the difference of descender and ascender space, so a title centred by its line box
    /// reads low and the icon raised. Alone the title centres its line box, as UIKit's.
    private func titleTop(_ title: TextLayout, height: CGFloat, in area: CGRect, besideImage: Bool) throws -> CGFloat {
        guard besideImage, let capMiddle = try title.style.capHeightBandMiddle() else {
            return area.minY + (area.height - height) / 2
        }
        return area.midY - capMiddle
    }

    /// The space between image and title: ``imageTitleSpacing`` when both show.
    private func spacing(_ imageSize: CGSize, _ titleSize: CGSize) -> CGFloat {
        imageSize.width > 0 && titleSize.width > 0 ? imageTitleSpacing : 0
    }
}
