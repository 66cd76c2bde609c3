// swift-tools-version: 6.1
// A libFuzzer target for TokenModel's readers, kept out of the main package so its build
// never compiles it (it needs `-sanitize=fuzzer`, which `swift build` there does not pass).
// Run with `make fuzz` from the repository's root; what it covers: docs/FUZZING.md.

import PackageDescription

let package = Package(
    name: "DSCompileFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "dscompile", path: ".."),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    ],
    targets: [
        // Built with `-sanitize=fuzzer,address` by the Makefile's `fuzz`. Its `main` calls
        // libFuzzer's driver, declared with `@_extern(c)`, hence the feature.
        .executableTarget(
            name: "TokenFuzzer",
            dependencies: [
                .product(name: "TokenModel", package: "dscompile"),
                .product(name: "OrderedCollections", package: "swift-collections"),
            ],
            swiftSettings: [.enableExperimentalFeature("Extern")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
