import Foundation
import TestSupport
import Testing

/// The build plugin's plan-time scan of the files a resolver names
/// (`ReferencedFileScanner.swift`, compiled here through a symbolic link to the plugin's file).
@Suite("Plugin resolver-input scan")
struct ReferencedFileScannerTests {
    @Test func followsFileReferencesOutsideTheTokenFolderToAnyDepth() throws {
        let root = try PackagePaths.folder(with: [
            "app/design.resolver.json": ##"""
            {"sets": {"base": {"sources": [{"$ref": "../common/base.tokens.json"}, {"$ref": "local.tokens.yaml"}]}},
             "modifiers": {"theme": {"contexts": {"dark": [{"$ref": "../common/dark%20theme.tokens.json#/colors"}]}}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "https://example.com/remote.json"}, {"$ref": "missing.tokens.json"}]}
            """##,
            "app/local.tokens.yaml": "colors: {}\n",
            "common/base.tokens.json": ##"{"more": {"$ref": "more.tokens.json"}, "self": {"$ref": "#/more"}}"##,
            "common/more.tokens.json": #"{"back": {"$ref": "base.tokens.json"}}"#,
            "common/dark theme.tokens.json": "{}",
        ])
        let found = ReferencedFileScanner.referencedFiles(from: [root.appending(path: "app/design.resolver.json")])
        let relative = found.map { String($0.path.dropFirst(root.standardized.path.count + 1)) }
        // A cycle (base ↔ more) ends; `#/…`, URLs and missing files name nothing to watch.
        #expect(relative == ["app/local.tokens.yaml", "common/base.tokens.json", "common/dark theme.tokens.json", "common/more.tokens.json"])
    }

    @Test func aBrokenOrForeignFileNamesNothingAndDoesNotFail() throws {
        let root = try PackagePaths.folder(with: [
            "broken.resolver.json": ##"{"sets": {"$ref": "#{"##,
            "tokens.yaml": "$ref: other.yaml\n",
            "other.yaml": "",
        ])
        #expect(ReferencedFileScanner.referencedFiles(from: [
            root.appending(path: "broken.resolver.json"), root.appending(path: "tokens.yaml"), root.appending(path: "absent.json"),
        ]).isEmpty)
    }
}
