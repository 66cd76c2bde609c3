// MARK: - The comparison, visible through `import DesignSnapshots`

// The assertions take `ComparisonTolerance` and `ComparisonOptions`, and the store's
// outcomes come from `ImageComparison`; re-exporting ImageDiff keeps one import enough for a
// test file, as it was before the comparison moved to its own module (which dscompile and
// the gallery use without Swift Testing).
@_exported import ImageDiff
