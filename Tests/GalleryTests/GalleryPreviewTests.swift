import Foundation
import OutputFiles
import TestSupport
import Testing
import TokenModel
@testable import Gallery

/// `dscompile preview`'s work in process: what it writes and says, and each way it refuses,
/// before anything is written.
@Suite("GalleryPreview")
struct GalleryPreviewTests {
    // MARK: - Fixtures

    /// A small design system with a light and a dark theme, and the folder it was read from.
    private func smallSystem() throws -> (system: ResolvedDesignSystem, folder: URL) {
        let color = { (gray: Double) in #"{"$value": {"colorSpace": "srgb", "components": [\#(gray), \#(gray), \#(gray)]}}"# }
        let folder = try PackagePaths.folder(with: [
            "Tokens/base.tokens.json": #"{"size": {"$type": "dimension", "small": {"$value": {"value": 4, "unit": "px"}}}}"#,
            "Tokens/light.tokens.json": #"{"color": {"$type": "color", "background": \#(color(1))}}"#,
            "Tokens/dark.tokens.json": #"{"color": {"$type": "color", "background": \#(color(0.1))}}"#,
            "Tokens/design.resolver.json": #"""
            {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
             "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
            """#,
        ])
        let tokens = folder.appendingPathComponent("Tokens")
        return (try DesignSystemLoader.load(paths: [tokens.path]), folder)
    }

    // MARK: - Writing

    @Test func writesTheGalleryAndSaysWhatItDrew() throws {
        let (system, folder) = try smallSystem()
        let out = folder.appendingPathComponent("Preview")
        let outcome = try GalleryPreview(options: .init(directory: out, scale: 1)).run(system)
        #expect(outcome.themeCount == system.themes.count)
        #expect(FileManager.default.fileExists(atPath: outcome.page.path))
        #expect(outcome.page.lastPathComponent == GalleryWriter.pageFileName)
        #expect(outcome.warnings.isEmpty, "\(outcome.warnings)")
        let report = outcome.report
        #expect(outcome.summary == "\(report.entryCount) entries, \(report.pictureCount) pictures (\(report.distinctPictureCount) different: \(report.drawnCount) drawn, 0 reused) in \(outcome.themeCount) theme(s): \(outcome.page.path)")
        // The lock is released once the gallery is written.
        let lock = try OutputLock(destinations: [out], waiting: false) { _, _ in }
        lock.release()
    }

    @Test func aThemeSelectorShowsOnlyItsThemes() throws {
        let (system, folder) = try smallSystem()
        #expect(system.themes.count == 2)
        let outcome = try GalleryPreview(options: .init(directory: folder.appendingPathComponent("Preview"), themeSelectors: ["dark"], scale: 1)).run(system)
        #expect(outcome.themeCount == 1)
    }

    // MARK: - Refusing

    @Test func aSelectorThatMatchesNoThemeWritesNothing() throws {
        let (system, folder) = try smallSystem()
        let out = folder.appendingPathComponent("Preview")
        #expect {
            try GalleryPreview(options: .init(directory: out, themeSelectors: ["sepia"])).run(system)
        } throws: { error in
            guard case .noSuchTheme = error as? GalleryPreview.Failure else { return false }
            return "\(error)".hasPrefix("--theme sepia matches none of the themes")
        }
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func aFolderThatIsNotAGalleryIsRefusedBeforeItIsLocked() throws {
        let (system, folder) = try smallSystem()
        let out = folder.appendingPathComponent("Tokens")
        #expect {
            try GalleryPreview(options: .init(directory: out)).run(system)
        } throws: { error in
            guard case .refusedFolder = error as? GalleryPreview.Failure else { return false }
            return "\(error)".contains("was not written by dscompile preview")
        }
        #expect(!FileManager.default.fileExists(atPath: OutputLock.lockFileURL(for: out).path))
    }

    @Test func anotherWriterMakesANoWaitRunFailNamingIt() throws {
        let (system, folder) = try smallSystem()
        let out = folder.appendingPathComponent("Preview")
        let other = try OutputLock(destinations: [out], waiting: false) { _, _ in }
        defer { other.release() }
        var waited = false
        #expect {
            try GalleryPreview(options: .init(directory: out, waitsForOtherWriters: false), onWait: { _ in waited = true }).run(system)
        } throws: { error in
            guard case .locking(.busy) = error as? GalleryPreview.Failure else { return false }
            return "\(error)".hasSuffix("run again when it has finished, or without --no-wait to wait for it")
        }
        #expect(!waited)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent(GalleryWriter.pageFileName).path))
    }
}
