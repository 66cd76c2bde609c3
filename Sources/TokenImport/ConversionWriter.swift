import Foundation
import OutputFiles
import TokenModel

/// Writes a conversion's files into a folder all at once: into a staging folder beside it,
/// checked by reading it back in strict mode, then renamed into place. A failure anywhere
/// leaves the folder as it was.
public enum ConversionWriter {
    // MARK: - Nested types

    /// Why nothing was written.
    public struct Failure: Error, CustomStringConvertible {
        public var diagnostics: [Diagnostic]
        public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
    }

    // MARK: - Properties

    /// The report's file name inside the output folder.
    public static let reportName = "conversion-report.md"

    // MARK: - Writing

    /// Writes `conversion`'s files (and its report, when it has findings) to `directory`.
    /// - Parameter force: replace a folder that already holds files.
    /// - Throws: ``Failure`` when the folder is not empty and `force` is off, when a file
    ///   cannot be written, or when the written tokens do not pass `validate --strict`.
    public static func write(_ conversion: TokenConverter.Conversion, to directory: String, force: Bool) throws(Failure) {
        let manager = FileManager.default
        let target = URL(fileURLWithPath: directory).standardizedFileURL
        var isDirectory: ObjCBool = false
        let exists = manager.fileExists(atPath: target.path, isDirectory: &isDirectory)
        if exists {
            guard isDirectory.boolValue else { throw failure("\(directory) exists and is not a folder") }
            let contents = (try? manager.contentsOfDirectory(atPath: target.path)) ?? []
            if !contents.isEmpty, !force {
                throw failure("\(directory) is not empty; convert writes into an empty or new folder (--force replaces its contents)")
            }
        }
        let parent = target.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).convert-\(UUID().uuidString)")
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            var files = conversion.files
            if !conversion.report.isEmpty {
                files.append((reportName, conversion.report.markdown(format: conversion.format?.displayName ?? "unknown")))
            }
            for file in files {
                let url = staging.appendingPathComponent(file.path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
            }
        } catch {
            try? manager.removeItem(at: staging)
            throw failure("cannot write into \(parent.path): \(FileSystemFailure.reason(of: error))")
        }
        // What convert writes must be what validate --strict accepts; anything else is a bug
        // in convert, reported rather than written.
        do throws(DiagnosticsError) {
            _ = try DesignSystemLoader.load(paths: [staging.path], mode: .strict)
        } catch {
            try? manager.removeItem(at: staging)
            let renamed = error.errors.map { diagnostic in
                var copy = diagnostic
                copy.message = "convert produced tokens that strict reading refuses (please report this): " + diagnostic.message
                if let location = diagnostic.location {
                    copy.location = SourceLocation(file: location.file.replacingOccurrences(of: staging.path, with: directory), line: location.line, column: location.column)
                }
                return copy
            }
            throw Failure(diagnostics: renamed)
        }
        do {
            if exists {
                let old = parent.appendingPathComponent(".\(target.lastPathComponent).replaced-\(UUID().uuidString)")
                try manager.moveItem(at: target, to: old)
                do {
                    try manager.moveItem(at: staging, to: target)
                } catch {
                    try? manager.moveItem(at: old, to: target)
                    throw error
                }
                try? manager.removeItem(at: old)
            } else {
                try manager.moveItem(at: staging, to: target)
            }
        } catch {
            try? manager.removeItem(at: staging)
            throw failure("cannot move the converted files into \(directory): \(FileSystemFailure.reason(of: error))")
        }
    }

    // MARK: - Private

    private static func failure(_ message: String) -> Failure {
        Failure(diagnostics: [.error(message, at: nil)])
    }
}
