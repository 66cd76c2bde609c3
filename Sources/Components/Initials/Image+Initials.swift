import Foundation
import Render
import TokenValues
import ViewKit

extension Image {
    // MARK: - Initials

    /// A copy of the image with the first character of `firstname` and of `lastname` drawn
    /// on it, as SurfUtils' `UIImage.drawInitials(firstname:lastname:font:textColor:)`, at
    /// every scale the image has (see `PixelImage.drawInitials`).
    ///
    /// `nil` when it cannot be drawn (text that cannot be laid out), as UIKit's drawing
    /// answers `nil`; the reason is a warning at the caller's line. A color that differs
    /// between themes is drawn in its default theme's value, with a warning.
    public func drawInitials(firstname: String, lastname: String, font: UIFont, textColor: UIColor,
                             fileID: StaticString = #fileID, line: UInt = #line) -> UIImage? {
        let color = Self.bakedColor(textColor, fileID: fileID, line: line)
        return mapRepresentations("drawInitials", fileID: fileID, line: line) { image throws(RenderError) in
            try image.drawInitials(firstname: firstname, lastname: lastname, font: font, textColor: color)
        }
    }
}
