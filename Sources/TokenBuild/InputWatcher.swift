import Foundation
import TokenModel

/// Which files a build reads, and whether any changed since last looked at: polling of
/// modification times and sizes, which works on every file system (Linux has no FSEvents,
/// and inotify misses files replaced by rename or on network mounts).
package struct InputWatcher {
    // MARK: - Nested types

    /// What is compared between two polls.
    package struct Stamp: Equatable {
        var modified: Date?
        var size: Int?
    }

    // MARK: - Properties

    /// How long to wait between two looks.
    package static let pollInterval: TimeInterval = 0.3

    /// The paths as the command names them (files or folders).
    package let paths: [String]
    /// The resolver the command names, if any.
    package let resolver: String?
    /// Folders every file of which is an input (`build --assets`), not only token files.
    package var assetFolders: [String] = []

    // MARK: - Looking

    /// Every input file now, with its stamp: the token files, resolvers and style sheets
    /// in `paths`, and every file a resolver names.
    package func snapshot() -> [String: Stamp] {
        var files = Set<String>()
        var resolvers = resolver.map { [$0] } ?? []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else {
                files.insert(path)
                continue
            }
            for entry in FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [] where Self.isInput(entry) {
                let file = (path as NSString).appendingPathComponent(entry)
                files.insert(file)
                if resolver == nil, Self.isResolver(entry) { resolvers.append(file) }
            }
        }
        for folder in assetFolders {
            for entry in FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [] {
                files.insert((folder as NSString).appendingPathComponent(entry))
            }
        }
        for resolver in resolvers {
            files.insert(resolver)
            files.formUnion(Self.filesNamed(byResolver: resolver))
        }
        var stamps: [String: Stamp] = [:]
        // A folder's entry and the resolver's reference to one file must be one key.
        for file in Set(files.map { URL(fileURLWithPath: $0).standardizedFileURL.path }) {
            let attributes = try? FileManager.default.attributesOfItem(atPath: file)
            stamps[file] = Stamp(modified: attributes?[.modificationDate] as? Date, size: (attributes?[.size] as? NSNumber)?.intValue)
        }
        return stamps
    }

    /// How many files were added, removed or changed between two snapshots.
    package static func changeCount(from old: [String: Stamp], to new: [String: Stamp]) -> Int {
        Set(old.keys).union(new.keys).count { old[$0] != new[$0] }
    }

    // MARK: - Private

    private static let inputKinds = ["tokens", "resolver", "styles"]

    private static func isInput(_ name: String) -> Bool {
        let file = (name as NSString).lastPathComponent
        return inputKinds.contains { kind in [".json", ".yaml", ".yml"].contains { file.hasSuffix(".\(kind)\($0)") } }
    }

    private static func isResolver(_ name: String) -> Bool {
        [".json", ".yaml", ".yml"].contains { (name as NSString).lastPathComponent.hasSuffix(".resolver\($0)") }
    }

    /// The token files a resolver's sets and contexts name; none when it cannot be read
    /// (the build reports why).
    private static func filesNamed(byResolver path: String) -> [String] {
        var log = DiagnosticLog()
        guard let document = ResolverDocument.read(URL(fileURLWithPath: path), displayPath: path, log: &log) else { return [] }
        let sources = document.sets.values.flatMap { $0 } + document.modifiers.values.flatMap { $0.contexts.values.flatMap { $0 } }
        return sources.compactMap { source in
            if case .file(let url, _, _) = source { return url.path }
            return nil
        }
    }
}
