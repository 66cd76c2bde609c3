import Foundation

/// The limit on all the files one run reads together, checked from their sizes before any
/// of them is read.
///
/// Each file is capped at ``DocumentReader/maximumFileSize``, but several large files
/// together could still take minutes and gigabytes. 256 MiB is some 5 million tokens (a token
/// takes 40 to 100 bytes of JSON), a hundred times the largest design system published,
/// while the load's peak memory, about ten times its input, stays within a few gigabytes.
package struct InputBudget {
    // MARK: - Nested types

    /// One file the run will read.
    package struct File: Equatable, Sendable {
        /// The path as the user named it, for messages.
        package var displayPath: String
        package var size: Int

        package init(displayPath: String, size: Int) {
            self.displayPath = displayPath
            self.size = size
        }
    }

    // MARK: - Properties

    /// The most bytes one run reads, all its files together.
    package static let maximumTotalSize = 256 * 1024 * 1024

    /// How many of the largest files the error names.
    static let namedFiles = 3

    /// Every file the run reads, each once.
    package private(set) var files: [File] = []
    private var seen: Set<String> = []

    // MARK: - Initializers

    package init() {}

    /// The files a resolver document names (every set and every context, each file once),
    /// the resolver itself, and the style sheets at `styleSheets`.
    package init(_ document: ResolverDocument, resolver: String?, styleSheets: [String]) {
        if let resolver { add(URL(fileURLWithPath: resolver), displayPath: resolver) }
        let sources = document.sets.values.joined() + document.modifiers.values.flatMap { $0.contexts.values.joined() }
        for case .file(let url, let displayPath, _) in sources {
            add(url, displayPath: displayPath)
        }
        for path in styleSheets { add(URL(fileURLWithPath: path), displayPath: path) }
    }

    // MARK: - Methods

    /// Adds the file at `url` by its size on disk; a file added before, or one that cannot
    /// be found (which its reading reports), adds nothing.
    package mutating func add(_ url: URL, displayPath: String) {
        let path = url.standardizedFileURL.path
        guard seen.insert(path).inserted,
              let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int else { return }
        files.append(File(displayPath: displayPath, size: size))
    }

    /// The bytes of every file together.
    package var totalSize: Int {
        files.reduce(0) { $0 + $1.size }
    }

    /// The error when the files together pass `limit`: it names the total, the limit and
    /// the largest files; `nil` within the limit.
    package func problem(limit: Int = maximumTotalSize) -> Diagnostic? {
        let total = totalSize
        guard total > limit else { return nil }
        let largest = files.sorted { $0.size > $1.size }.prefix(Self.namedFiles)
            .map { "\($0.displayPath) (\(Self.megabytes($0.size)))" }
        let others = files.count - largest.count
        return .error("the input is \(Self.megabytes(total)) in \(files.count) file\(files.count == 1 ? "" : "s"), more than the limit of \(Self.megabytes(limit)) for one run; "
                      + "the largest: \(largest.joined(separator: ", "))\(others > 0 ? " and \(others) more" : "")",
                      at: nil)
    }

    /// Throws ``problem(limit:)`` when there is one.
    package func check(limit: Int = maximumTotalSize) throws(DiagnosticsError) {
        if let problem = problem(limit: limit) { throw DiagnosticsError([problem]) }
    }

    /// `bytes` in MiB, one decimal: `300.0 MiB`, as every message of an input limit says them.
    package static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MiB", Double(bytes) / 1_048_576)
    }
}
