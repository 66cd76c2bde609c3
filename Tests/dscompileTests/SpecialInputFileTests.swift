import Foundation
import TestSupport
import Testing

/// Issue 37: an input that is not a regular file (a FIFO, which blocks a reader until a
/// writer comes, or a device such as `/dev/zero`, which never ends) is refused before it is
/// opened, naming the file and what it is. Each run is a child under a time limit, so a
/// regression fails the test instead of hanging it.
@Suite("Special files as inputs")
struct SpecialInputFileTests {
    // MARK: - Helpers

    /// A folder holding a token file and, at `name`, a FIFO.
    private func folder(withFIFO name: String) throws -> URL {
        let folder = try PackagePaths.folder(with: ["a.tokens.json": #"{"n": {"$type": "number", "$value": 1}}"#])
        #expect(mkfifo(folder.appendingPathComponent(name).path, 0o644) == 0)
        return folder
    }

    private static let refusedFIFO = "it is a FIFO (named pipe), not a regular file; only regular files are read"

    // MARK: - Tests

    @Test func aFIFOInAFolderIsRefusedAtOnce() throws {
        let folder = try folder(withFIFO: "pipe.tokens.json")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try BoundedProcess.run(["validate", "."], in: folder, seconds: 60)
        #expect(!run.timedOut)
        #expect(run.status == 1, "\(run.errors)")
        #expect(run.errors.contains("pipe.tokens.json:1:1: error: \(Self.refusedFIFO)"), "\(run.errors)")
    }

    @Test func aFIFONamedAsATokenFileIsRefusedAtOnce() throws {
        let folder = try folder(withFIFO: "pipe.json")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try BoundedProcess.run(["validate", "pipe.json"], in: folder, seconds: 60)
        #expect(!run.timedOut)
        #expect(run.errors.contains("pipe.json:1:1: error: \(Self.refusedFIFO)"), "\(run.errors)")
    }

    @Test func aFIFOAsTheResolverIsRefusedAtOnce() throws {
        let folder = try folder(withFIFO: "pipe.resolver.json")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try BoundedProcess.run(["validate", "a.tokens.json", "--resolver", "pipe.resolver.json"], in: folder, seconds: 60)
        #expect(!run.timedOut)
        #expect(run.errors.contains("pipe.resolver.json:1:1: error: \(Self.refusedFIFO)"), "\(run.errors)")
    }

    @Test func devZeroIsRefusedAsACharacterDevice() throws {
        let folder = try PackagePaths.temporaryDirectory()
        // Read, it would take seconds and 64 MiB before the size error; refused, it takes none.
        let run = try BoundedProcess.run(["validate", "/dev/zero"], in: folder, seconds: 60, memoryMiB: 1024)
        #expect(!run.timedOut)
        #expect(run.errors.contains("/dev/zero:1:1: error: it is a character device, not a regular file; only regular files are read"), "\(run.errors)")
    }

    @Test func aTokenFileLinkedToDevZeroSaysWhatItLinksTo() throws {
        let folder = try PackagePaths.temporaryDirectory()
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("zero.tokens.json").path, withDestinationPath: "/dev/zero")
        let run = try BoundedProcess.run(["validate", "."], in: folder, seconds: 60, memoryMiB: 1024)
        #expect(!run.timedOut)
        #expect(run.errors.contains("zero.tokens.json:1:1: error: it is a character device (through the symbolic link to /dev/zero), not a regular file"), "\(run.errors)")
    }

    @Test func aConfigurationLinkedToDevZeroSaysWhatItIs() throws {
        let folder = try PackagePaths.folder(with: ["a.tokens.json": #"{"n": {"$type": "number", "$value": 1}}"#])
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("designtokens.json").path, withDestinationPath: "/dev/zero")
        let run = try BoundedProcess.run(["build", "--config", "designtokens.json", "a.tokens.json", "--css-out", "web"], in: folder,
                                         seconds: 60, memoryMiB: 1024)
        #expect(!run.timedOut)
        #expect(run.status == 1)
        #expect(run.errors.contains("designtokens.json: error: it is a character device (through the symbolic link to /dev/zero), not a regular file"), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("web").path))
    }

    @Test func aConfigurationThatIsAFIFOIsRefusedAtOnce() throws {
        let folder = try folder(withFIFO: "designtokens.json")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try BoundedProcess.run(["build", "--config", "designtokens.json", "a.tokens.json", "--css-out", "web"], in: folder, seconds: 60)
        #expect(!run.timedOut)
        #expect(run.errors.contains("designtokens.json: error: \(Self.refusedFIFO)"), "\(run.errors)")
    }
}
