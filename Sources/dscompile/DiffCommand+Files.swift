import ArgumentParser
import Foundation
import ImageDiff
import OutputFiles
import Render
import TokenBuild

/// The files of `dscompile diff`: its inputs, read header first, and the diff image,
/// written as it is drawn. Every failure names the path and says what is wrong in words.
extension DiffCommand {
    // MARK: - Inputs

    /// The size in the header of the PNG at `path`, read without the rest of the file; exit
    /// 2 naming the file when it cannot be read, is not a PNG or is over `limit`.
    static func readSize(_ path: String, limit: PNGDecodingLimit) throws -> PixelSize {
        try checkInput(path)
        let header: PNGImageHeader
        do {
            header = try PNGImageHeader(contentsOf: URL(fileURLWithPath: path))
        } catch let error as RenderError {
            throw fail("dscompile: error: \(path) is not a valid PNG: \(reason(of: error))")
        } catch {
            throw fail("dscompile: error: \(path) cannot be read: \(reason(of: error))")
        }
        if let refusal = limit.refusal(width: header.width, height: header.height) {
            throw fail("dscompile: error: \(path) is too large to compare: \(refusal); --max-pixels-mib sets the limit")
        }
        return PixelSize(width: header.width, height: header.height)
    }

    /// Decodes both inputs and compares them, writing the diff image to `output` (if any)
    /// as it is drawn, so it is never held whole. Returns the outcome and whether the diff
    /// image was written.
    static func compare(
        _ expected: String, _ actual: String, options: ComparisonOptions, limit: PNGDecodingLimit, writingDiffImageTo output: String?
    ) throws -> (outcome: ComparisonOutcome, wroteDiffImage: Bool) {
        let reference = try readImage(expected, limit: limit)
        let candidate = try readImage(actual, limit: limit)
        let comparison = ImageComparison(options: options)
        guard let output else { return (comparison.compare(expected: reference, actual: candidate), false) }
        let file = try DiffImageFile(path: output)
        let result: (outcome: ComparisonOutcome, wroteDiffImage: Bool)
        do {
            result = try comparison.compare(expected: reference, actual: candidate) { bytes in try file.write(bytes) }
        } catch let error as RenderError {
            throw fail("dscompile: error: cannot write the diff image to \(output): \(error)")
        }
        if result.wroteDiffImage { try file.commit() }
        return result
    }

    /// The PNG at `path` decoded, or exit 2 naming the file and what is wrong with it.
    private static func readImage(_ path: String, limit: PNGDecodingLimit) throws -> PixelImage {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw fail("dscompile: error: \(path) cannot be read: \(reason(of: error))")
        }
        do {
            return try PixelImage(pngData: data, limit: limit)
        } catch {
            throw fail("dscompile: error: \(path) is not a valid PNG: \(reason(of: error))")
        }
    }

    /// Exit 2 when `path` is missing or a folder, saying which.
    private static func checkInput(_ path: String) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw fail("dscompile: error: \(path) does not exist")
        }
        if isFolder.boolValue { throw fail("dscompile: error: \(path) is a folder, not a PNG file") }
    }

    // MARK: - Output

    /// Exit 2, before anything is read, when the diff image cannot be written to `path`:
    /// it is a folder, its folder is missing or is a file.
    static func checkOutput(_ path: String) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw fail("dscompile: error: --output \(path) is a folder; name the PNG file to write, such as \((path as NSString).appendingPathComponent("diff.png"))")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            throw fail("dscompile: error: cannot write the diff image to \(path): the folder \(folder) does not exist")
        }
        if !isFolder.boolValue {
            throw fail("dscompile: error: cannot write the diff image to \(path): \(folder) is a file, not a folder")
        }
    }

    /// Says on standard error why no diff image was written to `path`.
    static func noteMissingDiffImage(of outcome: ComparisonOutcome, at path: String) {
        let reason = switch outcome {
        case .identical: "the images are identical"
        case .sizeMismatch: "the sizes differ"
        case .withinTolerance, .different: "three images side by side would be over \(Canvas.maximumPixels) pixels wide"
        }
        Diagnostics.note("dscompile: no diff image written to \(path): \(reason)")
    }

    // MARK: - Failures

    /// Prints `message` on standard error and gives the error that exits with code 2.
    static func fail(_ message: String) -> ExitCode {
        Diagnostics.note(message)
        return ExitCode(2)
    }

    /// What went wrong, in words: a PNG problem's reason, or a file-system error's cause
    /// (``OutputFiles/FileSystemFailure``), never a raw `NSError` dump.
    static func reason(of error: any Error) -> String {
        if case .invalidPNG(let reason) = error as? RenderError { return reason }
        if let error = error as? RenderError { return error.description }
        return FileSystemFailure.reason(of: error)
    }
}

/// The diff image being written: a temporary file beside its path, renamed over it once
/// whole, or removed.
private final class DiffImageFile {
    // MARK: - Properties

    let path: String
    private let temporaryPath: String
    private var file: UnsafeMutablePointer<FILE>?

    // MARK: - Initializers

    /// Creates the temporary file beside `path`, or exits 2 saying why it cannot.
    init(path: String) throws {
        self.path = path
        let url = URL(fileURLWithPath: path)
        temporaryPath = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
        guard let file = fopen(temporaryPath, "wx") else { throw Self.failure(path) }
        self.file = file
    }

    deinit {
        if let file {
            fclose(file)
            unlink(temporaryPath)
        }
    }

    // MARK: - Writing

    /// Appends `bytes`, or exits 2 saying why it cannot.
    func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard let file, bytes.isEmpty || fwrite(bytes.baseAddress!, 1, bytes.count, file) == bytes.count else {
            throw Self.failure(path)
        }
    }

    /// Closes the temporary file and renames it over ``path``, or exits 2 saying why it cannot.
    func commit() throws {
        guard let file else { return }
        self.file = nil
        let flushed = fflush(file) == 0 && fsync(fileno(file)) == 0
        let flushError = errno
        let closed = fclose(file) == 0
        let closeError = errno
        guard flushed, closed, rename(temporaryPath, path) == 0 else {
            let error = Self.failure(path, code: !flushed ? flushError : !closed ? closeError : errno)
            unlink(temporaryPath)
            throw error
        }
    }

    // MARK: - Private

    /// Exit 2 naming `path` and the cause of the POSIX error `code`.
    private static func failure(_ path: String, code: Int32 = errno) -> ExitCode {
        DiffCommand.fail("dscompile: error: cannot write the diff image to \(path): \(FileSystemFailure.reason(errno: code))")
    }
}
