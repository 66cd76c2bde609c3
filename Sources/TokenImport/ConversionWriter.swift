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
    package static let reportName = "conversion-report.md"
    /// The hidden file every conversion writes into its folder, so that `--force` can tell
    /// a folder `convert` wrote (which it may replace) from any other.
    package static let markerName = DesignSystemLoader.conversionMarkerName
    /// What the marker file starts with.
    static let markerText = "dscompile convert wrote this folder; convert --force replaces it only while this file is here.\n"

    // MARK: - Writing

    /// Writes `conversion`'s files (and its report, when it has findings) to `directory`.
    /// - Parameter force: replace a folder that already holds files.
    /// - Throws: ``Failure`` when the folder is not empty and `force` is off, when a file
    ///   cannot be written, or when the written tokens do not pass `validate --strict`.
    /// - Parameter outputCheck: what `validate --strict` and `build` check past reading (the
    ///   emitters' checks: Swift and CSS names), run on the files read back; any error it
    ///   gives stops the conversion before anything is put in place.
    /// - Parameter onWait: told the line to print before waiting for another run that writes
    ///   the same folder (one run at a time writes it).
    /// - Parameter sources: the files or folders converted: a folder holding one of them (or
    ///   the working directory) is never replaced.
    public static func write(_ conversion: TokenConverter.Conversion, to directory: String, force: Bool,
                             sources: [String] = [],
                             outputCheck: (ResolvedDesignSystem) -> [Diagnostic] = { _ in [] },
                             onWait: (String) -> Void = { _ in }) throws(Failure) {
        let manager = FileManager.default
        let target = URL(fileURLWithPath: directory).standardizedFileURL
        let protected = sources + [manager.currentDirectoryPath]
        // Checked before the lock, so a refused run leaves nothing (not even a lock file), and
        // again under it, as another run may have written the folder meanwhile.
        _ = try checkWritable(target, named: directory, force: force, protecting: protected)
        let lock: OutputLock
        do {
            lock = try OutputLock(destinations: [target], waiting: true) { holder, _ in
                onWait(OutputLock.waitingNote(holder: holder, path: directory))
            }
        } catch {
            throw failure(error.description)
        }
        defer { lock.release() }
        let exists = try checkWritable(target, named: directory, force: force, protecting: protected)
        let parent = target.deletingLastPathComponent()
        removeLeftovers(of: target)
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent)\(leftoverMark)\(UUID().uuidString)")
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            var files = conversion.files + [(markerName, markerText)]
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
        func refused(_ diagnostics: [Diagnostic], by reader: String) -> Failure {
            try? manager.removeItem(at: staging)
            return Failure(diagnostics: diagnostics.map { diagnostic in
                var copy = diagnostic
                copy.message = "convert produced tokens that \(reader) refuses (please report this): " + diagnostic.message
                if let location = diagnostic.location {
                    copy.location = SourceLocation(file: location.file.replacingOccurrences(of: staging.path, with: directory), line: location.line, column: location.column)
                }
                return copy
            })
        }
        let system: ResolvedDesignSystem
        do throws(DiagnosticsError) {
            system = try DesignSystemLoader.load(paths: [staging.path], mode: .strict)
        } catch {
            throw refused(error.errors, by: "strict reading")
        }
        let outputErrors = outputCheck(system).filter { $0.severity == .error }
        guard outputErrors.isEmpty else { throw refused(outputErrors, by: "build") }
        do {
            try replace(target, with: staging, exists: exists)
        } catch {
            try? manager.removeItem(at: staging)
            throw failure("cannot move the converted files into \(directory): \(FileSystemFailure.reason(of: error))")
        }
    }

    // MARK: - Private

    /// Refuses a `target` that is a file, or a folder with files in it unless `force` and
    /// `convert` wrote it (its marker file is there); and, even empty, one that holds any of
    /// `protected` (a source, the working directory), which replacing would delete.
    /// - Returns: whether the folder exists.
    private static func checkWritable(_ target: URL, named directory: String, force: Bool,
                                      protecting protected: [String]) throws(Failure) -> Bool {
        for path in protected where target.holds(URL(fileURLWithPath: path)) {
            let what = path == FileManager.default.currentDirectoryPath ? "the working directory" : "the source \(path)"
            throw failure("\(directory) holds \(what); convert replaces its output folder whole, so it must be a folder of its own")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory) else { return false }
        guard isDirectory.boolValue else { throw failure("\(directory) exists and is not a folder") }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: target.path)) ?? []
        guard !contents.isEmpty else { return true }
        guard force else {
            throw failure("\(directory) is not empty; convert writes into an empty or new folder (--force replaces a folder convert wrote)")
        }
        guard isConversionFolder(target) else {
            throw failure("\(directory) was not written by dscompile convert (it has no \(markerName)), so --force does not replace it; "
                          + "choose an empty or new folder, or move its files away")
        }
        return true
    }

    /// Whether `folder` holds the marker file a conversion writes, as a regular file.
    private static func isConversionFolder(_ folder: URL) -> Bool {
        let marker = folder.appendingPathComponent(markerName)
        let values = try? marker.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
        guard values?.isRegularFile == true, values?.isSymbolicLink != true,
              let handle = try? FileHandle(forReadingFrom: marker) else { return false }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: markerText.utf8.count)) == Data(markerText.utf8)
    }

    /// Makes `staging` the folder at `target`. An existing folder is swapped with it in one
    /// step, so a kill at any moment leaves the old files or the new ones (the other set stays
    /// in a hidden folder beside it, which the next run removes); where the file system cannot
    /// swap, two renames, undone when the second fails.
    private static func replace(_ target: URL, with staging: URL, exists: Bool) throws {
        let manager = FileManager.default
        guard exists else {
            try manager.moveItem(at: staging, to: target)
            return
        }
        do {
            try FolderExchange.exchange(staging, target)
            // `staging` now holds the old files.
            try? manager.removeItem(at: staging)
            return
        } catch .failed(let reason) {
            throw OutputFileError.cannotReplace(path: target.path, reason: reason)
        } catch .unsupported {
            // Below.
        }
        let old = target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent)\(leftoverMark)replaced-\(UUID().uuidString)")
        try manager.moveItem(at: target, to: old)
        do {
            try manager.moveItem(at: staging, to: target)
        } catch {
            try? manager.moveItem(at: old, to: target)
            throw error
        }
        try? manager.removeItem(at: old)
    }

    /// What the hidden folders of a run (`.<name>.convert-<uuid>`) are named after the folder's
    /// name, so that the next run finds those a killed run left.
    private static let leftoverMark = ".convert-"

    /// Removes the hidden folders beside `target` that a killed run left: its staging folder,
    /// or the old files after a swap.
    private static func removeLeftovers(of target: URL) {
        let manager = FileManager.default
        let parent = target.deletingLastPathComponent()
        let prefix = ".\(target.lastPathComponent)\(leftoverMark)"
        for name in (try? manager.contentsOfDirectory(atPath: parent.path)) ?? [] where name.hasPrefix(prefix) {
            try? manager.removeItem(at: parent.appendingPathComponent(name))
        }
    }

    private static func failure(_ message: String) -> Failure {
        Failure(diagnostics: [.error(message, at: nil)])
    }
}
