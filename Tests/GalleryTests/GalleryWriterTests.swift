import Foundation
import Render
import TestSupport
@testable import Gallery
import Testing
import TokenModel

@Suite("GalleryWriter")
struct GalleryWriterTests {
    @Test func writesEveryLabelStyleInEveryTheme() throws {
        let system = try DesignSystemLoader.load(paths: [PackagePaths.tokens.path])
        let out = try PackagePaths.temporaryDirectory().appendingPathComponent("Preview")
        let items = try GalleryWriter().write(system, to: out)
        // 5 label styles in 6 themes: light and dark on each of the 3 devices.
        #expect(items.count == 30)
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        for item in items {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(item.imagePath).path))
            #expect(html.contains("src=\"\(item.imagePath)\""))
            #expect(item.usedFonts == ["Inter"])
        }
        #expect(html.contains("<code>{colors.text.error}</code>"))
        #expect(!html.contains("http://") && !html.contains("https://"))
    }

    /// An image path is a URL in `src`: a `#`, `%` or space in it is percent-encoded, so it
    /// loads from `file://` instead of cutting the path short.
    @Test func imagePathsArePercentEncodedInSrc() {
        let item = GalleryItem(kind: "label", name: "x", theme: .light, imagePath: "a b/c#d%.png", width: 1, height: 1,
                               tokens: [], source: SourceLocation(file: "a.styles.yaml", line: 1, column: 1), usedFonts: [])
        let html = GalleryPage.html(items: [item], themes: [.light], title: "t")
        #expect(html.contains("src=\"a%20b/c%23d%25.png\""))
    }

    @Test func changingATokenChangesThePictureAndNothingStaleSurvives() throws {
        let tokens = try PackagePaths.copyOfTokens()
        let out = tokens.deletingLastPathComponent().appendingPathComponent("Preview")
        try GalleryWriter().write(DesignSystemLoader.load(paths: [tokens.path]), to: out)
        let picture = out.appendingPathComponent("labels/error.phone_light@2x.png")
        let before = try Data(contentsOf: picture)
        try Data("stale".utf8).write(to: out.appendingPathComponent("stale.png"))

        let file = tokens.appendingPathComponent("base.tokens.json")
        let text = try String(contentsOf: file, encoding: .utf8)
            .replacingOccurrences(of: ##""components": [0.8275, 0.1843, 0.1843], "hex": "#D32F2F""##, with: ##""components": [0, 0.5, 0], "hex": "#008000""##)
        try Data(text.utf8).write(to: file)
        try GalleryWriter().write(DesignSystemLoader.load(paths: [tokens.path]), to: out)

        let after = try Data(contentsOf: picture)
        #expect(after != before)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("stale.png").path))
        let image = try PixelImage(pngData: after)
        let greenish = image.pixels.indices.contains { index in
            let color = image.color(atX: index % image.width, y: index / image.width)!
            return color.alpha == 1 && color.green > 0.45 && color.red < 0.05 && color.blue < 0.05
        }
        #expect(greenish)
    }

    @Test func aFailedRenderLeavesTheOldGalleryAlone() throws {
        let system = try DesignSystemLoader.load(paths: [PackagePaths.tokens.path])
        let out = try PackagePaths.temporaryDirectory().appendingPathComponent("Preview")
        try GalleryWriter().write(system, to: out)
        let before = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("labels").path).sorted()
        #expect(throws: RenderError.invalidScale(4)) {
            try GalleryWriter(options: GalleryWriter.Options(scale: 4)).write(system, to: out)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("labels").path).sorted() == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: out.deletingLastPathComponent().path)
        #expect(leftovers == ["Preview"])
    }

    @Test func aFolderThatIsNotAGalleryIsNeverReplaced() throws {
        let system = try DesignSystemLoader.load(paths: [PackagePaths.tokens.path])
        let folder = try PackagePaths.folder(with: ["notes.txt": "mine"])
        #expect(throws: GalleryWriter.WriteError.self) { try GalleryWriter().write(system, to: folder) }
        #expect(try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine")
        #expect(throws: GalleryWriter.WriteError.self) {
            try GalleryWriter().write(system, to: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        }
        let empty = try PackagePaths.temporaryDirectory()
        try GalleryWriter().write(system, to: empty)
        try GalleryWriter().write(system, to: empty)
        #expect(FileManager.default.fileExists(atPath: empty.appendingPathComponent(GalleryWriter.markerFileName).path))
    }

    @Test func differentNamesGiveDifferentFileNames() {
        let names = ["éa", "ບ", "a-b", "a_b", "a.b", "a~b", "A", "a"]
        let files = names.map(GalleryWriter.fileName(for:))
        #expect(Set(files).count == names.count)
        #expect(files.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-~".contains($0)) } })
        let themes: [Theme] = [["a": "x-y", "b": "z"], ["a": "x", "b": "y-z"], .defaults]
        #expect(Set(themes.map(GalleryWriter.fileName(for:))).count == 3)
    }

    @Test func namesAndDescriptionsAreEscaped() throws {
        let tokens = try PackagePaths.folder(with: [
            "a.tokens.json": #"{"c": {"$type": "color", "x": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}, "t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 12, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}}}"#,
            "a.styles.yaml": "label:\n  \"<script>alert(1)</script>\":\n    textColor: \"{c.x}\"\n    typography: \"{t}\"\n",
        ])
        let out = tokens.appendingPathComponent("Preview")
        try GalleryWriter().write(DesignSystemLoader.load(paths: [tokens.path]), to: out)
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!html.contains("<script>"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    }
}
