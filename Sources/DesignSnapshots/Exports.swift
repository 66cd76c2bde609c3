// MARK: - What a snapshot test needs, visible through `import DesignSnapshots`

// One import is enough to write a snapshot test: the builders and views (`Builders`), the
// vocabulary the generated styles are written in (`TokenValues`: `Color`, `Themed`, `Theme`,
// …), images and frame strips (`Render`), the comparison's options and tolerances
// (`ImageDiff`, which dscompile and the gallery use without Swift Testing), and `CGSize` and
// `URL` (`Foundation`). A test then imports only its own design system besides.
@_exported import Builders
@_exported import Foundation
@_exported import ImageDiff
@_exported import Render
@_exported import TokenValues
// The HTML review report (`SnapshotReport`, `SnapshotReportEntry`) lives in SnapshotReportKit,
// which links no test framework, so that `dscompile report merge` can read and write reports.
@_exported import SnapshotReportKit
