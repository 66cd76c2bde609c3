import ArgumentParser
import TokenBuild
import Foundation
import SnapshotReportKit

/// `dscompile report`: the snapshot review report outside a test run.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Work with snapshot review reports (the index.html the snapshot tests write).",
        subcommands: [ReportMergeCommand.self]
    )
}

/// `dscompile report merge`: the reports of CI shards as one.
struct ReportMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge the snapshot reports of several artifact folders (CI shards) into one.",
        discussion: """
            Each DIR is an artifact folder a snapshot test run wrote ($SNAPSHOT_ARTIFACTS, or \
            .build/snapshot-artifacts), such as the folder each CI job that ran part of the \
            snapshot tests uploads. Their entries are written as one report to --output: \
            index.html and report/, with every image (references, actual and diff images) \
            copied into --output/report/images, so the folder can be opened, zipped or kept by \
            CI on its own.

            Every snapshot is listed once. When several shards have the same suite and name, \
            the worst status is kept (failed, then new, then passed), then the entry added \
            last, then the one of the DIR named last; each such choice is printed on standard \
            error.

            --output is made, or replaced when it holds a snapshot report (or is an empty \
            folder); the report is written beside it and renamed into place, so a failed merge \
            leaves it as it was.

            Example, in the CI job after the shards, each downloaded into its own folder:
              dscompile report merge shard-1 shard-2 shard-3 --output snapshot-report

            Exit codes: 0 merged; 1 a DIR is missing or is not a report folder (it has no \
            report/entries.jsonl), --output is some other folder or file, or a file cannot be \
            read or written (nothing is written then); 2 a usage error.
            """
    )

    // MARK: - Arguments

    @Argument(help: ArgumentHelp("The artifact folders of the shards, one or more.", valueName: "DIR"))
    var shards: [String]

    @Option(help: ArgumentHelp("The folder of the merged report.", valueName: "DIR"))
    var output: String

    // MARK: - Running

    func run() throws {
        let summary: SnapshotReportMerge.Summary
        do {
            summary = try SnapshotReportMerge.merge(shards: shards.map(Self.url), into: Self.url(output))
        } catch let error as SnapshotReportMerge.MergeError {
            Diagnostics.note("dscompile: error: \(error); nothing was written")
            if case .outputIsAShard = error { throw ExitCode(2) }
            throw ExitCode(1)
        }
        for duplicate in summary.duplicates {
            Diagnostics.note("dscompile: note: \(duplicate.suite)/\(duplicate.name) is in \(duplicate.foundIn.joined(separator: ", ")); kept the \(duplicate.status.rawValue) entry of \(duplicate.kept)")
        }
        for image in summary.missingImages {
            Diagnostics.note("dscompile: warning: \(image) is named by its report but missing; its entry is listed without it")
        }
        let count = { (status: SnapshotReportEntry.Status) in summary.entries.filter { $0.status == status }.count }
        let index = SnapshotReport.indexURL(artifactDirectory: Self.url(output))
        print("merged \(summary.entries.count) snapshot\(summary.entries.count == 1 ? "" : "s") (\(count(.failed)) failed, \(count(.new)) new, \(count(.passed)) passed) from \(shards.count) folder\(shards.count == 1 ? "" : "s") into \(index.path)")
    }

    // MARK: - Private

    private static func url(_ path: String) -> URL {
        URL(fileURLWithPath: path)
    }
}
