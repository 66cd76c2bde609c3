import Builders
import DesignSystem
import Foundation
import Render
import TokenModel

/// The specimens of the pin-anchor and image-helper tests: components placed at fixed frames
/// inside a view of a fixed size, with markers that show where the geometry says things are.
enum PinAndImageSpecimens {
    // MARK: - Nested types

    /// A view of a fixed intrinsic size whose subviews are placed by their frames.
    final class Board: View {
        var size = CGSize.zero

        override func intrinsicContentSize(fittingWidth width: CGFloat?) throws -> CGSize? { size }
    }

    // MARK: - Properties

    /// The anchor marker's color: a fixed magenta that no token uses, so it stands out.
    static let markerColor = Color(srgbHex: 0xE91E63)

    // MARK: - Boards

    /// Views side by side, `spacing` apart, bottoms aligned, on a board of their size.
    static func row(_ views: [(view: View, size: CGSize)], spacing: CGFloat = 16) -> Board {
        let board = Board()
        var x: CGFloat = 0
        let height = views.map(\.size.height).max() ?? 0
        for (view, size) in views {
            view.frame = CGRect(x: x, y: height - size.height, width: size.width, height: size.height)
            board.addSubview(view)
            x += size.width + spacing
        }
        board.size = CGSize(width: x - spacing, height: height)
        return board
    }

    /// The pin with a marker ring centered on the point its anchor names: the ring must
    /// sit on the arrow's tip. A pin that draws nothing has no anchor, so no ring.
    static func anchoredPin(_ pin: MapPinView) throws -> (view: View, size: CGSize) {
        let size = try pin.intrinsicContentSize(fittingWidth: nil) ?? .zero
        let board = Board()
        let margin: CGFloat = 4
        board.size = CGSize(width: size.width, height: size.height + margin)
        pin.frame = CGRect(origin: .zero, size: size)
        board.addSubview(pin)
        guard let anchor = pin.anchorLocation else { return (board, board.size) }
        let marker = View()
        marker.frame = CGRect(x: anchor.x - 3, y: anchor.y - 3, width: 6, height: 6)
        marker.cornerRadius = 3
        marker.borderWidth = 1
        marker.borderColor = Themed(markerColor)
        board.addSubview(marker)
        return (board, board.size)
    }

    /// An image view showing `image` at its own size.
    static func imageView(_ image: PixelImage) -> (view: View, size: CGSize) {
        (ImageView(image: Image(image)), image.pointSize)
    }
}
