import Foundation

/// The reports of several artifact folders (the shards of a CI run, each job's uploaded
/// `$SNAPSHOT_ARTIFACTS`) merged into one report folder: every entry once, its images copied
/// into the output's `report/images/`, so the merged `index.html` shows them from there.
///
/// A snapshot (suite and name) found in more than one shard is listed once: the worst status
/// wins (failed, then new, then passed) so a failure is never hidden behind a pass; among
/// equal statuses the entry added last wins, as a re-run replaces an entry in one report;
/// then the shard named last. ``Summary/duplicates`` says which was kept.
///
/// Nothing is written until every shard was read: the report is made in a hidden folder
/// beside the output and renamed into place, replacing an earlier report there, so a merge
/// that fails leaves the output as it was.
package enum SnapshotReportMerge {
    // MARK: - Nested types

    /// What a merge did.
    package struct Summary: Sendable, Equatable {
        /// The merged entries, in report order.
        package var entries: [SnapshotReportEntry]
        /// The snapshots found in more than one shard, and which shard's entry was kept.
        package var duplicates: [Duplicate]
        /// Images a shard's entry names that are not in that shard: the entry is listed without them.
        package var missingImages: [String]
    }

    /// A snapshot found in several shards.
    package struct Duplicate: Sendable, Equatable {
        package var suite: String
        package var name: String
        /// The shards that had it, in the order given.
        package var foundIn: [String]
        /// The shard whose entry the merged report lists.
        package var kept: String
        /// Its status.
        package var status: SnapshotReportEntry.Status
    }

    /// Why nothing was merged; each names the path at fault.
    package enum MergeError: Error, CustomStringConvertible, Sendable, Equatable {
        /// A shard folder that does not exist (or is a file).
        case missingFolder(String)
        /// A folder without `report/entries.jsonl`: no snapshot report was written there.
        case notAReportFolder(String)
        /// The output is one of the shards.
        case outputIsAShard(String)
        /// The output exists and is neither an empty folder nor a report folder.
        case outputInUse(String)
        /// A file could not be read or written; `reason` says which and why.
        case fileError(path: String, reason: String)

        package var description: String {
            switch self {
            case .missingFolder(let path):
                return "\(path) does not exist or is not a folder"
            case .notAReportFolder(let path):
                return "\(path) is not a snapshot report folder: it has no report/entries.jsonl (the artifact folder a test run writes, $SNAPSHOT_ARTIFACTS or .build/snapshot-artifacts)"
            case .outputIsAShard(let path):
                return "--output \(path) is also a shard; merge into another folder"
            case .outputInUse(let path):
                return "\(path) exists and is neither an empty folder nor a snapshot report folder; it is not replaced"
            case .fileError(let path, let reason):
                return "\(path) \(reason)"
            }
        }
    }

    // MARK: - Merging

    /// Merges the reports of `shards` into `output` (made, or replaced when it holds a
    /// report) and returns what it did.
    ///
    /// - Throws: ``MergeError``, with nothing written.
    package static func merge(shards: [URL], into output: URL, generated: Date = Date()) throws -> Summary {
        let outputPath = canonicalPath(output)
        if let shard = shards.first(where: { canonicalPath($0) == outputPath }) { throw MergeError.outputIsAShard(shard.path) }
        let chosen = try choose(from: shards.map { (shard: $0, records: try records(of: $0)) })
        try checkReplaceable(output)

        let parent = output.deletingLastPathComponent()
        let createdAncestor = firstMissingAncestor(of: parent)
        let staging = parent.appendingPathComponent(".\(output.lastPathComponent).merging-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
            let summary = try write(chosen.candidates, to: staging, generated: generated)
            try replace(output, with: staging)
            return Summary(entries: summary.entries, duplicates: chosen.duplicates, missingImages: summary.missingImages)
        } catch {
            try? FileManager.default.removeItem(at: staging)
            if let createdAncestor { try? FileManager.default.removeItem(at: createdAncestor) }
            throw error as? MergeError ?? MergeError.fileError(path: output.path, reason: "cannot be written: \(error.localizedDescription)")
        }
    }

    // MARK: - Private: reading

    /// A shard's record as the merge weighs it.
    private struct Candidate {
        var shard: URL
        var shardIndex: Int
        var record: SnapshotReportRecord
    }

    /// The latest record of each snapshot in `shard`.
    private static func records(of shard: URL) throws -> [SnapshotReportRecord] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: shard.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw MergeError.missingFolder(shard.path)
        }
        let files = SnapshotReportFiles(artifactDirectory: shard)
        guard FileManager.default.fileExists(atPath: files.journalFile.path) else { throw MergeError.notAReportFolder(shard.path) }
        do {
            return try files.records()
        } catch {
            throw MergeError.fileError(path: files.journalFile.path, reason: "cannot be read: \(error.localizedDescription)")
        }
    }

    /// One candidate per suite and name, by the rule of the type's documentation, and the
    /// snapshots that more than one shard had.
    private static func choose(from shards: [(shard: URL, records: [SnapshotReportRecord])]) throws
        -> (candidates: [Candidate], duplicates: [Duplicate]) {
        var byKey: [String: [Candidate]] = [:]
        var order: [String] = []
        for (index, shard) in shards.enumerated() {
            for record in shard.records {
                let key = SnapshotReportFiles.key(suite: record.entry.suite, name: record.entry.name)
                if byKey[key] == nil { order.append(key) }
                byKey[key, default: []].append(Candidate(shard: shard.shard, shardIndex: index, record: record))
            }
        }
        var chosen: [Candidate] = []
        var duplicates: [Duplicate] = []
        for key in order {
            let candidates = byKey[key] ?? []
            guard let kept = candidates.max(by: { preferred($1, over: $0) }) else { continue }
            chosen.append(kept)
            if candidates.count > 1 {
                duplicates.append(Duplicate(
                    suite: kept.record.entry.suite, name: kept.record.entry.name, foundIn: candidates.map(\.shard.path),
                    kept: kept.shard.path, status: kept.record.entry.status))
            }
        }
        return (chosen, duplicates)
    }

    /// Whether `first` is kept over `second`: the worse status, then the later entry, then the later shard.
    private static func preferred(_ first: Candidate, over second: Candidate) -> Bool {
        let rank: (SnapshotReportEntry.Status) -> Int = { status in
            switch status {
            case .failed: return 2
            case .new: return 1
            case .passed: return 0
            }
        }
        return (rank(first.record.entry.status), first.record.added, first.shardIndex)
            > (rank(second.record.entry.status), second.record.added, second.shardIndex)
    }

    // MARK: - Private: writing

    /// Writes the report of `candidates` into the empty folder `folder`: their images copied
    /// to `report/images/`, the journal, the run and `index.html`.
    private static func write(_ candidates: [Candidate], to folder: URL, generated: Date)
        throws -> (entries: [SnapshotReportEntry], missingImages: [String]) {
        let files = SnapshotReportFiles(artifactDirectory: folder)
        let runID = "merged-\(UUID().uuidString)"
        let journal = try files.journal(of: runID)
        var missing: [String] = []
        var merged = SnapshotReportRecords()
        var lines = Data()
        for candidate in candidates {
            var record = candidate.record
            let key = SnapshotReportFiles.key(suite: record.entry.suite, name: record.entry.name)
            let copy = { (image: String?, kind: String) throws -> String? in
                guard let image else { return nil }
                let copied = try copyImage(image, from: candidate.shard, to: files.imagesDirectory.appendingPathComponent("\(key).\(kind).png"))
                if copied == nil { missing.append(candidate.shard.appendingPathComponent(image).path) }
                return copied.flatMap(files.relativePath(to:))
            }
            record.runID = runID
            record.expectedImage = try copy(record.expectedImage, "expected")
            record.actualImage = try copy(record.actualImage, "actual")
            record.diffImage = try copy(record.diffImage, "diff")
            lines += try SnapshotReportJournal.line(of: record)
            merged.add([record])
        }
        try lines.write(to: journal.url, options: .atomic)
        try files.writeIndex(ReportHTML(items: merged.items, generated: generated).render())
        return (merged.all.map(\.entry), missing)
    }

    /// Copies the image at `relativePath` in `shard` (its bytes, through any link) to
    /// `target`; `nil` when the shard has no such file, or the path leads out of the shard.
    private static func copyImage(_ relativePath: String, from shard: URL, to target: URL) throws -> URL? {
        let source = shard.appendingPathComponent(relativePath).standardizedFileURL
        guard source.pathComponents.starts(with: shard.standardizedFileURL.pathComponents),
              let data = try? Data(contentsOf: source) else { return nil }
        do {
            try data.write(to: target)
        } catch {
            throw MergeError.fileError(path: target.path, reason: "cannot be written: \(error.localizedDescription)")
        }
        return target
    }

    /// Throws unless `output` is missing, an empty folder, or a report folder.
    private static func checkReplaceable(_ output: URL) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output.path, isDirectory: &isFolder) else { return }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? ["?"]
        let isReport = FileManager.default.fileExists(atPath: SnapshotReportFiles(artifactDirectory: output).journalFile.path)
        guard isFolder.boolValue, contents.isEmpty || isReport else { throw MergeError.outputInUse(output.path) }
    }

    /// Puts `staging` where `output` is: renames the old output aside first, and back when
    /// the rename fails.
    private static func replace(_ output: URL, with staging: URL) throws {
        guard FileManager.default.fileExists(atPath: output.path) else {
            try FileManager.default.moveItem(at: staging, to: output)
            return
        }
        let old = output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).replaced-\(UUID().uuidString)")
        try FileManager.default.moveItem(at: output, to: old)
        do {
            try FileManager.default.moveItem(at: staging, to: output)
        } catch {
            try? FileManager.default.moveItem(at: old, to: output)
            throw error
        }
        try? FileManager.default.removeItem(at: old)
    }

    /// The outermost folder of `folder`'s path that does not exist yet, which making
    /// `folder` creates; `nil` when it exists.
    private static func firstMissingAncestor(of folder: URL) -> URL? {
        var missing: URL?
        var current = folder.standardizedFileURL
        while !FileManager.default.fileExists(atPath: current.path) && current.path != "/" {
            missing = current
            current = current.deletingLastPathComponent()
        }
        return missing
    }

    /// `url` absolute, without `.`, `..` or symbolic links, for comparing folders.
    private static func canonicalPath(_ url: URL) -> String {
        url.standardizedFileURL.resolvingSymlinksInPath().path
    }
}
