import Foundation
import Render
import TokenModel

/// `gallery.png`: every entry of the catalog on one image, section by section, each tile
/// its first picture in each of the sheet's themes side by side (light | dark), over its
/// name. Thumbnails are shrunk only as far as stays legible at 100 % zoom (see
/// ``thumbnailFactor(for:)``): a device screen keeps half its size, not a sixth.
struct GalleryContactSheet {
    // MARK: - Nested types

    /// One entry's tile.
    struct Tile {
        var name: String
        /// The thumbnails side by side, one per theme of the sheet; `nil` where the entry has
        /// no picture in that theme or its picture failed.
        var images: [PixelImage?]
        /// What the tile says in place of missing thumbnails (`duration 250 ms`).
        var note: String?

        init(name: String, images: [PixelImage?], note: String? = nil) {
            self.name = name
            self.images = images
            self.note = note
        }

        init(name: String, image: PixelImage?, note: String? = nil) {
            self.init(name: name, images: [image], note: note)
        }
    }

    struct Section {
        var title: String
        var tiles: [Tile]
    }

    // MARK: - Properties

    /// Part of the sheet's content key: bumped when the sheet lays out or draws its tiles
    /// differently, so a sheet of an older layout is drawn again.
    static let layoutVersion = "sheet-3"
    /// The box a thumbnail is shrunk to fit, in points, when it stays legible there.
    static let thumbnailSize = CGSize(width: 240, height: 160)
    /// The larger box of a picture that would be shrunk past legibility in
    /// ``thumbnailSize`` (a device screen): it is shown at ``legibleFactor``, or smaller only
    /// as far as it must to fit this box (every device preset fits at half its size).
    static let largeThumbnailSize = CGSize(width: 560, height: 720)
    /// The least a picture with text is shrunk to: half its size, body text 8 to 9 pixels.
    static let legibleFactor: CGFloat = 0.5
    /// The narrowest tile, so its name has room.
    static let tileWidth: CGFloat = 196
    /// Two lines of a tile's name: a long token path wraps at its dots rather than being cut.
    static let nameHeight: CGFloat = 32
    /// The most lines a tile's name takes; a name longer still keeps its start and its end.
    static let nameLines = 2
    static let gap: CGFloat = 8
    static let margin: CGFloat = 24
    /// The sheet's width before a tall catalog makes it wider.
    static let defaultWidth: CGFloat = 1_600
    /// Our canvases end at 16,384 pixels a side: a taller sheet gets wider instead, and what
    /// does not fit even then is counted in a closing line.
    static let largestSide: CGFloat = 16_000

    let title: String
    let sections: [Section]
    /// What the columns of each tile show (`theme: light`, `theme: dark`), said under the
    /// title; empty for one column.
    var columnTitles: [String] = []
    /// The longest the sheet's sides may be, in pixels: ``largestSide`` but in tests.
    var maximumSide: CGFloat = Self.largestSide

    private static let ink = Color(srgbHex: 0x15181E)
    private static let muted = Color(srgbHex: 0x5B6470)
    private static let paper = Color(srgbHex: 0xE9ECF0)
    private static let tileBackground = Color(srgbHex: 0xFFFFFF)

    // MARK: - Sizes

    /// How much a picture of `size` points is shrunk: to fit ``thumbnailSize`` when that
    /// keeps at least ``legibleFactor`` of it, else to ``legibleFactor``, or less only as far
    /// as fitting ``largeThumbnailSize`` asks; never enlarged.
    static func thumbnailFactor(for size: CGSize) -> CGFloat {
        func fit(_ box: CGSize) -> CGFloat { min(1, box.width / max(size.width, 1), box.height / max(size.height, 1)) }
        return max(fit(thumbnailSize), min(legibleFactor, fit(largeThumbnailSize)))
    }

    // MARK: - Drawing

    /// The sheet at scale 1, as wide as it must be to stay under the height limit.
    func draw() throws -> PixelImage {
        let widest = max(maximumSide, Self.tileWidth + 2 * Self.margin)
        var width = min(max(Self.defaultWidth, widestTile() + 2 * Self.margin), widest)
        var layout = self.layout(width: width)
        while layout.height > maximumSide, width < widest {
            width = min(width * 2, widest)
            layout = self.layout(width: width)
        }
        let height = min(layout.height, maximumSide)
        // Tiles that would reach the closing line are left out and counted on it.
        let bottom = height - Self.margin - 24
        let leftOut = layout.tiles.count { $0.frame.maxY > bottom }
        layout.tiles.removeAll { $0.frame.maxY > bottom }
        layout.headings.removeAll { $0.origin.y > bottom }
        let canvas = try Canvas(size: CGSize(width: width, height: height), scale: 1)
        canvas.clear(with: Self.paper)
        canvas.draw(try text(title, size: 22, weight: .bold, color: Self.ink, width: width - 2 * Self.margin), at: CGPoint(x: Self.margin, y: Self.margin))
        if !columnTitles.isEmpty {
            canvas.draw(try text("Each tile, left to right: " + columnTitles.joined(separator: "  |  "), size: 13, weight: .medium, color: Self.muted,
                                 width: width - 2 * Self.margin), at: CGPoint(x: Self.margin, y: Self.margin + 32))
        }
        for heading in layout.headings {
            canvas.draw(try text(heading.title, size: 16, weight: .semiBold, color: Self.ink, width: width - 2 * Self.margin), at: heading.origin)
        }
        for placed in layout.tiles {
            try draw(placed.tile, in: placed.frame, on: canvas)
        }
        if leftOut > 0 {
            canvas.draw(try text("… and \(leftOut) more, not shown here: see index.html", size: 13, weight: .regular, color: Self.muted, width: width - 2 * Self.margin), at: CGPoint(x: Self.margin, y: height - Self.margin - 18))
        }
        return try canvas.makeImage()
    }

