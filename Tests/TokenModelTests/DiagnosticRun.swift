import Foundation
import TestSupport
import TokenModel

/// One run of the loader over files a test writes: every diagnostic, as printed, with the
/// folder's path left out.
struct DiagnosticRun {
    let lines: [String]

    var errors: [String] { lines.filter { $0.contains(": error: ") } }
    var warnings: [String] { lines.filter { $0.contains(": warning: ") } }

    /// Loads `files` (relative path → text) from a new folder: the folder itself, or only
    /// `paths` in it, or through `resolver` in it.
    init(_ files: [String: String], paths: [String]? = nil, resolver: String? = nil, mode: ReadingMode = .strict,
         input: [String: String]? = nil, allJSON: Bool = false) throws {
        let folder = try PackagePaths.folder(with: files)
        let prefix = folder.path + "/"
        let diagnostics: [Diagnostic]
        do {
            let system = try DesignSystemLoader.load(
                paths: resolver == nil ? paths.map { $0.map { prefix + $0 } } ?? [folder.path] : [],
                resolver: resolver.map { prefix + $0 }, mode: mode, input: input, allJSON: allJSON)
            diagnostics = system.warnings
        } catch {
            diagnostics = error.diagnostics
        }
        lines = diagnostics.map { $0.description.replacingOccurrences(of: prefix, with: "") }
    }
}
