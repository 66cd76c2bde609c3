import Foundation
import TestSupport
import Testing

/// `dscompile preview --compare`, run as a user runs it: in a scratch git repository with a
/// small token folder, against `HEAD` and against another folder; exit 1 with changes, 0
/// without, 2 on an error with nothing written.
@Suite("dscompile preview --compare")
struct PreviewCompareTests {
    // MARK: - Tests

    @Test func oneChangedColorAgainstHEADIsListedWithItsPicturesAndExitsOne() throws {
        let workspace = try Self.repository()
        try PreviewOutputFolderTests.tokens(in: workspace, greens: 1)
        let statusBefore = try Self.git(["status", "--porcelain", "--untracked-files=no"], in: workspace)

        let run = try DSCompileProcess.run(["preview", "--compare", "HEAD"], in: workspace)

        #expect(run.status == 1, "\(run.errors)")
        #expect(run.errors.contains("1 changed, 0 added, 0 removed tokens"), "\(run.errors)")
        let folder = workspace.appendingPathComponent("Preview-compare")
        let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("<code>color.accent</code>"))
        #expect(page.contains("#CC1A1A") && page.contains("#008000"), "the old and new values")
        #expect(page.contains("base.tokens.json:1"), "the source line")
        #expect(!page.contains("color.muted"), "an unchanged token is not listed")
        // Its swatch, before and now, and a diff: every picture on the page is in the folder.
        let images = try PreviewOutputFolderTests.referencedImages(in: folder)
        #expect(images.count >= 3)
        for image in images {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(image).path), "\(image) is missing")
        }
        // The working tree and the index are as they were.
        #expect(try Self.git(["status", "--porcelain", "--untracked-files=no"], in: workspace) == statusBefore)
        #expect(try Self.git(["diff", "--cached", "--name-only"], in: workspace).isEmpty)
    }

    @Test func nothingChangedExitsZeroAndSaysSo() throws {
        let workspace = try Self.repository()
        let run = try DSCompileProcess.run(["preview", "--compare", "HEAD", "--out", "Review"], in: workspace)
        #expect(run.status == 0, "\(run.errors)")
        // No recipe names where its side was read from: nothing needed drawing.
        #expect(run.errors.contains("No visual or token changes (0 pictures drawn to compare)"), "\(run.errors)")
        let page = try String(contentsOf: workspace.appendingPathComponent("Review/index.html"), encoding: .utf8)
        #expect(page.contains("No visual or token changes"))
        #expect(try PreviewOutputFolderTests.referencedImages(in: workspace.appendingPathComponent("Review")).isEmpty)
    }

    /// The old version has no dark theme: its pictures cannot be compared, and the command
    /// says why every picture reads as added instead of leaving the reader to guess.
    @Test func aThemeTheOldVersionLacksIsSaidNotSilentlyEmpty() throws {
        let color = { (gray: Double) in #"{"color": {"$type": "color", "page": {"$value": {"colorSpace": "srgb", "components": [\#(gray), \#(gray), \#(gray)]}}}}"# }
        let workspace = try PackagePaths.lightDarkFolder(light: color(1), dark: color(0.06))
        let old = workspace.appendingPathComponent("Old")
        try FileManager.default.createDirectory(at: old, withIntermediateDirectories: true)
        try Data(color(1).utf8).write(to: old.appendingPathComponent("base.tokens.json"))
        let run = try DSCompileProcess.run(["preview", "Tokens", "--compare", "Old", "--theme", "dark", "--out", "Review"], in: workspace)
        #expect(run.status == 1, "\(run.errors)")
        #expect(run.errors.contains("warning: the old version (Old) has no theme that --theme chooses"), "\(run.errors)")
        #expect(run.errors.contains("every picture shows as added"), "\(run.errors)")
    }

    @Test func aRefThatDoesNotExistExitsTwoNamingItAndWritesNothing() throws {
        let workspace = try Self.repository()
        let run = try DSCompileProcess.run(["preview", "--compare", "no-such-branch"], in: workspace)
        #expect(run.status == 2)
        #expect(run.errors.contains("'no-such-branch' is neither a folder nor a commit"), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: workspace.appendingPathComponent("Preview-compare").path))
    }

    @Test func tokensThatDoNotResolveAtTheRefExitTwoNamingTheSide() throws {
        let workspace = try Self.repository()
        let file = workspace.appendingPathComponent("Tokens/base.tokens.json")
        let good = try Data(contentsOf: file)
        try Data(#"{"color": {"$type": "color", "accent": {"$value": "{color.missing}"}}}"#.utf8).write(to: file)
        try Self.git(["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-q", "-am", "broken"], in: workspace)
        try good.write(to: file)

        let run = try DSCompileProcess.run(["preview", "--compare", "HEAD"], in: workspace)
        #expect(run.status == 2)
        #expect(run.errors.contains("color.missing"), "the resolver's error is shown: \(run.errors)")
        #expect(run.errors.contains("the tokens at HEAD (Tokens/) could not be read or resolved"), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: workspace.appendingPathComponent("Preview-compare").path))
    }

    @Test func aFolderIsComparedAndOneWithoutTokensIsAnError() throws {
        let workspace = try PackagePaths.temporaryDirectory()
        try PreviewOutputFolderTests.tokens(in: workspace)
        try FileManager.default.moveItem(at: workspace.appendingPathComponent("Tokens"), to: workspace.appendingPathComponent("Old"))
        try PreviewOutputFolderTests.tokens(in: workspace, greens: 2)

        let changed = try DSCompileProcess.run(["preview", "Tokens", "--compare", "Old"], in: workspace)
        #expect(changed.status == 1, "\(changed.errors)")
        #expect(changed.errors.contains("2 changed, 0 added, 0 removed tokens"), "\(changed.errors)")
        let page = try String(contentsOf: workspace.appendingPathComponent("Preview-compare/index.html"), encoding: .utf8)
        #expect(page.contains("Before: <strong>Old</strong>"))

        try FileManager.default.createDirectory(at: workspace.appendingPathComponent("Empty"), withIntermediateDirectories: true)
        let empty = try DSCompileProcess.run(["preview", "Tokens", "--compare", "Empty", "--out", "Other"], in: workspace)
        #expect(empty.status == 2)
        #expect(empty.errors.contains("no token files found") && empty.errors.contains("the tokens at Empty"), "\(empty.errors)")
        #expect(!FileManager.default.fileExists(atPath: workspace.appendingPathComponent("Other").path))
    }

    @Test func aFolderThatIsNotAReviewOrAGalleryIsNotClobbered() throws {
        let workspace = try Self.repository()
        try PreviewOutputFolderTests.tokens(in: workspace, greens: 1)
        let notes = workspace.appendingPathComponent("Notes")
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: notes.appendingPathComponent("todo.txt"))

        let refused = try DSCompileProcess.run(["preview", "--compare", "HEAD", "--out", "Notes"], in: workspace)
        #expect(refused.status == 2)
        #expect(refused.errors.contains("was not written by dscompile preview"), "\(refused.errors)")
        #expect(try PackagePaths.contents(of: notes) == ["todo.txt": Data("mine".utf8)])

        // A gallery is replaced by the review, and the review by the next one.
        let gallery = try DSCompileProcess.run(["preview", "--out", "Gallery"], in: workspace)
        try #require(gallery.status == 0, "\(gallery.errors)")
        for _ in 0..<2 {
            let review = try DSCompileProcess.run(["preview", "--compare", "HEAD", "--out", "Gallery"], in: workspace)
            #expect(review.status == 1, "\(review.errors)")
        }
        let files = try PackagePaths.contents(of: workspace.appendingPathComponent("Gallery")).keys
        #expect(!files.contains("gallery.png") && files.contains(".dscompile-compare"), "\(files.sorted())")
    }

    // MARK: - Private

    /// A new git repository with `Tokens/` (three colors, two sizes) committed.
    private static func repository() throws -> URL {
        let workspace = try PackagePaths.temporaryDirectory()
        try PreviewOutputFolderTests.tokens(in: workspace)
        _ = try git(["init", "-q"], in: workspace)
        _ = try git(["add", "Tokens"], in: workspace)
        _ = try git(["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-q", "-m", "tokens"], in: workspace)
        return workspace
    }

    /// Runs git in `directory`; its standard output.
    @discardableResult
    private static func git(_ arguments: [String], in directory: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed")
        return String(decoding: data, as: UTF8.self)
    }
}
