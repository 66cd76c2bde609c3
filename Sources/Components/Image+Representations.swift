import Foundation
import Render
import TokenValues
import ViewKit

/// What the badge and initials helpers on ``Image`` share: a drawing applied at every
/// scale the image has.
extension Image {
    // MARK: - Drawing every representation

    /// The image with `draw` applied to every representation, keeping the rendering mode;
    /// `nil`, warned about at `fileID`:`line`, when one of them fails.
    func mapRepresentations(_ name: String, fileID: StaticString, line: UInt,
                            _ draw: (PixelImage) throws(RenderError) -> PixelImage) -> Image? {
        do {
            var drawn: [PixelImage] = []
            for image in representations { drawn.append(try draw(image)) }
            return Image(representations: drawn, renderingMode: renderingMode)
        } catch {
            RuntimeWarning.report("\(fileID):\(line): warning: \(name) could not draw the image, so it answers nil: \(error)")
            return nil
        }
    }
}
