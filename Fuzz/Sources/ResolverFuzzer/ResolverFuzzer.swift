import Foundation
import FuzzDriver
import TokenModel

// libFuzzer's entry point for the resolver: sets, modifiers, contexts and resolutionOrder
// through `DesignSystemLoader.load`, with and without `--input`. The first byte of an input
// picks how the rest is read; see docs/FUZZING.md.
//
// Every diagnostic is an expected answer to a bad resolver. A crash, a trap, a hang past
// libFuzzer's `-timeout`, memory past its `-rss_limit_mb`, or a broken invariant (checked
// with `precondition`, so libFuzzer saves the input) is a finding.

/// The program's entry: libFuzzer's driver, started as its own `main` would (see
/// ``FuzzDriver``).
@main
enum ResolverFuzzer {
    static func main() {
        FuzzDriver.run { data, size in
            guard let data else { return 0 }
            return fuzz(data, size)
        }
    }
}

/// What an input asks for, from its first byte modulo 2, so the ASCII digits `0` and `1`
/// that start the seed files name the modes.
enum ResolverFuzzMode: UInt8 {
    /// The rest is a resolver document as written (JSON), read as the command reads it.
    case document = 0
    /// The rest shapes a resolver (``ResolverShape``): how many sets and modifiers, which
    /// set each source names, contexts, defaults, the order, an input. Well-formed JSON
    /// every time, so the fuzzer explores the structure rather than the syntax.
    case shape = 1
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard count > 0, let mode = ResolverFuzzMode(rawValue: start.load(as: UInt8.self) % 2) else { return 0 }
    let rest = UnsafeRawBufferPointer(start: start + 1, count: count - 1)
    switch mode {
    case .document:
        load(Data(rest), input: nil)
    case .shape:
        var shape = ResolverShape(bytes: Array(rest))
        load(Data(shape.document().utf8), input: shape.input)
    }
    return 0
}

// MARK: - Loading

/// Writes `document` as this process's resolver and loads it, with `input` when given, then
/// checks what any successful load must hold.
private func load(_ document: Data, input: [String: String]?) {
    let folder = ResolverFuzzFolder.shared
    do {
        try document.write(to: folder.resolver)
    } catch {
        // The folder is this process's own; a failed write is the machine's problem.
        fatalError("cannot write \(folder.resolver.path): \(error)")
    }
    let system: ResolvedDesignSystem
    do {
        system = try DesignSystemLoader.load(paths: [], resolver: folder.resolver.path, input: input)
    } catch {
        error.diagnostics.forEach { _ = $0.description }
        return
    }
    // The default theme is resolved first, each theme once, and an input resolves one.
    precondition(system.themes.first == system.defaultTheme, "the default theme is not the first")
    precondition(Set(system.themes).count == system.themes.count, "a theme is resolved twice")
    precondition(system.themes.count <= ResolverDocument.maximumPermutations, "more permutations than the limit")
    if input != nil { precondition(system.themes.count == 1, "an input resolved \(system.themes.count) themes") }
    for theme in system.themes {
        _ = theme.description
        precondition(system.tokensByTheme[theme] != nil, "theme \(theme) has no tokens")
        for (path, token) in system.tokensByTheme[theme] ?? [:] {
            _ = path.description
            _ = String(describing: token.value)
        }
    }
    system.warnings.forEach { _ = $0.description }
}

// MARK: - Helpers

/// The per-process folder the resolver is written to, with two fixed token files a source
/// can name (`$ref`), so that sets and contexts reach tokens from files too. Made on first
/// use, removed when the process exits normally.
struct ResolverFuzzFolder: Sendable {
    let url: URL
    let resolver: URL

    /// The token files a source may name, by `$ref`.
    static let files = ["base.tokens.json", "theme.tokens.json"]

    static let shared = ResolverFuzzFolder()

    private init() {
        var template = Array((FileManager.default.temporaryDirectory.path + "/dscompile-resolver-fuzz-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            fatalError("cannot make a temporary folder: errno \(errno)")
        }
        url = URL(fileURLWithPath: String(cString: made), isDirectory: true)
        resolver = url.appendingPathComponent("fuzz.resolver.json")
        let fixtures = [
            "base.tokens.json": #"{"color": {"$type": "color", "red": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}, "text": {"$value": "{color.red}"}}}"#,
            "theme.tokens.json": #"{"color": {"$type": "color", "accent": {"$value": "{color.red}"}}, "size": {"$type": "dimension", "m": {"$value": {"value": 1, "unit": "rem"}}}}"#,
        ]
        for (name, text) in fixtures {
            let file = url.appendingPathComponent(name)
            guard FileManager.default.createFile(atPath: file.path, contents: Data(text.utf8)) else {
                fatalError("cannot write \(file.path)")
            }
        }
        atexit {
            try? FileManager.default.removeItem(at: ResolverFuzzFolder.shared.url)
        }
    }
}
