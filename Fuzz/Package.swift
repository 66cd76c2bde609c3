// swift-tools-version: 6.1
// libFuzzer targets for TokenModel's readers, for the resolver, for `convert` and for the gallery's drawings, kept out of the
// main package so its build never compiles them (they need `-sanitize=fuzzer`, which
// `swift build` there does not pass).
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
        // libFuzzer's driver, declared with `@_extern(c)` (hence the feature) and started by
        // each target's `main`.
        .target(name: "FuzzDriver", swiftSettings: [.enableExperimentalFeature("Extern")]),
        // Built with `-sanitize=fuzzer,address` by the Makefile's `fuzz`.
        .executableTarget(
            name: "TokenFuzzer",
            dependencies: [
                "FuzzDriver",
                .product(name: "DSCompileInternals", package: "dscompile"),
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        // `dscompile convert`: Style Dictionary and Tokens Studio sources (docs/FUZZING.md).
        .executableTarget(
            name: "ConvertFuzzer",
            dependencies: [
                "FuzzDriver",
                .product(name: "DSCompileInternals", package: "dscompile"),
            ]
        ),
        // The resolver: sets, modifiers, contexts and inputs through the loader (docs/FUZZING.md).
        .executableTarget(
            name: "ResolverFuzzer",
            dependencies: [
                "FuzzDriver",
                .product(name: "DSCompileInternals", package: "dscompile"),
            ]
        ),
        // The gallery's drawings and Render's layout of typed token values (docs/FUZZING.md).
        .executableTarget(
            name: "RenderFuzzer",
            dependencies: [
                "FuzzDriver",
                .product(name: "DSCompileInternals", package: "dscompile"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
