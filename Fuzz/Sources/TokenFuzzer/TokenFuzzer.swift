import Foundation
import FuzzDriver
import OrderedCollections
import TokenModel

// libFuzzer's entry point for TokenModel's readers. The first byte of an input picks what
// is fuzzed and the rest is the document; see docs/FUZZING.md.
//
// Every diagnostic, thrown or logged, is an expected answer to a bad document. Only a
// crash, a trap (a failed precondition, an index out of range, an overflow), a hang past
// libFuzzer's `-timeout`, a leak, or memory past its `-rss_limit_mb` is a finding.

/// The program's entry: libFuzzer's driver, started as its own `main` would (see
/// ``FuzzDriver``).
@main
enum TokenFuzzer {
    static func main() {
        FuzzDriver.run { data, size in
            guard let data else { return 0 }
            return fuzz(data, size)
        }
    }
}

/// What an input asks for, from its first byte modulo 4, so every byte value picks
/// something and the ASCII digits `0`…`3` that start the seed files name the modes.
enum FuzzMode: UInt8 {
    /// `JSONReader.read` alone.
    case json = 0
    /// `YAMLReader.read` alone.
    case yaml = 1
    /// A JSON token file through `TokenTreeReader` and `AliasResolver`: groups, `$type`
    /// inheritance, `$extends`, aliases, `$ref` pointers and value parsing.
    case tokens = 2
    /// A resolver file through `DesignSystemLoader.load`: sets, modifiers, themes and the
    /// token files they name.
    case resolver = 3
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard count > 0, let mode = FuzzMode(rawValue: start.load(as: UInt8.self) % 4) else { return 0 }
    let document = Data(bytes: start + 1, count: count - 1)
    switch mode {
    case .json:
        do {
            let (node, warnings) = try JSONReader.read(document, file: "fuzz.tokens.json")
            touch(node)
            warnings.forEach(touch)
        } catch {
            touch(error)
        }
    case .yaml:
        do {
            touch(try YAMLReader.read(document, file: "fuzz.tokens.yaml"))
        } catch {
            touch(error)
        }
    case .tokens:
        fuzzTokenSemantics(document)
    case .resolver:
        fuzzResolver(document)
    }
    return 0
}

// MARK: - Modes

/// Reads `document` as a JSON token file and resolves it, as `DesignSystemLoader` does with
/// one set of one file. The file is read both ways, as a stream and as a whole document;
/// any difference between the two readings is a finding (a trap, so libFuzzer saves it).
private func fuzzTokenSemantics(_ document: Data) {
    var streamLog = DiagnosticLog()
    let streamed = JSONReader.readTokenTree(document, file: "fuzz.tokens.json", log: &streamLog)
    var log = DiagnosticLog()
    let node: SourceNode
    do {
        let warnings: [Diagnostic]
        (node, warnings) = try JSONReader.read(document, file: "fuzz.tokens.json")
        log.append(contentsOf: warnings)
    } catch {
        log.report(error)
        precondition(streamed == nil && streamLog.diagnostics == log.diagnostics, "the streamed reading differs on a broken file")
        touch(error)
        return
    }
    let tree = TokenTreeReader.read(node, log: &log)
    precondition(streamed?.tokens == tree.tokens && streamed?.groups == tree.groups && streamLog.diagnostics == log.diagnostics,
                 "the streamed reading differs from the whole document's")
    // Merged with itself, as when the loader merges the files of a set: later definitions win.
    var merged = tree
    merged.merge(tree)
    for (path, token) in AliasResolver.resolve(merged, log: &log) {
        // The descriptions format numbers and colors, code that only a value reaches.
        _ = path.description
        _ = String(describing: token.value)
        _ = token.aliasOf?.description
    }
    log.diagnostics.forEach(touch)
}

/// Writes `document` to this process's folder as `fuzz.resolver.json` and loads it through
/// `DesignSystemLoader`, so its `$ref`s are read as the command reads them.
private func fuzzResolver(_ document: Data) {
    let folder = FuzzFolder.shared
    do {
        try document.write(to: folder.resolver)
    } catch {
        // The folder is this process's own; a failed write is the machine's problem, not a
        // finding, and fuzzing on would only test nothing.
        fatalError("cannot write \(folder.resolver.path): \(error)")
    }
    do {
        let system = try DesignSystemLoader.load(paths: [folder.url.path], resolver: folder.resolver.path)
        for theme in system.themes {
            _ = theme.description
        }
        system.warnings.forEach(touch)
    } catch {
        error.diagnostics.forEach(touch)
    }
}

// MARK: - Helpers

/// The per-process folder the resolver mode reads from: the resolver under test and two
/// fixed token files (one JSON, one YAML) that a fuzzed `$ref` can name, so that sets and
/// contexts reach real tokens. Made on first use and removed when the process exits
/// normally; a crashed run leaves it in the temporary folder, where it does no harm.
struct FuzzFolder: Sendable {
    /// The folder itself.
    let url: URL
    /// Where each input of the resolver mode is written.
    let resolver: URL

    /// Global `let`s are initialized once, lazily and thread-safely, which is all this needs.
    static let shared = FuzzFolder()

    private init() {
        var template = Array((FileManager.default.temporaryDirectory.path + "/dscompile-fuzz-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            fatalError("cannot make a temporary folder: errno \(errno)")
        }
        url = URL(fileURLWithPath: String(cString: made), isDirectory: true)
        resolver = url.appendingPathComponent("fuzz.resolver.json")
        let fixtures = [
            "base.tokens.json": #"""
            {"color": {"$type": "color", "red": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}},
             "text": {"$value": "{color.red}"}},
             "size": {"$type": "dimension", "s": {"$value": {"value": 4, "unit": "px"}}}}
            """#,
            "theme.tokens.yaml": """
            color:
              $type: color
              accent:
                $value: "{color.red}"
            size:
              m:
                $type: dimension
                $value: {value: 1, unit: rem}
            """,
        ]
        for (name, text) in fixtures {
            let file = url.appendingPathComponent(name)
            guard FileManager.default.createFile(atPath: file.path, contents: Data(text.utf8)) else {
                fatalError("cannot write \(file.path)")
            }
        }
        atexit {
            try? FileManager.default.removeItem(at: FuzzFolder.shared.url)
        }
    }
}

/// Uses a result, so that the optimizer keeps the work that made it, and formats it, so
/// that the description code is fuzzed too.
private func touch(_ node: SourceNode) {
    _ = node.kindDescription
    _ = node.location.description
}

private func touch(_ diagnostic: Diagnostic) {
    _ = diagnostic.description
}
