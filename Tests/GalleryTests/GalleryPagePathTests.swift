import Foundation
import TestSupport
@testable import Gallery
import Testing
import TokenModel

/// The page names source files relative to the token folder: a gallery drawn on one
/// machine and published from CI names no absolute path of it.
@Suite("Gallery page paths")
struct GalleryPagePathTests {
    @Test func thePageNamesNoAbsolutePathOfTheTokenFolder() throws {
        let tokens = try PackagePaths.copyOfTokens()
        let workspace = tokens.deletingLastPathComponent()
        for sourceFolder in [tokens.path, nil] {
            let out = workspace.appendingPathComponent("Preview-\(sourceFolder == nil ? "own" : "given")")
            try GalleryWriter().write(DesignSystemLoader.load(paths: [tokens.path]), to: out, sourceFolder: sourceFolder)
            let html = try String(contentsOf: out.appendingPathComponent(GalleryWriter.pageFileName), encoding: .utf8)
            #expect(!html.contains(workspace.path))
            #expect(!html.contains(FileManager.default.temporaryDirectory.standardizedFileURL.path + "/"))
            #expect(html.contains("title=\"primitives.tokens.json:"))
        }
    }

    @Test func namesAreRelativeToTheTokenFolderWithStepsOutOfIt() {
        let names = GallerySourcePaths(root: "/work/project/Tokens", files: ["/work/project/Tokens/a/b.tokens.json"])
        #expect(names.name(of: "/work/project/Tokens/a/b.tokens.json") == "a/b.tokens.json")
        #expect(names.name(of: "/work/project/common/c.tokens.json") == "../common/c.tokens.json")
        #expect(names.name(of: "/work/project/Tokens/./d/../e.tokens.json") == "e.tokens.json")
        #expect(names.name(of: "Tokens/as-written.tokens.json") == "Tokens/as-written.tokens.json")
        let own = GallerySourcePaths(root: nil, files: ["/x/Tokens/a.json", "/x/Tokens/sub/b.json"])
        #expect(own.name(of: "/x/Tokens/sub/b.json") == "sub/b.json")
    }

    @Test func theTokenFolderHoldsEveryInput() throws {
        let workspace = try PackagePaths.folder(with: ["Tokens/a/x.tokens.json": "{}", "Tokens/b/y.tokens.json": "{}"])
        let tokens = workspace.appendingPathComponent("Tokens").path
        #expect(GallerySourcePaths.commonFolder(of: [tokens]) == tokens)
        #expect(GallerySourcePaths.commonFolder(of: [tokens + "/a/x.tokens.json", tokens + "/b"]) == tokens)
        #expect(GallerySourcePaths.commonFolder(of: [tokens + "/a/x.tokens.json"]) == tokens + "/a")
    }
}
