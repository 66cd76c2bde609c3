import Foundation
@testable import Gallery
import TestSupport
import Testing
import TokenModel

/// A `preview` that fails after drawing removes the pictures it added; those of the earlier
/// gallery stay, with its page.
@Suite("GalleryWriter failed write")
struct GalleryFailedWriteTests {
    @Test func aRunThatFailsAfterDrawingRemovesTheNewPicturesAndKeepsTheOld() throws {
        let tokens = try PackagePaths.copyOfTokens()
        let out = tokens.deletingLastPathComponent().appendingPathComponent("Preview")
        try GalleryWriter().write(DesignSystemLoader.load(paths: [tokens.path]), to: out)
        let images = out.appendingPathComponent(GalleryDrawing.imageFolder)
        let before = try FileManager.default.contentsOfDirectory(atPath: images.path).sorted()
        let page = try Data(contentsOf: out.appendingPathComponent(GalleryWriter.pageFileName))

        // A changed color needs new pictures; a folder where a file of the page goes makes the
        // swap fail after they are drawn.
        let file = tokens.appendingPathComponent("primitives.tokens.json")
        let text = try String(contentsOf: file, encoding: .utf8)
            .replacingOccurrences(of: ##""components": [0.8275, 0.1843, 0.1843], "hex": "#D32F2F""##, with: ##""components": [0, 0.5, 0], "hex": "#008000""##)
        try Data(text.utf8).write(to: file)
        let blocker = out.appendingPathComponent(GalleryWriter.contactSheetFileName)
        try FileManager.default.removeItem(at: blocker)
        try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: false)
        let writer = GalleryWriter()
        #expect(throws: (any Error).self) { try writer.write(DesignSystemLoader.load(paths: [tokens.path]), to: out) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: images.path).sorted() == before)
        #expect(try Data(contentsOf: out.appendingPathComponent(GalleryWriter.pageFileName)) == page)
    }
}

/// A gallery removes what its page does not use, so `preview` never writes into a folder that
/// holds an input of the design system.
@Suite("GalleryPreview input folder")
struct GalleryPreviewInputFolderTests {
    @Test func aGalleryFolderHoldingTheTokensIsRefusedAndTheTokensKept() throws {
        let tokens = try PackagePaths.copyOfTokens()
        let out = tokens.deletingLastPathComponent().appendingPathComponent("Preview")
        let system = try DesignSystemLoader.load(paths: [tokens.path])
        _ = try GalleryPreview(options: .init(directory: out, scale: 1, sourcePaths: [tokens.path])).run(system)
        // The tokens moved into the gallery's folder, and read from there.
        let inside = out.appendingPathComponent("Tokens")
        try FileManager.default.moveItem(at: tokens, to: inside)
        let before = try PackagePaths.contents(of: inside)
        #expect {
            try GalleryPreview(options: .init(directory: out, scale: 1, sourcePaths: [inside.path])).run(system)
        } throws: { error in
            guard case .refusedFolder = error as? GalleryPreview.Failure else { return false }
            return "\(error)".contains("holds \(inside.path), which the design system is read from")
        }
        #expect(try PackagePaths.contents(of: inside) == before)
    }
}
