import Foundation
import TestSupport
import Testing

/// Issue 37: `preview --compare REF` checks each blob's size at the ref before reading it,
/// against the loader's limits, and refuses a symbolic link committed at the ref rather than
/// following it. Each run is a child under a memory cap: a 1 GiB blob read into memory, as
/// before, fails the test.
@Suite("preview --compare bounds")
struct PreviewCompareBoundTests {
    // MARK: - Helpers

    /// A git repository with `Tokens/a.tokens.json` committed, and `Tokens/<name>` made by
    /// `add` in the same commit.
    private func repository(adding name: String, _ add: (URL) throws -> Void) throws -> URL {
        let workspace = try PackagePaths.folder(with: ["Tokens/a.tokens.json": #"{"n": {"$type": "number", "$value": 1}}"#])
        try add(workspace.appendingPathComponent("Tokens/\(name)"))
        try git(["init", "-q"], in: workspace)
        try git(["add", "Tokens"], in: workspace)
        try git(["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-q", "-m", "tokens"], in: workspace)
        return workspace
    }

    private func git(_ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed")
    }

    /// Temporary folders of `--compare` that are left behind.
    private func compareFolders() throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path).filter { $0.hasPrefix("dscompile-compare-") })
    }

    // MARK: - Tests

    @Test func aBlobLargerThanAnInputIsRefusedBeforeItIsRead() throws {
        // 1 GiB of zeros: a sparse file, which git stores in about a megabyte.
        let workspace = try repository(adding: "big.tokens.json") { url in
            #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
            let handle = try FileHandle(forWritingTo: url)
            try handle.truncate(atOffset: 1 << 30)
            try handle.close()
        }
        try FileManager.default.removeItem(at: workspace.appendingPathComponent("Tokens/big.tokens.json"))
        let before = try compareFolders()
        let run = try BoundedProcess.run(["preview", "--compare", "HEAD"], in: workspace, seconds: 120, memoryMiB: 768)
        #expect(!run.timedOut)
        #expect(run.status == 2, "\(run.errors)")
        #expect(run.errors.contains("Tokens/big.tokens.json at HEAD is 1024.0 MiB, more than the 64.0 MiB one input file may be"), "\(run.errors)")
        #expect(try compareFolders().subtracting(before).isEmpty)
    }

    @Test func aSymbolicLinkAtTheRefIsRefusedNotFollowed() throws {
        let workspace = try repository(adding: "secret.tokens.json") { url in
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "/etc/passwd")
        }
        let run = try BoundedProcess.run(["preview", "--compare", "HEAD"], in: workspace, seconds: 120)
        #expect(!run.timedOut)
        #expect(run.status == 2, "\(run.errors)")
        #expect(run.errors.contains("Tokens/secret.tokens.json at HEAD is a symbolic link; --compare reads only the files committed at a ref and does not follow links"),
                "\(run.errors)")
    }
}
