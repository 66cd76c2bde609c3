import Foundation
import TestSupport
import Testing
import TokenModel

/// A folder read as tokens passes over the hidden files dscompile itself writes there
/// (convert's marker, a lock beside an output) unsaid, and still counts everyone else's, so
/// `validate` of a folder `convert` wrote does not report "1 hidden entry" of its own making.
@Suite("DesignSystemLoader: dscompile's own hidden files")
struct OwnHiddenFileTests {
    private let token = #"{"color": {"brand": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}}"#

    @Test func convertsMarkerAndALockAreNotCountedAsHiddenEntries() throws {
        let folder = try PackagePaths.folder(with: [
            "a.tokens.json": token,
            DesignSystemLoader.conversionMarkerName: "dscompile convert wrote this folder\n",
            ".DesignTokens.swift.dscompile-lock": "",
        ])
        let system = try DesignSystemLoader.load(paths: [folder.path])
        #expect(system.hiddenEntriesNotRead == 0)
    }

    @Test func otherHiddenEntriesAreStillCounted() throws {
        let folder = try PackagePaths.folder(with: [
            "a.tokens.json": token,
            DesignSystemLoader.conversionMarkerName: "dscompile convert wrote this folder\n",
            ".DS_Store": "",
            ".git/HEAD": "ref: refs/heads/main\n",
            ".notes.dscompile-lock.bak": "",
        ])
        let system = try DesignSystemLoader.load(paths: [folder.path])
        #expect(system.hiddenEntriesNotRead == 3)
    }
}
