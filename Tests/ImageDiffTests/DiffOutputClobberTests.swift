import Foundation
import ImageDiff
import Render
import TestSupport
import Testing

/// A diff image replaces nothing but a PNG: a FIFO, a device node (made here, never the
/// machine's own) or a file of another kind at `--output` is refused and stays as it was.
@Suite("diff output never replaces what is not a PNG")
struct DiffOutputClobberTests {
    /// `expected.png` and `actual.png`, one pixel apart, so a diff image would be written.
    private func folder() throws -> URL {
        let folder = try PackagePaths.temporaryDirectory()
        var pixels = Array(repeating: UInt32(0xFF80_8080), count: 100)
        try PixelImage(width: 10, height: 10, pixels: pixels).writePNG(to: folder.appendingPathComponent("expected.png"))
        pixels[55] = 0xFFFF_0000
        try PixelImage(width: 10, height: 10, pixels: pixels).writePNG(to: folder.appendingPathComponent("actual.png"))
        return folder
    }

    private func refusal(writingTo output: URL, in folder: URL) -> String? {
        do {
            _ = try PNGFileComparison().compare(folder.appendingPathComponent("expected.png").path,
                                                folder.appendingPathComponent("actual.png").path, writingDiffImageTo: output.path)
            return nil
        } catch {
            return error.description
        }
    }

    private func fileType(_ url: URL) -> mode_t {
        var status = stat()
        return lstat(url.path, &status) == 0 ? status.st_mode & S_IFMT : 0
    }

    @Test func aFIFOAtTheOutputIsRefusedAndStaysAFIFO() throws {
        let folder = try folder()
        let fifo = folder.appendingPathComponent("full")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        #expect(refusal(writingTo: fifo, in: folder) == "--output \(fifo.path): it is a FIFO (named pipe), not a file dscompile wrote")
        #expect(fileType(fifo) == S_IFIFO)
    }

    @Test func aDeviceNodeAtTheOutputIsRefusedAndStaysADevice() throws {
        // Making a device node takes root (CI's user); the node is /dev/null's, in a scratch folder.
        guard getuid() == 0 else { return }
        let folder = try folder()
        let device = folder.appendingPathComponent("full")
        try #require(mknod(device.path, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0)
        #expect(refusal(writingTo: device, in: folder) == "--output \(device.path): it is a device node, not a file dscompile wrote")
        #expect(fileType(device) == S_IFCHR)
    }

    @Test func aFileThatIsNotAPNGIsRefusedAndAPNGReplaced() throws {
        let folder = try folder()
        let notes = folder.appendingPathComponent("notes.txt")
        try Data("my notes".utf8).write(to: notes)
        #expect(refusal(writingTo: notes, in: folder)?.contains("it does not start with the PNG signature") == true)
        #expect(try String(contentsOf: notes, encoding: .utf8) == "my notes")
        let earlier = folder.appendingPathComponent("diff.png")
        try FileManager.default.copyItem(at: folder.appendingPathComponent("expected.png"), to: earlier)
        #expect(refusal(writingTo: earlier, in: folder) == nil)
    }
}
