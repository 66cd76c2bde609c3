import Foundation
import Testing
import TestSupport
import TokenImport
import TokenModel

/// What the real-world corpus tests share: finding a repository's folder and a theme by the
/// source's own names, comparing a resolved value with one written by hand from the source,
/// and counting the tokens a conversion carried over against those the source holds.
enum RealWorldCheck {
    // MARK: - Finding

    /// The folder of one repository under `Tests/Fixtures/real-world`.
    static func folder(_ name: String) -> URL {
        PackagePaths.realWorld.appendingPathComponent(name)
    }

    /// The theme of `system` whose contexts include `contexts`, matched by the source's group
    /// and theme names with case, spaces and punctuation ignored (so a documented rename of
    /// `Color scheme` to `color-scheme` still finds it); records an issue when none does.
    static func theme(_ contexts: [String: String], in system: ResolvedDesignSystem,
                      sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Theme? {
        func key(_ text: String) -> String { String(text.lowercased().filter { $0.isLetter || $0.isNumber }) }
        let found = system.themes.first { theme in
            contexts.allSatisfy { modifier, context in
                theme.contexts.contains { key($0.modifier) == key(modifier) && key($0.context) == key(context) }
            }
        }
        if found == nil {
            Issue.record("no theme with \(contexts); modifiers: \(system.modifiers)", sourceLocation: sourceLocation)
        }
        return found
    }

    // MARK: - Comparing

    /// The value as the tests write it: `#RRGGBB` (`#RRGGBBAA` when not opaque), `16px`,
    /// `1.5rem`, a number, a weight, or font families joined by `, `.
    static func text(_ value: TokenValue?) -> String {
        switch value {
        case .color(let color)?: return color.hexString
        case .dimension(let dimension)?: return number(dimension.value) + dimension.unit.rawValue
        case .number(let value)?: return number(value)
        case .fontWeight(let weight)?: return "\(weight)"
        case .fontFamily(let families)?: return families.joined(separator: ", ")
        case .duration(let duration)?: return "\(duration)"
        case nil: return "nothing"
        case let other?: return "\(other)"
        }
    }

    /// `16` for a whole number, else Swift's shortest form (`0.375`).
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Expects each `(path, value)` of `expected` in `theme`, the value written as
    /// ``text(_:)`` writes it.
    static func expect(_ system: ResolvedDesignSystem, in theme: Theme?, _ expected: [(path: String, value: String)],
                       sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let theme else { return }
        for (path, value) in expected {
            let actual = text(system.token(TokenPath(dotted: path), in: theme)?.value)
            #expect(actual == value, "\(path) in \(theme)", sourceLocation: sourceLocation)
        }
    }

    /// Expects each color of `expected` in `theme` within `tolerance` (in 8-bit steps) of
    /// its hex, for colors authored in another space (OKLCH) and converted by hand.
    static func expectColor(_ system: ResolvedDesignSystem, in theme: Theme?, near expected: [(path: String, hex: String)], tolerance: Double = 1.5,
                            sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let theme else { return }
        for (path, hex) in expected {
            guard let wanted = Color(hexString: hex),
                  case .color(let actual)? = system.token(TokenPath(dotted: path), in: theme)?.value else {
                Issue.record("\(path) in \(theme): no color", sourceLocation: sourceLocation)
                continue
            }
            let steps = [actual.red - wanted.red, actual.green - wanted.green, actual.blue - wanted.blue].map { abs($0) * 255 }
            #expect(steps.allSatisfy { $0 <= tolerance }, "\(path) in \(theme): \(actual.hexString), expected about \(hex)", sourceLocation: sourceLocation)
        }
    }

    // MARK: - Loading DTCG directly

    /// Loads `paths` as DTCG, recording every diagnostic as an issue when loading fails.
    static func load(_ paths: [URL], mode: ReadingMode, allJSON: Bool = false, resolver: URL? = nil,
                     sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ResolvedDesignSystem? {
        do {
            return try DesignSystemLoader.load(paths: paths.map(\.path), resolver: resolver?.path, mode: mode, allJSON: allJSON)
        } catch {
            let errors = error.diagnostics.filter { $0.severity == .error }
            Issue.record("\(errors.count) error(s), first: \(errors.prefix(8).map { "\($0)" }.joined(separator: "\n"))", sourceLocation: sourceLocation)
            return nil
        }
    }

    // MARK: - Counting

    /// The tokens in a parsed JSON tree: each object with `value` or `$value` is one, by its
    /// dotted path; members starting with `$` (other than tokens) are not descended into.
    static func tokenPaths(in node: Any, prefix: String = "") -> [String] {
        guard let object = node as? [String: Any] else { return [] }
        if object["value"] != nil || object["$value"] != nil { return [prefix] }
        return object.flatMap { name, child in
            name.hasPrefix("$") ? [] : tokenPaths(in: child, prefix: prefix.isEmpty ? name : prefix + "." + name)
        }
    }

    /// The JSON files under `folder` (or `folder` itself), with their paths relative to it.
    static func jsonFiles(_ folder: URL) -> [(relative: String, url: URL)] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [(folder.lastPathComponent, folder)] }
        let base = folder.standardizedFileURL.path + "/"
        let urls = (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects as? [URL]) ?? []
        return urls.filter { $0.pathExtension == "json" }
            .map { (String($0.standardizedFileURL.path.dropFirst(base.count)), $0) }
            .sorted { $0.relative < $1.relative }
    }

