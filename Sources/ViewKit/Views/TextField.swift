import Foundation
import Render
import TokenModel

/// A single-line text field, as `UITextField`: text or a placeholder, in a border style.
open class TextField: View {
    // MARK: - Nested types

    /// The frame drawn around the field, as `UITextField.BorderStyle`.
    public enum BorderStyle: Sendable, Hashable, CaseIterable {
        /// No border.
        case none
        /// A 1-point dark grey rectangle.
        case line
        /// A 1-point grey rectangle (UIKit's bezel, without the inner shadow).
        case bezel
        /// A fill of ``View/backgroundColor`` (white when it has none) in a rectangle of
        /// 5-point corners, a light grey hairline border, and 7-point horizontal and
        /// 6.5-point vertical text insets (UIKit's 34-point-high field at 17 points). As in
        /// UIKit since iOS 7, the background color fills only the rounded rectangle, so the
        /// corners stay clear.
        case roundedRect
    }

    // MARK: - Properties

    public var text: String = ""
    /// Shown in ``placeholderColor`` while ``text`` is empty.
    public var placeholder: String?
    public var typography: Typography = .systemBody
    /// UIKit's name for ``typography``.
    public var font: Typography {
        get { typography }
        set { typography = newValue }
    }
    public var textColor: Themed<Color> = Themed(Color.black)
    /// UIKit's placeholder grey, `#3C3C43` at 30 %.
    public var placeholderColor: Themed<Color> = Themed(Color(srgbHex: 0x3C3C43, alpha: 0.3))
    public var textAlignment: TextAlignment = .natural
    public var borderStyle: BorderStyle = .none
    /// The delegate, as `UITextField.delegate` (weak), so that `.delegate(self)` compiles.
    /// A render has no keyboard and edits nothing, so no editing event ever reaches it.
    public weak var delegate: (any TextFieldDelegate)?

    // MARK: - Background

    /// `nil` for ``BorderStyle/roundedRect``, which fills its rounded rectangle with
    /// ``View/backgroundColor`` itself; the view's background otherwise.
    open override var layerBackgroundColor: Themed<Color>? {
        borderStyle == .roundedRect ? nil : backgroundColor
    }

    // MARK: - Layout

    /// The text (or placeholder) on one line, plus the border style's insets. An empty
    /// field keeps the height of one line of its font, as UIKit's: `.roundedRect` is
    /// 34 points high at 17 points and `.none` one line high.
    open override func intrinsicContentSize(fittingWidth width: CGFloat?) throws -> CGSize? {
        let content = try makeLayout(theme: .defaults).size(fittingWidth: nil)
        let insets = textInsets
        return CGSize(width: content.width + insets.left + insets.right,
                      height: max(content.height, try lineHeight()) + insets.top + insets.bottom)
    }

    // MARK: - Drawing

    open override func draw(in context: RenderContext) throws {
        let canvas = context.canvas
        switch borderStyle {
        case .none:
            break
        case .line:
            canvas.strokeBorder(bounds, width: 1, color: Color.darkGray)
        case .bezel:
            canvas.strokeBorder(bounds, width: 1, color: Color.gray)
        case .roundedRect:
            canvas.fill(bounds, color: backgroundColor?.resolved(in: context.theme) ?? Color.white, cornerRadius: 5)
            canvas.strokeBorder(bounds, width: 0.5, color: Color(srgbHex: 0xCCCCCC), cornerRadius: 5)
        }
        let area = textInsets.inset(bounds)
        let layout = try makeLayout(theme: context.theme)
        layout.setWidthLimit(area.width)
        let height = layout.size(fittingWidth: area.width).height
        canvas.withSavedState {
            canvas.clip(to: area)
            canvas.draw(layout, at: CGPoint(x: area.minX, y: area.minY + (area.height - height) / 2))
        }
    }

    /// The text, or the placeholder while the text is empty, in its color in `theme`.
    public func makeLayout(theme: Theme) throws -> TextLayout {
        let showsPlaceholder = text.isEmpty
        let style = TextStyle(typography: typography,
                              color: (showsPlaceholder ? placeholderColor : textColor).resolved(in: theme),
                              alignment: textAlignment, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        return try TextLayout(text: showsPlaceholder ? placeholder ?? "" : text, style: style)
    }

    // MARK: - Private

    /// The height of one line in ``typography``; a text layout of nothing measures zero,
    /// so a space stands in for the empty text.
    private func lineHeight() throws -> CGFloat {
        try TextLayout(text: " ", style: TextStyle(typography: typography)).size(fittingWidth: nil).height
    }

    private var textInsets: EdgeInsets {
        borderStyle == .roundedRect ? EdgeInsets(top: 6.5, left: 7, bottom: 6.5, right: 7) : .zero
    }
}
