import Foundation

/// The plugin's plan-time guess at the Swift files `dscompile build` will write: one per top
/// group of the token files, named as the tool names them.
///
/// A build plugin must declare its outputs before the tokens are read, and cannot link
/// `TokenModel`, so this reads only the top-level keys of each file: JSON through
/// `JSONSerialization`, YAML by a scan of unindented `key:` lines. The tool writes exactly
/// the files it is told (`--declared-files`), putting a group whose file was not declared
/// into `DesignTokens.swift` and writing a declared file with no group as a header alone,
/// so a wrong guess only costs granularity, never the build.
///
/// This file is also compiled into `dscompileTests` (through a symbolic link), which tests it.
enum TopGroupScanner {
    // MARK: - Declared files

    /// The `DesignTokens+<stem>.swift` files of the top groups of `files`, sorted; files
    /// that are not token files (see ``isTokenFile(_:)``) or cannot be read add none.
    static func declaredFileNames(for files: [URL]) -> [String] {
        let keys = files.filter(isTokenFile).flatMap(topLevelKeys(of:))
        return Set(keys.filter { !$0.hasPrefix("$") }.compactMap(fileName(forTopGroup:))).sorted()
    }

    /// `DesignTokens+<stem>.swift`, or `nil` when the stem is empty. The same rule as
    /// `SwiftEmitter.fileName(forTopGroup:)` in Sources/Codegen/SwiftEmitter.swift (the
    /// plugin cannot link Codegen); change both together. The stem is `key` lowercased,
    /// every run of characters other than `a`–`z` and `0`–`9` one `-`, trimmed of `-`.
    static func fileName(forTopGroup key: String) -> String? {
        var stem = ""
        for scalar in key.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                stem.unicodeScalars.append(scalar)
            } else if !stem.isEmpty, stem.last != "-" {
                stem += "-"
            }
        }
        while stem.last == "-" { stem.removeLast() }
        return stem.isEmpty ? nil : "DesignTokens+\(stem).swift"
    }

    // MARK: - Reading files

    /// Whether `url` may hold tokens: JSON or YAML, and neither a resolver
    /// (`*.resolver.json`) nor a style sheet (`*.styles.*`).
    static func isTokenFile(_ url: URL) -> Bool {
        let name = url.lastPathComponent.lowercased()
        guard [".json", ".yaml", ".yml"].contains(where: name.hasSuffix) else { return false }
        return !name.contains(".resolver.") && !name.contains(".styles.")
    }

    /// The keys of the file's top-level object, in no particular order; none when it
    /// cannot be read.
    static func topLevelKeys(of url: URL) -> [String] {
        guard let data = try? Data(contentsOf: url) else { return [] }
        if url.pathExtension.lowercased() == "json" {
            return ((try? JSONSerialization.jsonObject(with: data)) as? [String: Any]).map { Array($0.keys) } ?? []
        }
        return yamlTopLevelKeys(String(decoding: data, as: UTF8.self))
    }

    /// The keys of unindented `key:` lines (`"quoted key":` and `'quoted key':` too); a
    /// comment, directive, document marker or list item is no key.
    static func yamlTopLevelKeys(_ text: String) -> [String] {
        var keys: [String] = []
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        for line in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
            guard let first = line.first, !" \t#-%{[".contains(first), !line.hasPrefix("...") else { continue }
            if let key = quotedKey(line) ?? plainKey(line) { keys.append(key) }
        }
        return keys
    }

    // MARK: - Private

    /// `key: …` or `key:` at the end of the line.
    private static func plainKey(_ line: Substring) -> String? {
        var rest = line[...]
        while let colon = rest.firstIndex(of: ":") {
            let after = line.index(after: colon)
            if after == line.endIndex || line[after] == " " || line[after] == "\t" {
                let key = line[..<colon].trimmingCharacters(in: .whitespaces)
                return key.isEmpty ? nil : key
            }
            rest = line[after...]
        }
        return nil
    }

    /// `"key": …` (with `\"` and `\\` escapes) or `'key': …` (with `''`).
    private static func quotedKey(_ line: Substring) -> String? {
        guard let quote = line.first, quote == "\"" || quote == "'" else { return nil }
        var key = ""
        var index = line.index(after: line.startIndex)
        while index < line.endIndex {
            let character = line[index]
            let next = line.index(after: index)
            if quote == "\"", character == "\\", next < line.endIndex {
                key.append(line[next])
                index = line.index(after: next)
                continue
            }
            if character == quote {
                if quote == "'", next < line.endIndex, line[next] == "'" {
                    key.append("'")
                    index = line.index(after: next)
                    continue
                }
                let rest = line[next...].drop { $0 == " " || $0 == "\t" }
                return rest.first == ":" ? key : nil
            }
            key.append(character)
            index = next
        }
        return nil
    }
}
