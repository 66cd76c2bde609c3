import Foundation
import Render
import TokenModel

/// A view that shows text, as `UILabel`.
open class Label: View {
    // MARK: - Properties

    public var text: String = ""
    public var typography: Typography = .systemBody
    public var textColor: Themed<Color> = Themed(Color(red: 0, green: 0, blue: 0))
    public var alignment: TextAlignment = .natural
    /// The most lines shown; 0 shows every line. UIKit's default is 1.
    public var numberOfLines: Int = 1
    public var lineBreakMode: TextStyle.LineBreakMode = .byTruncatingTail

    // MARK: - Initializers

    public override init() {
        super.init()
        contentHuggingPriority = .labelHugging
    }

    // MARK: - Layout

    open override func intrinsicContentSize(fittingWidth width: CGFloat?) throws -> CGSize? {
        guard !text.isEmpty else { return .zero }
        return try makeLayout(theme: .defaults).size(fittingWidth: width)
    }

    // MARK: - Drawing

    open override func draw(in context: RenderContext) throws {
        let layout = try makeLayout(theme: context.theme)
        layout.setWidthLimit(bounds.width)
        context.canvas.draw(layout, at: .zero)
    }

    /// The text laid out in the label's style, with its color taken in `theme`.
    public func makeLayout(theme: Theme) throws -> TextLayout {
        let style = TextStyle(
            typography: typography,
            color: textColor.resolved(in: theme),
            alignment: alignment,
            numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode
        )
        return try TextLayout(text: text, style: style)
    }
}
