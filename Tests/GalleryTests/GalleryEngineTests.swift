import Foundation
import Render
import Synchronization
import TestSupport
@testable import Gallery
import Testing
import TokenModel

/// The writer on hand-built catalogs: sharing, failures, progress, the manifest, the sheet.
@Suite("GalleryWriter engine")
struct GalleryEngineTests {
    // MARK: - Helpers

    private static func square(_ color: UInt32, size: Int = 8) -> GalleryPicture {
        GalleryPicture(recipe: "square \(color) \(size)") {
            let canvas = try Canvas(size: CGSize(width: size, height: size), scale: 2)
            canvas.clear(with: Color(srgbHex: color))
            return .still(try canvas.makeImage())
        }
    }

    private static func catalog(_ entries: [GalleryEntry]) -> GalleryCatalog {
        GalleryCatalog(sections: [GallerySection(id: "test", title: "Test", entries: entries)])
    }

    private static func entry(_ name: String, _ pictures: [GalleryPicture]) -> GalleryEntry {
        GalleryEntry(id: name, name: name, source: SourceLocation(file: "t.tokens.json", line: 3, column: 5),
                     variants: [GalleryVariant(themes: [.defaults], pictures: pictures)])
    }

    private func write(_ catalog: GalleryCatalog, to out: URL, progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) throws -> GalleryWriter.Report {
        try GalleryWriter(progress: progress).write(catalog, themes: [.defaults], defaultTheme: .defaults, to: out, title: "Test")
    }

    // MARK: - Tests

    @Test func equalRecipesAreDrawnOnce() throws {
        let out = try PackagePaths.temporaryDirectory().appendingPathComponent("Preview")
        let report = try write(Self.catalog([Self.entry("a", [Self.square(0xFF0000)]), Self.entry("b", [Self.square(0xFF0000), Self.square(0x00FF00)])]), to: out)
        // Three pictures on the page, two of them alike: the header and preview's summary
        // both count three, of which two are different and drawn.
        #expect(report.pictureCount == 3 && report.distinctPictureCount == 2 && report.drawnCount == 2)
        let page = try String(contentsOf: out.appendingPathComponent(GalleryWriter.pageFileName), encoding: .utf8)
        #expect(page.contains("of 2 entries · 3 pictures"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("images").path).count == 2)
    }

    @Test func aPictureThatCannotBeDrawnIsShownWithItsReasonAndTheRestIsWritten() throws {
        struct Broken: Error, CustomStringConvertible { var description: String { "no <font> here" } }
        let broken = GalleryPicture(recipe: "broken") { throw Broken() }
        let out = try PackagePaths.temporaryDirectory().appendingPathComponent("Preview")
        let report = try write(Self.catalog([Self.entry("ok", [Self.square(0x0000FF)]), Self.entry("bad", [broken])]), to: out)
        #expect(report.failures.count == 1)
        #expect(report.failures.first?.entry == "bad" && report.failures.first?.message == "no <font> here")
        #expect(report.failures.first?.source?.line == 3)
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("no &lt;font&gt; here"))
        // A failed picture is tried again on the next run, not remembered.
        #expect(try write(Self.catalog([Self.entry("bad", [broken])]), to: out).drawnCount == 1)
    }

    @Test func progressCountsEveryPictureOnce() throws {
        let calls = Mutex<[Int]>([])
        let pictures = (0..<40).map { Self.square(UInt32($0) * 0x010101) }
        let out = try PackagePaths.temporaryDirectory().appendingPathComponent("Preview")
        _ = try write(Self.catalog([Self.entry("many", pictures)]), to: out) { done, total in
            #expect(total == 40)
            calls.withLock { $0.append(done) }
        }
        #expect(calls.withLock { $0 } == Array(1...40))
    }

    @Test func aDamagedManifestOrAMissingPictureIsDrawnAgain() throws {
        let out = try PackagePaths.temporaryDirectory().appendingPathComponent("Preview")
        let catalog = Self.catalog([Self.entry("a", [Self.square(0x123456), Self.square(0x654321)])])
        _ = try write(catalog, to: out)
        let images = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("images").path)
        try FileManager.default.removeItem(at: out.appendingPathComponent("images").appendingPathComponent(images[0]))
        #expect(try write(catalog, to: out).drawnCount == 1)
        try Data("{ not json".utf8).write(to: out.appendingPathComponent(GalleryManifest.fileName))
        #expect(try write(catalog, to: out).drawnCount == 2)
        #expect(try write(catalog, to: out).drawnCount == 0)
    }

    @Test func anOutputPathThatIsAFileIsAClearError() throws {
        let file = try PackagePaths.folder(with: ["Preview": "a file"]).appendingPathComponent("Preview")
        #expect(throws: (any Error).self) { try write(Self.catalog([Self.entry("a", [Self.square(1)])]), to: file) }
        #expect(try String(contentsOf: file, encoding: .utf8) == "a file")
    }

    /// A link where the gallery keeps its pictures is removed as a link: nothing is written
    /// into, or cleaned out of, the folder it points to.
    @Test func aLinkedImageFolderIsReplacedAndItsTargetLeftAlone() throws {
        let root = try PackagePaths.folder(with: ["Elsewhere/photo.jpg": "mine"])
        let out = root.appendingPathComponent("Preview")
        _ = try write(Self.catalog([Self.entry("a", [Self.square(0x111111)])]), to: out)
        try FileManager.default.removeItem(at: out.appendingPathComponent("images"))
        try FileManager.default.createSymbolicLink(at: out.appendingPathComponent("images"), withDestinationURL: root.appendingPathComponent("Elsewhere"))
        _ = try write(Self.catalog([Self.entry("b", [Self.square(0x222222)])]), to: out)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Elsewhere").path) == ["photo.jpg"])
        let type = try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent("images").path)[.type] as? FileAttributeType
        #expect(type == .typeDirectory)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("images").path).count == 1)
    }

    /// Canvases end at 16,384 pixels a side: a catalog too tall for six columns gets a wider
    /// sheet, and one too big for any is cut off with a closing line, never an error.
    @Test func theContactSheetGrowsWideAndStaysInsideTheCanvasLimit() throws {
        let tiles = (0..<2_000).map { GalleryContactSheet.Tile(name: "t\($0)", image: nil) }
        let sheet = try GalleryContactSheet(title: "Many", sections: [.init(title: "All", tiles: tiles)]).draw()
        #expect(sheet.height <= 16_000)
        #expect(sheet.width > 6 * 196)
        // The same with a small limit, so the test does not draw a gigabyte.
        let cut = try GalleryContactSheet(title: "Huge", sections: [.init(title: "All", tiles: tiles)], maximumSide: 1_500).draw()
        #expect(cut.width <= 1_500 && cut.height <= 1_500)
        let small = try GalleryContactSheet(title: "Few", sections: [.init(title: "All", tiles: Array(tiles.prefix(3)))]).draw()
        #expect(small.width == Int(GalleryContactSheet.defaultWidth))
    }
}

