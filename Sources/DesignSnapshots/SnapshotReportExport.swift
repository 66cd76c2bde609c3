// MARK: - The report, visible through `import DesignSnapshots`

// The HTML review report (``SnapshotReport``, ``SnapshotReportEntry``) lives in
// SnapshotReportKit, which links no test framework, so that `dscompile report merge` can
// read and write reports; re-exporting it keeps `import DesignSnapshots` enough for tests.
@_exported import SnapshotReportKit
