import Foundation

/// The files a resolver (or a token file) names through `$ref`, followed to any depth, so
/// that the build plugin can declare them as inputs even when they lie outside the token
/// folders: a change to one of them must run `dscompile build` again.
///
/// The scan runs when SwiftPM plans the build and must never fail it: an unreadable or
/// malformed file yields no references, and `dscompile build` reports the problem with its
/// file and line when it runs.
enum ReferencedFileScanner {
    // MARK: - Scanning

    /// Every existing file that `roots` reference through a `"$ref"` naming another file,
    /// directly or through referenced JSON files, standardized and sorted; `roots` themselves
    /// are not included unless one is referenced.
    static func referencedFiles(from roots: [URL]) -> [URL] {
        var found = Set<URL>()
        var visited = Set<URL>()
        var pending = roots.map(\.standardized)
        while let file = pending.popLast() {
            guard visited.insert(file).inserted else { continue }
            for reference in fileReferences(in: file) where FileManager.default.fileExists(atPath: reference.path) {
                found.insert(reference)
                // Only JSON is followed: resolvers are JSON, and a YAML token file's `$ref`s
                // point into itself in every design system we know of.
                if reference.pathExtension.lowercased() == "json" { pending.append(reference) }
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The files `file` names in its `"$ref"` values, resolved against its folder; a
    /// reference inside the same document (`#/…`) names no file.
    static func fileReferences(in file: URL) -> [URL] {
        guard file.pathExtension.lowercased() == "json",
              let data = try? Data(contentsOf: file),
              let object = try? JSONSerialization.jsonObject(with: data)
        else { return [] }
        var references: [String] = []
        collectReferences(in: object, into: &references)
        let folder = file.deletingLastPathComponent()
        return references.compactMap { reference in
            let path = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            // Only local paths: a URL with a scheme is not a file SwiftPM could watch.
            guard !path.isEmpty, !path.contains("://"), let decoded = path.removingPercentEncoding else { return nil }
            return (decoded.hasPrefix("/") ? URL(fileURLWithPath: decoded) : folder.appending(path: decoded)).standardized
        }
    }

    // MARK: - Walking the JSON

    private static func collectReferences(in value: Any, into references: inout [String]) {
        if let dictionary = value as? [String: Any] {
            if let reference = dictionary["$ref"] as? String { references.append(reference) }
            for key in dictionary.keys.sorted() { collectReferences(in: dictionary[key]!, into: &references) }
        } else if let array = value as? [Any] {
            for element in array { collectReferences(in: element, into: &references) }
        }
    }
}
