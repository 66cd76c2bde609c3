import Foundation
import TestSupport
import Testing
@testable import TokenBuild

/// What `--watch` polls, in process: the token files, style sheets and resolvers of a folder
/// (not its other files), every file of an asset folder, and a change of any of them.
@Suite("InputWatcher")
struct InputWatcherTests {
    @Test func seesTheInputsOfAFolderAndNothingElse() throws {
        let folder = try PackagePaths.folder(with: [
            "Tokens/base.tokens.json": "{}",
            "Tokens/app.styles.yaml": "{}",
            "Tokens/notes.txt": "not an input",
            "Tokens/app.resolver.json": "{}",
        ])
        let watcher = InputWatcher(paths: [folder.appendingPathComponent("Tokens").path], resolver: nil)
        let names = Set(watcher.snapshot().keys.map { URL(fileURLWithPath: $0).lastPathComponent })
        #expect(names.isSuperset(of: ["base.tokens.json", "app.styles.yaml", "app.resolver.json"]), "\(names)")
        #expect(!names.contains("notes.txt"))
    }

    @Test func countsAddedRemovedAndChangedFiles() throws {
        let folder = try PackagePaths.folder(with: ["Tokens/a.tokens.json": "{}", "Tokens/b.tokens.json": "{}"])
        let tokens = folder.appendingPathComponent("Tokens")
        let watcher = InputWatcher(paths: [tokens.path], resolver: nil)
        let before = watcher.snapshot()
        #expect(InputWatcher.changeCount(from: before, to: watcher.snapshot()) == 0)
        try Data(#"{"x": {}}"#.utf8).write(to: tokens.appendingPathComponent("a.tokens.json"))
        try FileManager.default.removeItem(at: tokens.appendingPathComponent("b.tokens.json"))
        try Data("{}".utf8).write(to: tokens.appendingPathComponent("c.tokens.json"))
        #expect(InputWatcher.changeCount(from: before, to: watcher.snapshot()) == 3)
    }

    /// `build --assets DIR`: every file of the asset folder is an input, not only token files.
    @Test func seesEveryFileOfAnAssetFolder() throws {
        let folder = try PackagePaths.folder(with: ["Tokens/a.tokens.json": "{}", "Assets/icons/close.png": "x", "Assets/notes.txt": "x"])
        var watcher = InputWatcher(paths: [folder.appendingPathComponent("Tokens").path], resolver: nil)
        watcher.assetFolders = [folder.appendingPathComponent("Assets").path]
        let before = watcher.snapshot()
        let names = Set(before.keys.map { URL(fileURLWithPath: $0).lastPathComponent })
        #expect(names.isSuperset(of: ["a.tokens.json", "close.png", "notes.txt"]), "\(names)")
        try Data("y".utf8).write(to: folder.appendingPathComponent("Assets/avatar@2x.png"))
        #expect(InputWatcher.changeCount(from: before, to: watcher.snapshot()) >= 1)
    }
}
