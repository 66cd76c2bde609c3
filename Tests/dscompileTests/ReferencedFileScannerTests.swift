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
            {"sets": {"base": {"sources": [{"$ref": "../shared/base.tokens.json"}, {"$ref": "local.tokens.yaml"}]}},
             "modifiers": {"theme": {"contexts": {"dark": [{"$ref": "../shared/dark%20theme.tokens.json#/colors"}]}}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "https://example.com/remote.json"}, {"$ref": "missing.tokens.json"}]}
            """##,
            "app/local.tokens.yaml": "colors: {}\n",
            "shared/base.tokens.json": ##"{"more": {"$ref": "more.tokens.json"}, "self": {"$ref": "#/more"}}"##,
            "shared/more.tokens.json": #"{"back": {"$ref": "base.tokens.json"}}"#,
            "shared/dark theme.tokens.json": "{}",
        ])
        let found = ReferencedFileScanner.referencedFiles(from: [root.appending(path: "app/design.resolver.json")])
        let relative = found.map { String($0.path.dropFirst(root.standardized.path.count + 1)) }
        // A cycle (base ↔ more) ends; `#/…`, URLs and missing files name nothing to watch.
        #expect(relative == ["app/local.tokens.yaml", "shared/base.tokens.json", "shared/dark theme.tokens.json", "shared/more.tokens.json"])
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
