import Foundation
import Render
import TokenModel

/// `gallery.png`: every entry of the catalog on one image, a thumbnail of its first picture
/// (in the default theme's variant) over its name, section by section.
struct GalleryContactSheet {
    // MARK: - Nested types

    /// One entry's tile.
    struct Tile {
        var name: String
        /// The thumbnail; `nil` for an entry without pictures or whose picture failed.
        var image: PixelImage?
        /// What the tile says in place of a missing thumbnail (`duration 250 ms`).
        var note: String?
    }

    struct Section {
        var title: String
        var tiles: [Tile]
    }

    // MARK: - Properties

    /// The largest thumbnail, in points.
    static let thumbnailSize = CGSize(width: 180, height: 120)
    static let tileWidth: CGFloat = 196
    static let nameHeight: CGFloat = 18
    static let margin: CGFloat = 24
    /// Our canvases end at 16,384 pixels a side: a taller sheet gets wider instead, and what
    /// does not fit even then is counted in a closing line.
    static let largestSide: CGFloat = 16_000

    let title: String
    let sections: [Section]
    /// The longest the sheet's sides may be, in pixels: ``largestSide`` but in tests.
    var maximumSide: CGFloat = Self.largestSide

    private static let ink = Color(srgbHex: 0x15181E)
    private static let muted = Color(srgbHex: 0x6F7989)
    private static let paper = Color(srgbHex: 0xF7F8FA)
    private static let tileBackground = Color(srgbHex: 0xFFFFFF)

    // MARK: - Drawing

    /// The sheet at scale 1, as wide as it must be to stay under the height limit.
    func draw() throws -> PixelImage {
        let widest = Int((maximumSide - 2 * Self.margin) / Self.tileWidth)
        var columns = 6
        var layout = self.layout(columns: columns)
        while layout.height > maximumSide, columns < widest {
            columns = min(columns * 2, widest)
            layout = self.layout(columns: columns)
        }
        let width = Self.margin * 2 + CGFloat(columns) * Self.tileWidth
        let height = min(layout.height, maximumSide)
        // Tiles that would reach the closing line are left out and counted on it.
        let fits = { (tile: (tile: Tile, origin: CGPoint)) in tile.origin.y + Self.thumbnailSize.height + Self.nameHeight + 8 <= height - Self.margin - 24 }
        let leftOut = layout.tiles.count { !fits($0) }
        layout.tiles.removeAll { !fits($0) }
        layout.headings.removeAll { $0.origin.y > height - Self.margin - 24 }
        let canvas = try Canvas(size: CGSize(width: width, height: height), scale: 1)
        canvas.clear(with: Self.paper)
        canvas.draw(try text(title, size: 22, weight: .bold, color: Self.ink, width: width - 2 * Self.margin), at: CGPoint(x: Self.margin, y: Self.margin))
        for heading in layout.headings {
            canvas.draw(try text(heading.title, size: 16, weight: .semiBold, color: Self.ink, width: width - 2 * Self.margin), at: heading.origin)
        }
        for placed in layout.tiles {
            let frame = CGRect(origin: placed.origin, size: CGSize(width: Self.tileWidth - 8, height: Self.thumbnailSize.height + Self.nameHeight + 8))
            canvas.fill(frame, color: Self.tileBackground, cornerRadius: 6)
            let box = CGRect(x: frame.minX + 4, y: frame.minY + 4, width: frame.width - 8, height: Self.thumbnailSize.height)
            if let image = placed.tile.image {
                canvas.draw(image, in: Self.fitted(image, in: box), contentMode: .scaleToFill)
            } else if let note = placed.tile.note {
                let layout = try text(note, size: 13, weight: .medium, color: Self.ink, width: box.width - 8)
                let size = layout.size(fittingWidth: box.width - 8)
                canvas.draw(layout, at: CGPoint(x: box.minX + 4, y: box.midY - size.height / 2))
            }
            canvas.draw(try text(placed.tile.name, size: 11, weight: .regular, color: Self.muted, width: frame.width - 8), at: CGPoint(x: frame.minX + 4, y: frame.maxY - Self.nameHeight))
        }
        if leftOut > 0 {
            canvas.draw(try text("… and \(leftOut) more, not shown here: see index.html", size: 13, weight: .regular, color: Self.muted, width: width - 2 * Self.margin), at: CGPoint(x: Self.margin, y: height - Self.margin - 18))
        }
        return try canvas.makeImage()
    }

    // MARK: - Private

    private struct Layout {
        var headings: [(title: String, origin: CGPoint)] = []
        var tiles: [(tile: Tile, origin: CGPoint)] = []
        var height: CGFloat = 0
    }

    private func layout(columns: Int) -> Layout {
        var layout = Layout()
        var y = Self.margin + 40
        let tileHeight = Self.thumbnailSize.height + Self.nameHeight + 16
        for section in sections where !section.tiles.isEmpty {
            layout.headings.append((section.title, CGPoint(x: Self.margin, y: y)))
            y += 28
            for (index, tile) in section.tiles.enumerated() {
                let column = index % columns
                if column == 0, index > 0 { y += tileHeight }
                layout.tiles.append((tile, CGPoint(x: Self.margin + CGFloat(column) * Self.tileWidth, y: y)))
            }
            y += tileHeight + 16
        }
        layout.height = y + Self.margin
        return layout
    }

    /// `image` at its own size, or shrunk to fit `box`, centred; never enlarged.
    private static func fitted(_ image: PixelImage, in box: CGRect) -> CGRect {
        let size = CGSize(width: CGFloat(image.width) / CGFloat(image.scale), height: CGFloat(image.height) / CGFloat(image.scale))
        let factor = min(1, box.width / max(size.width, 1), box.height / max(size.height, 1))
        let fitted = CGSize(width: size.width * factor, height: size.height * factor)
        return CGRect(x: box.midX - fitted.width / 2, y: box.midY - fitted.height / 2, width: fitted.width, height: fitted.height)
    }

    private func text(_ string: String, size: CGFloat, weight: FontWeight, color: Color, width: CGFloat) throws -> TextLayout {
        let typography = Typography(fontFamily: ["Inter", "sans-serif"], fontSize: size, fontWeight: weight)
        let layout = try TextLayout(attributedText: AttributedText(string), style: TextStyle(typography: typography, color: color))
        layout.setWidthLimit(width)
        return layout
    }
}
