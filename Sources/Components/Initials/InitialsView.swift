import Foundation
import Render
import TokenModel
import ViewKit

/// A person's initials on a colored circle, drawn by `PixelImage.drawInitials`: the first
/// character of each name, uppercased in ``locale`` (``InitialsText``), centered. The
/// circle fills the largest centered square of the bounds; the intrinsic size is
/// ``diameter`` square.
open class InitialsView: View {
    // MARK: - Properties

    /// The first name; its first character is drawn first.
    public var firstname = ""
    /// The last name; its first character follows.
    public var lastname = ""
    /// The font of the initials; its letter spacing is replaced by the helper's −0.24.
    public var typography = Typography(fontFamily: Typography.systemBody.fontFamily, fontSize: 17, fontWeight: .semiBold)
    /// The color of the initials.
    public var textColor = Themed(Color(red: 1, green: 1, blue: 1))
    /// The circle's color (UIKit's light grey by default).
    public var circleColor = Themed(Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3))
    /// The circle's diameter: the intrinsic width and height.
    public var diameter: CGFloat = 40
    /// The locale whose rules uppercase the initials (Turkish "i" gives "İ"); the user's,
    /// as `String.localizedUppercase` takes it.
    public var locale = Locale.current

    // MARK: - Initializers

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentHuggingPriority = .labelHugging
    }

    /// No view from a nib: there are none on Linux (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Drawing the initials

    /// The circle with the initials, `size` points at `scale` in `theme`.
    public func initialsImage(size: CGSize, in theme: Theme, scale: Int) throws -> PixelImage {
        let canvas = try Canvas(size: size, scale: scale)
        let side = min(size.width, size.height)
        let square = CGRect(x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side)
        canvas.fill(Path(ellipseIn: square), color: circleColor.resolved(in: theme))
        return try canvas.makeImage().drawInitials(firstname: firstname, lastname: lastname, font: typography,
                                                   textColor: textColor.resolved(in: theme), locale: locale)
    }

    // MARK: - Layout

    /// ``diameter`` square; empty for a negative diameter or one that is not a number.
    open override func intrinsicContentSize(fittingWidth width: CGFloat?) throws -> CGSize? {
        let side = diameter.asLength
        return CGSize(width: side, height: side)
    }

    // MARK: - Drawing

    open override func draw(in context: RenderContext) throws {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let image = try initialsImage(size: bounds.size, in: context.theme, scale: context.canvas.scale)
        context.canvas.draw(image, in: bounds)
    }
}

// MARK: - TextDrawing

extension InitialsView: TextDrawing {
    /// The initials, in their color on the circle.
    public func drawnTexts(in theme: Theme) throws -> [DrawnText] {
        let initials = InitialsText.initials(firstname: firstname, lastname: lastname, locale: locale)
        return initials.isEmpty ? [] : [DrawnText(initials, color: textColor.resolved(in: theme), typography: typography,
                                                  surface: circleColor.resolved(in: theme))]
    }
}
