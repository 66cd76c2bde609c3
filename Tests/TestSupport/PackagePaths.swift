import Foundation

/// Paths inside this package, found from this file's location, and scratch folders for
/// tests that write files.
public enum PackagePaths {
    /// The package root.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The project's own `Tokens/`.
    public static let tokens = root.appendingPathComponent("Tokens")
    /// The corpus in this repository (`Tests/Fixtures/corpus`, with its licences): the DTCG
    /// 2025.10 conformance fixtures (`dtcg-tests`) and real design systems (`dtcg-examples`),
    /// so a clone alone runs every conformance test.
    public static let corpus = root.appendingPathComponent("Tests/Fixtures/corpus")
    /// The DTCG 2025.10 conformance fixtures.
    public static let conformanceFixtures = corpus.appendingPathComponent("dtcg-tests")
    /// The real design systems, each with its resolver.
    public static let realDesignSystems = corpus.appendingPathComponent("dtcg-examples")
    /// Public token repositories of real teams (Tokens Studio, Style Dictionary, W3C-draft and
    /// DTCG), one folder each with its licence and a `README.md` naming the source commit.
    public static let realWorld = root.appendingPathComponent("Tests/Fixtures/real-world")
    /// GitHub Primer's resolver, the largest real design system the tests run.
    public static let primerResolver = realDesignSystems.appendingPathComponent("github-primer.resolver.json")

    /// A new empty folder for one test.
    public static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dscompile-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `files` (relative path → text) into a new folder and returns it.
    public static func folder(with files: [String: String]) throws -> URL {
        let directory = try temporaryDirectory()
        for (name, text) in files {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return directory
    }

    /// A copy of the project's `Tokens/` that a test may change.
    public static func copyOfTokens() throws -> URL {
        let directory = try temporaryDirectory().appendingPathComponent("Tokens")
        try FileManager.default.copyItem(at: tokens, to: directory)
        return directory
    }

    /// Every regular file under `directory`, by its path relative to it, with its bytes: what
    /// a test compares when a run must write the same folder twice.
    public static func contents(of directory: URL) throws -> [String: Data] {
        let base = directory.standardizedFileURL.path + "/"
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            files[String(url.standardizedFileURL.path.dropFirst(base.count))] = try Data(contentsOf: url)
        }
        return files
    }
}
