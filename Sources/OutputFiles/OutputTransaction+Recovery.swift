import Foundation

/// What a killed run left behind: completed and cleaned by the next run (``recover(in:)``),
/// reported by `--check` (``leftovers(in:)``).
extension OutputTransaction {
    // MARK: - Recovery

    /// The name of the journal a commit writes into its journal folder while it renames:
    /// while it is there, the write is not over.
    package static var journalFileName: String { Journal.fileName }

    /// Completes the journal a killed run left in any of `directories` (rolling forward its
    /// renames and removals), then removes the `*.dscompile-tmp` files left there. Call it
    /// only while holding the ``OutputLock`` on the outputs in those folders. A journal is
    /// completed only when it passes every check (its format and checksum, and every file it
    /// names inside `directories` or their subfolders): one found in an output folder may
    /// have been put there to have this run remove or replace someone's files.
    /// - Returns: one line per thing done, for the user.
    /// - Throws: ``OutputFileError`` naming the path; a journal stays until it is complete,
    ///   and one that fails a check is left as it is, nothing it lists done.
    package static func recover(in directories: [URL]) throws(OutputFileError) -> [String] {
        let folders = uniqueFolders(directories)
        var done: [String] = []
        // Every journal first: one may name temporary files in another of the folders.
        for folder in folders {
            let journalURL = folder.appendingPathComponent(Journal.fileName)
            guard journalURL.linkStatus != .missing else { continue }
            done += try Journal.read(from: journalURL, outputFolders: folders).complete(at: journalURL, resuming: true)
        }
        for folder in folders {
            for leftover in temporaryFiles(in: folder) {
                if unlink(leftover.path) != 0 {
                    let code = errno
                    guard code == ENOENT else { throw .cannotRemove(path: leftover.displayPath, reason: FileSystemFailure.reason(errno: code)) }
                    continue
                }
                done.append("removed \(leftover.displayPath), left by an interrupted write")
            }
        }
        return done
    }

    /// What ``recover(in:)`` would complete or remove in `directories`, one line each.
    package static func leftovers(in directories: [URL]) -> [String] {
        uniqueFolders(directories).flatMap { folder in
            let journalURL = folder.appendingPathComponent(Journal.fileName)
            let journal = journalURL.linkStatus == .missing ? [] : ["\(journalURL.displayPath) (the journal of an interrupted write, which the next run completes)"]
            return journal + temporaryFiles(in: folder).map { "\($0.displayPath) (left by an interrupted write)" }
        }
    }

    // MARK: - Private

    private static func uniqueFolders(_ directories: [URL]) -> [URL] {
        var seen: Set<String> = []
        return directories.map(\.standardizedFileURL).filter { seen.insert($0.path).inserted }
    }

    /// The `*.dscompile-tmp` files in `folder`, by name.
    private static func temporaryFiles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(StagedFile.temporarySuffix) }.sorted().map { folder.appendingPathComponent($0) }
    }
}
