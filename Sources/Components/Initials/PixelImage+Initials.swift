import Foundation
import Render
import TokenValues

extension PixelImage {
    // MARK: - Initials

    /// The letter spacing of initials and badge counts, in points.
    public static let initialsLetterSpacing: CGFloat = -0.24

    /// A copy of the image (its background, say a colored circle) with the initials of
    /// `firstname` and `lastname` drawn on it, as SurfUtils' `drawInitials`: an empty name
    /// adds nothing, a centered paragraph with a letter spacing of −0.24, and the text's
    /// line box (its width × the font's line height) centered in the image. Unlike the
    /// original, which keeps the case as typed, each initial is uppercased in `locale`
    /// (``InitialsText``), so "иван сидоров" draws "ИС"; `locale` is the user's by default,
    /// as `String.localizedUppercase` takes it.
    ///
    /// `font`'s own letter spacing is replaced. Throws when the image cannot be drawn on
    /// (an empty image) or the text cannot be laid out.
    public func drawInitials(firstname: String, lastname: String, font: Typography, textColor: Color,
                             locale: Locale = .current) throws(RenderError) -> PixelImage {
        let initials = InitialsText.initials(firstname: firstname, lastname: lastname, locale: locale)
        let canvas = try Canvas(size: pointSize, scale: scale)
        canvas.draw(self, in: CGRect(origin: .zero, size: pointSize))
        guard !initials.isEmpty else { return try canvas.makeImage() }
        var typography = font
        typography.letterSpacing = Self.initialsLetterSpacing
        let layout = try TextLayout(text: initials, style: TextStyle(typography: typography, color: textColor, alignment: .center))
        let origin = Self.origin(centering: layout, in: CGRect(origin: .zero, size: pointSize))
        canvas.draw(layout, at: origin)
        return try canvas.makeImage()
    }

    // MARK: - Centering text

    /// Where to draw `layout` (one line, no width limit) so that its line box is centered
    /// in `rect`; `nil`-free: an empty layout goes at the center.
    static func origin(centering layout: TextLayout, in rect: CGRect) -> CGPoint {
        guard let line = layout.lines.first?.rect else { return CGPoint(x: rect.midX, y: rect.midY) }
        return CGPoint(x: rect.midX - line.midX, y: rect.midY - line.midY)
    }
}
