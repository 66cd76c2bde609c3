import Foundation
import TestSupport
@testable import Gallery
import Testing
import TokenModel

/// The gallery folder is marked before its first picture: a first run that died while
/// drawing leaves a folder the next run accepts, cleans and completes, while a folder of
/// someone else's files is still never written.
@Suite("Gallery folder marker")
struct GalleryFolderMarkerTests {
    @Test func markingCreatesTheFolderAndAnEmptyManifestAndKeepsAnExistingOne() throws {
        let out = try PackagePaths.temporaryDirectory().appendingPathComponent("a/Preview")
        try GalleryFolder.mark(out)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == [GalleryManifest.fileName])
        #expect(GalleryManifest.read(in: out) == GalleryManifest())

        var manifest = GalleryManifest()
        manifest.contactSheetKey = "sheet"
        try manifest.data().write(to: out.appendingPathComponent(GalleryManifest.fileName))
        try GalleryFolder.mark(out)
        #expect(GalleryManifest.read(in: out) == manifest)
    }

    @Test func aFolderLeftByAKilledFirstRunIsAcceptedCleanedAndCompleted() throws {
        let system = try DesignSystemLoader.load(paths: [PackagePaths.tokens.path])
        let out = try PackagePaths.temporaryDirectory().appendingPathComponent("Preview")
        // What a first run killed while drawing leaves: the marker, some pictures, and the
        // temporary file of the picture it was writing.
        try GalleryFolder.mark(out)
        let images = out.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        let halfDrawn = String(repeating: "ab", count: StableHash.hexLength / 2)
        try Data("not a png".utf8).write(to: images.appendingPathComponent("\(halfDrawn).png"))
        try Data("cut short".utf8).write(to: images.appendingPathComponent(".\(halfDrawn).png.tmp"))

        let report = try GalleryWriter().write(system, to: out)

        #expect(report.drawnCount == report.distinctPictureCount)
        let kept = Set(GalleryManifest.read(in: out).images.values.map(\.path))
        #expect(kept.count == report.distinctPictureCount)
        let pictures = try FileManager.default.contentsOfDirectory(atPath: images.path).map { "images/\($0)" }
        #expect(Set(pictures) == kept)
        for name in [GalleryWriter.pageFileName, GalleryWriter.contactSheetFileName] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(name).path))
        }
    }

    @Test func onlyPicturesLeftByAnUnmarkedFirstRunAreAGallery() throws {
        let system = try DesignSystemLoader.load(paths: [PackagePaths.tokens.path])
        // A dscompile from before the marker, killed while drawing, left only pictures.
        let key = String(repeating: "0f", count: StableHash.hexLength / 2)
        let old = try PackagePaths.folder(with: ["images/\(key).png": "png"])
        try GalleryWriter().write(system, to: old)
        #expect(FileManager.default.fileExists(atPath: old.appendingPathComponent(GalleryManifest.fileName).path))
        #expect(!FileManager.default.fileExists(atPath: old.appendingPathComponent("images/\(key).png").path))
    }

    @Test func aFolderOfSomeoneElsesFilesIsStillRefused() throws {
        let system = try DesignSystemLoader.load(paths: [PackagePaths.tokens.path])
        for files in [["notes.txt": "mine"], ["images/holiday.png": "photo"], ["images/\(String(repeating: "a", count: StableHash.hexLength)).png": "png", "notes.txt": "mine"]] {
            let folder = try PackagePaths.folder(with: files)
            let before = try PackagePaths.contents(of: folder)
            #expect(throws: GalleryWriter.WriteError.self) { try GalleryWriter().write(system, to: folder) }
            #expect(try PackagePaths.contents(of: folder) == before)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(GalleryManifest.fileName).path))
        }
    }
}
