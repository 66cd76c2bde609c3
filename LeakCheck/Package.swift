// swift-tools-version: 6.1
// A program that renders 100 images with everything Render can do, run under valgrind by
// `make leak-check` to show that Render frees what it allocates. Kept out of the main
// package so its build never compiles it. How to read the result: docs/LEAKS.md.

import PackageDescription

let package = Package(
    name: "DSCompileLeakCheck",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "dscompile", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "RenderLeakCheck",
            dependencies: [
                .product(name: "DSCompileInternals", package: "dscompile"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