@Suite("GalleryThumbnails")
struct GalleryThumbnailsTests {
    @Test func shrinksToTheTileAndNeverEnlarges() throws {
        let wide = try Canvas(size: CGSize(width: 720, height: 60), scale: 2).makeImage()
        let thumbnail = try GalleryThumbnails.shrink(wide)
        // A wide specimen keeps half its size, so its text stays legible.
        #expect(thumbnail.width == 360 && thumbnail.height == 30 && thumbnail.scale == 1)
        let label = try Canvas(size: CGSize(width: 300, height: 40), scale: 2).makeImage()
        #expect(try GalleryThumbnails.shrink(label).width == 240)
        // A device screen is not shrunk past legibility: half its size, not a sixth.
        let screen = try Canvas(size: CGSize(width: 390, height: 844), scale: 2).makeImage()
        let device = try GalleryThumbnails.shrink(screen)
        #expect(device.width == 195 && device.height == 422)
        let small = try Canvas(size: CGSize(width: 20, height: 10), scale: 2).makeImage()
        #expect(try GalleryThumbnails.shrink(small).width == 20)
    }

    /// Kept thumbnails are served from memory; others are read from their PNGs; an
    /// unreadable PNG gives none, and the cache holds at most its limit.
    @Test func keptOrReadBackAndBounded() throws {
        let folder = try PackagePaths.folder(with: ["broken.png": "not a png"])
        let canvas = try Canvas(size: CGSize(width: 40, height: 40), scale: 2)
        canvas.clear(with: Color(srgbHex: 0x00FF00))
        try canvas.makeImage().writePNG(to: folder.appendingPathComponent("green.png"))
        func image(_ path: String) -> GalleryImage { GalleryImage(path: path, pixelWidth: 80, pixelHeight: 80, scale: 2, isAnimated: false) }
        let thumbnails = GalleryThumbnails(limit: 2)
        let red = try Canvas(size: CGSize(width: 10, height: 10), scale: 1)
        red.clear(with: Color(srgbHex: 0xFF0000))
        try thumbnails.store(red.makeImage(), for: "red")
        let found = thumbnails.thumbnails(for: ["red", "green", "broken", "absent"],
                                          images: ["green": image("green.png"), "broken": image("broken.png")], in: folder)
        #expect(Set(found.keys) == ["red", "green"])
        #expect(found["green"]?.width == 40 && found["green"]?.color(atX: 20, y: 20) == Color(srgbHex: 0x00FF00))
        try thumbnails.store(red.makeImage(), for: "third")
        #expect(thumbnails.thumbnails(for: ["red"], images: [:], in: folder).isEmpty)
    }
}
