import Foundation
import Render
import Testing
import TokenValues

// MARK: - Helpers shared by the text tests

extension TextStyle {
    /// A body style: `families` at 16 points with a line height of 1.5 (24 points).
    static func body(_ families: [String] = ["Inter"], alignment: TextAlignment = .natural, lines: Int = 0,
                     mode: TextStyle.LineBreakMode = .byWordWrapping) -> TextStyle {
        TextStyle(typography: Typography(fontFamily: families, fontSize: 16, lineHeight: 1.5), alignment: alignment, numberOfLines: lines, lineBreakMode: mode)
    }
}

/// Renders text layouts and finds where they put ink.
enum TextInk {
    /// `layout` drawn at the origin of a transparent canvas `width` wide (or its own width)
    /// and `extraHeight` taller than its measured size.
    static func render(_ layout: TextLayout, width: CGFloat? = nil, extraHeight: CGFloat = 0) throws -> PixelImage {
        let size = layout.size(fittingWidth: width)
        let canvas = try Canvas(size: CGSize(width: max(width ?? size.width, 1), height: size.height + extraHeight), scale: 1)
        layout.setWidthLimit(width)
        canvas.draw(layout, at: .zero)
        return try canvas.makeImage()
    }

    /// The alpha of pixel (`x`, `y`), 0…255.
    static func alpha(_ image: PixelImage, _ x: Int, _ y: Int) -> UInt32 {
        image.pixels[y * image.width + x] >> 24
    }

    /// The rows with a pixel at least `threshold` opaque within `columns` (all by default).
    static func inkRows(_ image: PixelImage, columns: Range<Int>? = nil, threshold: UInt32 = 16) -> [Int] {
        let columns = columns ?? 0..<image.width
        return (0..<image.height).filter { y in columns.contains { alpha(image, $0, y) >= threshold } }
    }

    /// The columns with a pixel at least `threshold` opaque.
    static func inkColumns(_ image: PixelImage, threshold: UInt32 = 16) -> [Int] {
        (0..<image.width).filter { x in (0..<image.height).contains { alpha(image, x, $0) >= threshold } }
    }

    /// Runs of consecutive numbers: `[1, 2, 3, 7, 8]` → `[1...3, 7...8]`.
    static func bands(_ rows: [Int]) -> [ClosedRange<Int>] {
        var bands: [ClosedRange<Int>] = []
        for row in rows {
            if let last = bands.last, last.upperBound == row - 1 {
                bands[bands.count - 1] = last.lowerBound...row
            } else {
                bands.append(row...row)
            }
        }
        return bands
    }
}

@Suite("Text ink helpers")
struct TextInkTests {
    @Test func bandsGroupConsecutiveRows() {
        #expect(TextInk.bands([1, 2, 3, 7, 8, 10]) == [1...3, 7...8, 10...10])
        #expect(TextInk.bands([]).isEmpty)
    }

    @Test func blankTextHasNoInk() throws {
        let layout = try TextLayout(text: "   ", style: TextStyle(typography: Typography(fontFamily: ["Inter"], fontSize: 16)))
        #expect(TextInk.inkRows(try TextInk.render(layout)).isEmpty)
    }
}