    static func parse(_ url: URL) -> Any? {
        (try? Data(contentsOf: url)).flatMap { try? JSONSerialization.jsonObject(with: $0) }
    }

    /// The tokens `convert` wrote into `out`, as `set:path` (the file's path without
    /// `.tokens.json`).
    static func written(_ out: URL) -> Set<String> {
        var tokens = Set<String>()
        for (relative, url) in jsonFiles(out) where relative.hasSuffix(".tokens.json") {
            let set = String(relative.dropLast(".tokens.json".count))
            for path in tokenPaths(in: parse(url) ?? [:]) { tokens.insert("\(set):\(path)") }
        }
        return tokens
    }

    /// Counts the source's tokens (`set:path`) and those written, expects every token left
    /// out to be named in the report, and prints the count for the corpus's record.
    static func expectLeftOutReported(_ repository: String, source: Set<String>, conversion: TokenConverter.Conversion, out: URL,
                                      sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let written = written(out)
        // Style Dictionary merges its files into one tree: a token counts as carried over
        // when any written file holds its path.
        let writtenPaths = Set(written.map { String($0.split(separator: ":", maxSplits: 1).last ?? "") })
        // A token renamed for a clash of Swift names (reported) counts under its new name.
        let renamed = { (token: String) -> String in
            let parts = token.split(separator: ":", maxSplits: 1).map(String.init)
            let path = ConversionCheck.writtenPath(parts.last ?? "", in: conversion)
            return parts.count == 2 ? "\(parts[0]):\(path)" : path
        }
        let leftOut = source.filter { token in
            let token = renamed(token)
            return !written.contains(token) && !writtenPaths.contains(String(token.split(separator: ":", maxSplits: 1).last ?? ""))
        }
        let reported = Set(conversion.report.items.compactMap(\.token))
        let unreported = leftOut.filter { token in
            let path = String(token.split(separator: ":", maxSplits: 1).last ?? "")
            return !reported.contains(token) && !reported.contains(path)
        }.sorted()
        print("real-world \(repository): \(source.count - leftOut.count) of \(source.count) source tokens converted, \(leftOut.count) left out, \(unreported.count) of them not in the report")
        #expect(unreported.isEmpty, "\(repository): \(unreported.count) token(s) left out without a report line: \(unreported.prefix(10))", sourceLocation: sourceLocation)
    }

    /// Prints how many of the source's token paths the loaded system resolves in its
    /// default theme, and expects each missing one to be named in a warning.
    static func expectMissingWarned(_ repository: String, source: Set<String>, system: ResolvedDesignSystem,
                                    sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let loaded = Set(system.allPaths.map(\.description))
        let missing = source.subtracting(loaded)
        let warnings = system.warnings.map { "\($0)" }.joined(separator: "\n")
        let silent = missing.filter { !warnings.contains($0) }.sorted()
        print("real-world \(repository): \(source.count - missing.count) of \(source.count) source tokens read, \(missing.count) not, \(silent.count) of them without a warning")
        #expect(silent.isEmpty, "\(repository): \(silent.count) token(s) not read without a warning: \(silent.prefix(10))", sourceLocation: sourceLocation)
    }
}
