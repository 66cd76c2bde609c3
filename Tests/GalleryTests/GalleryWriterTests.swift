import Foundation
import Render
import TestSupport
@testable import Gallery
import Testing
import TokenModel

@Suite("GalleryWriter")
struct GalleryWriterTests {
    @Test func writesAPageAContactSheetAndEveryPicture() throws {
        let system = try DesignSystemLoader.load(paths: [PackagePaths.tokens.path])
        let out = try PackagePaths.temporaryDirectory().appendingPathComponent("Preview")
        let report = try GalleryWriter().write(system, to: out)
        #expect(report.failures.isEmpty)
        #expect(report.drawnCount == report.distinctPictureCount)
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        let manifest = GalleryManifest.read(in: out)
        #expect(manifest.images.count == report.distinctPictureCount)
        for image in manifest.images.values {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(image.path).path))
            #expect(html.contains("src=\"\(image.path)\""))
        }
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("gallery.png").path))
        #expect(!html.contains("http://") && !html.contains("https://"))
    }

    @Test func changingATokenRedrawsOnlyWhatItChangesAndNothingStaleSurvives() throws {
        let tokens = try PackagePaths.copyOfTokens()
        let out = tokens.deletingLastPathComponent().appendingPathComponent("Preview")
        try GalleryWriter().write(DesignSystemLoader.load(paths: [tokens.path]), to: out)
        let before = Set(GalleryManifest.read(in: out).images.values.map(\.path))
        try Data("stale".utf8).write(to: out.appendingPathComponent("stale.png"))

        let file = tokens.appendingPathComponent("primitives.tokens.json")
        let text = try String(contentsOf: file, encoding: .utf8)
            .replacingOccurrences(of: ##""components": [0.8275, 0.1843, 0.1843], "hex": "#D32F2F""##, with: ##""components": [0, 0.5, 0], "hex": "#008000""##)
        try Data(text.utf8).write(to: file)
        let report = try GalleryWriter().write(DesignSystemLoader.load(paths: [tokens.path]), to: out)

        let after = Set(GalleryManifest.read(in: out).images.values.map(\.path))
        let new = after.subtracting(before)
        #expect(report.drawnCount == new.count)
        #expect(!new.isEmpty && report.drawnCount < report.distinctPictureCount)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("stale.png").path))
        for path in before.subtracting(after) {
            #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent(path).path))
        }
        let greenish = try new.contains { path in
            let image = try PixelImage(pngData: Data(contentsOf: out.appendingPathComponent(path)))
            return image.pixels.indices.contains { index in
                let color = image.color(atX: index % image.width, y: index / image.width)!
                return color.alpha == 1 && color.green > 0.45 && color.red < 0.05 && color.blue < 0.05
            }
        }
        #expect(greenish)
    }

    @Test func aSecondRunWithNothingChangedDrawsNothingAndRewritesNothing() throws {
        let system = try DesignSystemLoader.load(paths: [PackagePaths.tokens.path])
        let out = try PackagePaths.temporaryDirectory().appendingPathComponent("Preview")
        try GalleryWriter().write(system, to: out)
        let page = out.appendingPathComponent("index.html")
        let stamp = try FileManager.default.attributesOfItem(atPath: page.path)[.modificationDate] as? Date
        let report = try GalleryWriter().write(system, to: out)
        #expect(report.drawnCount == 0)
        #expect(!report.pageChanged && !report.contactSheetDrawn)
        #expect(try FileManager.default.attributesOfItem(atPath: page.path)[.modificationDate] as? Date == stamp)
    }

    @Test func aFailedRunLeavesTheOldGalleryAlone() throws {
        let system = try DesignSystemLoader.load(paths: [PackagePaths.tokens.path])
        let out = try PackagePaths.temporaryDirectory().appendingPathComponent("Preview")
        try GalleryWriter().write(system, to: out)
        let before = try FileManager.default.subpathsOfDirectory(atPath: out.path).sorted()
        let page = try Data(contentsOf: out.appendingPathComponent("index.html"))
        #expect(throws: RenderError.invalidScale(4)) {
            try GalleryWriter(options: GalleryOptions(scale: 4)).write(system, to: out)
        }
        #expect(try FileManager.default.subpathsOfDirectory(atPath: out.path).sorted() == before)
        #expect(try Data(contentsOf: out.appendingPathComponent("index.html")) == page)
    }

    @Test func aFolderThatIsNotAGalleryIsNeverWritten() throws {
        let system = try DesignSystemLoader.load(paths: [PackagePaths.tokens.path])
        let folder = try PackagePaths.folder(with: ["notes.txt": "mine"])
        #expect(throws: GalleryWriter.WriteError.self) { try GalleryWriter().write(system, to: folder) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])
        #expect(throws: GalleryWriter.WriteError.self) {
            try GalleryWriter().write(system, to: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        }
        let empty = try PackagePaths.temporaryDirectory()
        try GalleryWriter().write(system, to: empty)
        try GalleryWriter().write(system, to: empty)
        #expect(FileManager.default.fileExists(atPath: empty.appendingPathComponent(GalleryManifest.fileName).path))
    }

    @Test func namesAndDescriptionsAreEscaped() throws {
        let tokens = try PackagePaths.folder(with: [
            "a.tokens.json": #"{"c": {"$type": "color", "x": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}, "t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 12, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}}}"#,
            "a.styles.yaml": "label:\n  \"<script>alert(1)</script>\":\n    textColor: \"{c.x}\"\n    typography: \"{t}\"\n",
        ])
        let out = tokens.appendingPathComponent("Preview")
        try GalleryWriter().write(DesignSystemLoader.load(paths: [tokens.path]), to: out)
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        // The page's own script is the only one.
        #expect(html.components(separatedBy: "<script>").count == 2)
        #expect(!html.contains("<script>alert(1)"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    }
}
