// swift-tools-version: 6.1
// Benchmarks of dscompile, kept out of the main package so its build never compiles them.
// Run with `make bench` (or `swift package benchmark` in this folder). Figures: docs/PERFORMANCE.md.

import PackageDescription

let package = Package(
    name: "DSCompileBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "dscompile", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "DSCompileBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Builders", package: "dscompile"),
                // TokenModel, Codegen, ConstraintSolver, Render, ImageDiff, Gallery and
                // SnapshotReportKit: dscompile's own modules, in its one product for the
                // packages that measure them.
                .product(name: "DSCompileInternals", package: "dscompile"),
            ],
            path: "Benchmarks/DSCompileBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
