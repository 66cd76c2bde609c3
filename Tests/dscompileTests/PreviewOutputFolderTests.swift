import Foundation
import OutputFiles
import TestSupport
import Testing

/// `dscompile preview` writes its folder one run at a time: concurrent runs wait for each
/// other and leave exactly what one run writes; `--no-wait` says who holds the folder; a
/// folder that cannot be written is named with the cause in words.
@Suite("dscompile preview output folder")
struct PreviewOutputFolderTests {
    // MARK: - Fixture

    /// A small design system (so a test can run it many times): a few colors and sizes,
    /// `accent` being `red` (0, 1 or 2 of them green instead).
    static func tokens(in workspace: URL, greens: Int = 0) throws {
        let folder = workspace.appendingPathComponent("Tokens")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let colors = ["accent", "muted", "border"].enumerated().map { index, name in
            let components = index < greens ? "[0, 0.5, 0]" : "[\(0.8 - Double(index) * 0.2), 0.1, 0.1]"
            return #""\#(name)": {"$value": {"colorSpace": "srgb", "components": \#(components)}}"#
        }
        let text = #"{"color": {"$type": "color", \#(colors.joined(separator: ", "))}, "size": {"$type": "dimension", "small": {"$value": {"value": 4, "unit": "px"}}, "large": {"$value": {"value": 16, "unit": "px"}}}}"#
        try Data(text.utf8).write(to: folder.appendingPathComponent("base.tokens.json"))
    }

    /// The images `index.html` in `folder` shows, by their paths in it.
    static func referencedImages(in folder: URL) throws -> [String] {
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        return html.components(separatedBy: "src=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    // MARK: - Tests

    @Test(arguments: [true, false])
    func concurrentRunsIntoOneFolderAllSucceedAndLeaveOneRunsOutput(existingGallery: Bool) throws {
        let workspace = try PackagePaths.temporaryDirectory()
        try Self.tokens(in: workspace)
        if existingGallery {
            let first = try DSCompileProcess.run(["preview", "--out", "Preview"], in: workspace)
            try #require(first.status == 0, "\(first.errors)")
            try Self.tokens(in: workspace, greens: 2)
        }
        let runs = try (0..<4).map { index in
            let log = workspace.appendingPathComponent("run-\(index).log")
            return (log, try DSCompileProcess.launch(["preview", "--out", "Preview"], in: workspace, errorFile: log))
        }
        for (log, process) in runs {
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
        }
        let reference = try DSCompileProcess.run(["preview", "--out", "Reference"], in: workspace)
        try #require(reference.status == 0, "\(reference.errors)")

        let written = try PackagePaths.contents(of: workspace.appendingPathComponent("Preview"))
        #expect(try written == PackagePaths.contents(of: workspace.appendingPathComponent("Reference")))
        let images = try Self.referencedImages(in: workspace.appendingPathComponent("Preview"))
        #expect(!images.isEmpty)
        for image in images {
            #expect(written[image] != nil, "\(image) is on the page but not in the folder")
        }
    }

    @Test func aRunWaitsForTheHolderAndNoWaitNamesIt() throws {
        let workspace = try PackagePaths.temporaryDirectory()
        try Self.tokens(in: workspace)
        let out = workspace.appendingPathComponent("Preview")
        let lock = try OutputLock(destinations: [out], waiting: false) { _, _ in }
        defer { lock.release() }

        let refused = try DSCompileProcess.run(["preview", "--no-wait", "--out", "Preview"], in: workspace)
        #expect(refused.status == 1)
        #expect(refused.errors.contains("Preview is being written by another dscompile (pid \(getpid()))"), "\(refused.errors)")
        #expect(!FileManager.default.fileExists(atPath: out.path))

        let log = workspace.appendingPathComponent("waiting.log")
        let waiting = try DSCompileProcess.launch(["preview", "--out", "Preview"], in: workspace, errorFile: log)
        defer { if waiting.isRunning { kill(waiting.processIdentifier, SIGKILL) } }
        func said() -> String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
        #expect(waitUntil(timeout: 60) { said().contains("dscompile: waiting for dscompile (pid \(getpid())), which is writing Preview…") }, "\(said())")
        #expect(waiting.isRunning && !FileManager.default.fileExists(atPath: out.path))
        lock.release()
        waiting.waitUntilExit()
        #expect(waiting.terminationStatus == 0, "\(said())")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("index.html").path))
    }

    @Test func anOutFolderThatCannotBeMadeIsNamedWithTheCauseInWords() throws {
        let workspace = try PackagePaths.temporaryDirectory()
        try Self.tokens(in: workspace)
        try Data("a file".utf8).write(to: workspace.appendingPathComponent("notes.txt"))
        let run = try DSCompileProcess.run(["preview", "--out", "notes.txt/Preview"], in: workspace)
        #expect(run.status == 1)
        #expect(run.errors.contains("notes.txt"), "\(run.errors)")
        #expect(run.errors.contains("cannot create the folder notes.txt for its lock file: a file is where the folder should be"), "\(run.errors)")
        for dump in ["Error Domain", "NSCocoaErrorDomain", "NSUnderlyingError", "UserInfo"] {
            #expect(!run.errors.contains(dump), "\(run.errors)")
        }
        #expect(try String(contentsOf: workspace.appendingPathComponent("notes.txt"), encoding: .utf8) == "a file")
    }

    @Test func aFolderOfSomeoneElsesFilesIsRefusedBeforeALockFileIsMadeBesideIt() throws {
        let workspace = try PackagePaths.folder(with: ["Mine/notes.txt": "mine"])
        try Self.tokens(in: workspace)
        let run = try DSCompileProcess.run(["preview", "--out", "Mine"], in: workspace)
        #expect(run.status == 1)
        #expect(run.errors.contains("was not written by dscompile preview"), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: OutputLock.lockFileURL(for: workspace.appendingPathComponent("Mine")).path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.appendingPathComponent("Mine").path) == ["notes.txt"])
    }
}
