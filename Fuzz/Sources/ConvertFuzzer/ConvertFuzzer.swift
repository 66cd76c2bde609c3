import Foundation
import FuzzDriver
import TokenImport
import TokenModel

// libFuzzer's entry point for `dscompile convert` (issue #35, "No trap"): Style Dictionary's
// legacy format and Tokens Studio exports, with math and nested references, through the
// whole conversion and the strict read-back of what it writes. The first byte of an input
// picks how it is read and the rest is the source; see docs/FUZZING.md.
//
// Every finding in the conversion report, and every refusal of the read-back, is an
// answer; only a crash, a trap, a hang past `-timeout`, a leak or memory past
// `-rss_limit_mb` is a finding. With CONVERT_FUZZ_READBACK=trap in the environment, a
// read-back refusal traps too ("convert writes what the reader reads").

/// The program's entry: libFuzzer's driver (see ``FuzzDriver``).
@main
enum ConvertFuzzer {
    static func main() {
        FuzzDriver.run { data, size in
            guard let data else { return 0 }
            return fuzzConvert(data, size)
        }
    }
}

/// How an input is read, from its first byte modulo 4; the seeds start with `0`…`3`.
enum ConvertMode: UInt8 {
    /// One file, its format detected.
    case detected = 0
    /// One file, `--from style-dictionary`.
    case styleDictionary = 1
    /// One file, `--from tokens-studio`.
    case tokensStudio = 2
    /// A Tokens Studio sync folder: the document split at NUL bytes into `$themes.json`,
    /// `$metadata.json`, `core/base.json` and `theme.json`, its format detected.
    case folder = 3
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConvert(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard count > 0, let mode = ConvertMode(rawValue: start.load(as: UInt8.self) % 4) else { return 0 }
    let document = Data(bytes: start + 1, count: count - 1)
    let folder = ConvertFolder.shared
    folder.clear()
    let source: String
    switch mode {
    case .folder:
        let names = ["$themes.json", "$metadata.json", "core/base.json", "theme.json"]
        for (name, part) in zip(names, document.split(separator: 0, maxSplits: names.count - 1, omittingEmptySubsequences: false)) {
            folder.write(Data(part), to: "in/" + name)
        }
        source = folder.url.appendingPathComponent("in").path
    default:
        folder.write(document, to: "in/tokens.json")
        source = folder.url.appendingPathComponent("in/tokens.json").path
    }
    let format: SourceFormat? = switch mode {
    case .styleDictionary: .styleDictionary
    case .tokensStudio: .tokensStudio
    default: nil
    }
    let conversion = TokenConverter.convert(paths: [source], from: format)
    for item in conversion.report.items { _ = item.diagnostic.description }
    _ = conversion.report.markdown(format: conversion.format?.displayName ?? "unknown")
    guard !conversion.report.hasErrors else { return 0 }
    _ = conversion.summary(writtenTo: "out")
    do throws(ConversionWriter.Failure) {
        try ConversionWriter.write(conversion, to: folder.url.appendingPathComponent("out").path, force: true)
    } catch {
        if ProcessInfo.processInfo.environment["CONVERT_FUZZ_READBACK"] == "trap" {
            fatalError("the read-back refused what convert wrote:\n\(error.description)")
        }
        _ = error.description
    }
    return 0
}

/// The per-process folder an input is written into (`in/`) and converted from into (`out/`).
/// Made on first use and removed when the process exits normally.
struct ConvertFolder: Sendable {
    let url: URL

    static let shared = ConvertFolder()

    private init() {
        var template = Array((FileManager.default.temporaryDirectory.path + "/dscompile-convert-fuzz-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            fatalError("cannot make a temporary folder: errno \(errno)")
        }
        url = URL(fileURLWithPath: String(cString: made), isDirectory: true)
        atexit {
            try? FileManager.default.removeItem(at: ConvertFolder.shared.url)
        }
    }

    /// Removes the last input, so each starts from an empty `in/`.
    func clear() {
        try? FileManager.default.removeItem(at: url.appendingPathComponent("in"))
    }

    func write(_ data: Data, to name: String) {
        let file = url.appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        } catch {
            // This process's own folder: a failed write is the machine's problem, not a finding.
            fatalError("cannot write \(file.path): \(error)")
        }
    }
}