    // MARK: - Private

    private struct Layout {
        var headings: [(title: String, origin: CGPoint)] = []
        var tiles: [(tile: Tile, frame: CGRect)] = []
        var height: CGFloat = 0
    }

    /// The size a thumbnail takes on the sheet, in points (it is drawn at scale 1).
    private static func size(of image: PixelImage) -> CGSize {
        CGSize(width: CGFloat(image.width) / CGFloat(image.scale), height: CGFloat(image.height) / CGFloat(image.scale))
    }

    /// A tile's size: its thumbnails side by side over its name.
    private func size(of tile: Tile) -> CGSize {
        let sizes = tile.images.map { $0.map(Self.size(of:)) ?? .zero }
        let thumbnails = sizes.reduce(0) { $0 + $1.width } + CGFloat(max(0, sizes.count - 1)) * Self.gap
        let height = max(sizes.map(\.height).max() ?? 0, tile.images.allSatisfy { $0 == nil } ? 40 : 0)
        return CGSize(width: max(Self.tileWidth - Self.gap, thumbnails + 2 * Self.gap), height: height + Self.nameHeight + 2 * Self.gap)
    }

    private func widestTile() -> CGFloat {
        sections.flatMap(\.tiles).map { size(of: $0).width }.max() ?? 0
    }

    /// Tiles placed left to right and wrapped at `width`, each row as tall as its tallest.
    private func layout(width: CGFloat) -> Layout {
        var layout = Layout()
        var y = Self.margin + (columnTitles.isEmpty ? 40 : 60)
        let right = width - Self.margin
        for section in sections where !section.tiles.isEmpty {
            layout.headings.append((section.title, CGPoint(x: Self.margin, y: y)))
            y += 28
            var x = Self.margin, rowHeight: CGFloat = 0
            for tile in section.tiles {
                let size = size(of: tile)
                if x > Self.margin, x + size.width > right {
                    x = Self.margin
                    y += rowHeight + Self.gap
                    rowHeight = 0
                }
                layout.tiles.append((tile, CGRect(origin: CGPoint(x: x, y: y), size: size)))
                x += size.width + Self.gap
                rowHeight = max(rowHeight, size.height)
            }
            y += rowHeight + 24
        }
        layout.height = y + Self.margin
        return layout
    }

    private func draw(_ tile: Tile, in frame: CGRect, on canvas: Canvas) throws {
        canvas.fill(frame, color: Self.tileBackground, cornerRadius: 6)
        var x = frame.minX + Self.gap
        for image in tile.images {
            guard let image else { continue }
            let size = Self.size(of: image)
            canvas.draw(image, in: CGRect(origin: CGPoint(x: x, y: frame.minY + Self.gap), size: size), contentMode: .scaleToFill)
            x += size.width + Self.gap
        }
        if tile.images.allSatisfy({ $0 == nil }), let note = tile.note {
            let layout = try text(note, size: 13, weight: .medium, color: Self.ink, width: frame.width - 2 * Self.gap)
            canvas.draw(layout, at: CGPoint(x: frame.minX + Self.gap, y: frame.minY + Self.gap + 8))
        }
        canvas.draw(try Self.nameLayout(tile.name, width: frame.width - 2 * Self.gap),
                    at: CGPoint(x: frame.minX + Self.gap, y: frame.maxY - Self.nameHeight - 2))
    }

    /// A tile's name in at most ``nameLines`` lines of `width`, broken after its dots (a
    /// zero-width space after each), never inside a part while a part fits the line; a name
    /// longer still keeps its start and end with `…` between them.
    static func nameLayout(_ name: String, width: CGFloat) throws -> TextLayout {
        let typography = Typography(fontFamily: ["Inter", "sans-serif"], fontSize: 12, fontWeight: .medium)
        let breakable = name.replacingOccurrences(of: ".", with: ".\u{200B}")
        let style = TextStyle(typography: typography, color: muted, numberOfLines: nameLines, lineBreakMode: .byTruncatingMiddle)
        let layout = try TextLayout(attributedText: AttributedText(breakable), style: style)
        layout.setWidthLimit(width)
        return layout
    }

    private func text(_ string: String, size: CGFloat, weight: FontWeight, color: Color, width: CGFloat) throws -> TextLayout {
        let typography = Typography(fontFamily: ["Inter", "sans-serif"], fontSize: size, fontWeight: weight)
        let layout = try TextLayout(attributedText: AttributedText(string), style: TextStyle(typography: typography, color: color))
        layout.setWidthLimit(width)
        return layout
    }
}
