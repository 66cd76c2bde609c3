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
                .product(name: "TokenModel", package: "dscompile"),
                .product(name: "Codegen", package: "dscompile"),
                .product(name: "ConstraintSolver", package: "dscompile"),
                .product(name: "Render", package: "dscompile"),
                .product(name: "Builders", package: "dscompile"),
                .product(name: "ImageDiff", package: "dscompile"),
                .product(name: "Gallery", package: "dscompile"),
                .product(name: "SnapshotReportKit", package: "dscompile"),
            ],
            path: "Benchmarks/DSCompileBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
