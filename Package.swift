// swift-tools-version: 6.1
// dscompile: design tokens to typed Swift, fluent builders to a view tree, Cairo and Pango to PNG.
// The modules and what each owns: docs/ARCHITECTURE.md.

import Foundation
import PackageDescription

/// Each style kind's descriptor file, in its component's folder, compiled into StyleKinds
/// (paths under `Sources/`); Builders excludes them. The one list of them.
let styleKindFiles = [
    "LayoutDSL/FluentBuilders/LabelStyleKind.swift",
    "LayoutDSL/FluentBuilders/ViewStyleKind.swift",
    "LayoutDSL/FluentBuilders/ImageViewStyleKind.swift",
    "LayoutDSL/FluentBuilders/ButtonStyleKind.swift",
    "Components/MapPin/MapPinStyleKind.swift",
    "Components/Badge/BadgeStyleKind.swift",
    "Components/Initials/InitialsStyleKind.swift",
    "Components/Skeleton/SkeletonStyleKind.swift",
    "Components/Loading/LoadingStyleKind.swift",
    "Components/BeanPageControl/BeanPageControlStyleKind.swift",
    "Components/CustomSwitch/CustomSwitchStyleKind.swift",
    "Components/OTPField/OTPFieldStyleKind.swift",
    "Components/CommonButton/CommonButtonStyleKind.swift",
    "Components/Blur/BlurStyleKind.swift",
    "Components/TouchableControl/TouchableControlStyleKind.swift",
]

/// Everything under `Sources/` that StyleKinds (whose path is `Sources/`) does not compile,
/// so that SwiftPM does not warn of hundreds of unhandled files: at each folder on the way
/// to a descriptor file, every other entry.
let styleKindsExcludes: [String] = {
    let sources = URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent("Sources")
    let kept = Set(["StyleKinds"] + styleKindFiles)
    let folders = Set(styleKindFiles.flatMap { file in
        let parts = file.split(separator: "/").dropLast()
        return parts.indices.map { parts[...$0].joined(separator: "/") }
    })
    var excluded: [String] = []
    func visit(_ folder: String) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: sources.appendingPathComponent(folder).path)) ?? []
        for entry in entries.sorted() {
            let path = folder.isEmpty ? entry : folder + "/" + entry
            if kept.contains(path) { continue }
            if folders.contains(path) { visit(path) } else { excluded.append(path) }
        }
    }
    visit("")
    return excluded
}()

let package = Package(
    name: "dscompile",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "dscompile", targets: ["dscompile"]),
        // What an adopting package depends on (README, "Adopting the plugin"): the plain values
        // generated token code needs, and nothing else (no Yams, no C library); the builders and
        // views; the builders under UIBuilder's module name; SurfUtils' label-text helpers
        // (docs/UIKIT.md); the snapshot tests; the project's own design system.
        .library(name: "TokenValues", targets: ["TokenValues"]),
        .library(name: "Builders", targets: ["Builders"]),
        // `import UIBuilder`, as UIBuilder's README says: Builders under UIBuilder's module name.
        .library(name: "UIBuilder", targets: ["UIBuilder"]),
        .library(name: "LabelText", targets: ["LabelText"]),
        .library(name: "DesignSnapshots", targets: ["DesignSnapshots"]),
        .library(name: "DesignSystem", targets: ["DesignSystem"]),
        .plugin(name: "DesignTokensPlugin", targets: ["DesignTokensPlugin"]),
        // Not for adopters: dscompile's own modules, for the packages beside this one that
        // measure them (Benchmarks/, LeakCheck/, Fuzz/). Each is a package of its own, so that
        // this one never builds the benchmark library or a sanitizer, and a package sees
        // another's modules only through a product. Their API is dscompile's and changes
        // without notice.
        .library(
            name: "DSCompileInternals",
            targets: ["TokenModel", "TokenImport", "Codegen", "ConstraintSolver", "Render", "ImageDiff", "Gallery", "SnapshotReportKit"]
        ),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    ],
    targets: [
        // MARK: - Tokens

        .target(name: "TokenValues"),
        // Every style kind's setters as typed descriptors, which the token reader, code
        // generation and the builders' tables read; each component's file lives in its own
        // folder and is compiled here (Builders excludes them), so this links no renderer.
        .target(name: "StyleKinds", dependencies: ["TokenValues"], path: "Sources", exclude: styleKindsExcludes, sources: ["StyleKinds"] + styleKindFiles),
        .target(
            name: "TokenModel",
            dependencies: [
                "TokenValues",
                "FailureText",
                "FontRules",
                "StyleKinds",
                "Yams",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        .target(
            name: "TokenImport",
            dependencies: ["TokenModel", "OutputFiles", .product(name: "OrderedCollections", package: "swift-collections")]
        ),
        .target(
            name: "Codegen",
            dependencies: ["TokenModel", .product(name: "OrderedCollections", package: "swift-collections")]
        ),

        // MARK: - Layout and drawing

        .target(name: "ConstraintSolver"),
        .systemLibrary(
            name: "CCairoPango",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // Where `Fonts/fonts.conf` is and the not-installed warning's words, Foundation only:
        // what Render, which draws, and the build's font check, which links no renderer, share.
        .target(name: "FontRules"),
        .target(name: "Render", dependencies: ["CCairoPango", "CZlib", "TokenValues", "FontRules"]),
        // SurfUtils' label-text helpers: Russian plural forms, money, distances.
        .target(name: "LabelText"),
        // The view library, in three layers (docs/ARCHITECTURE.md): the views, their
        // constraints, layout engine and rendering; the layout DSLs and fluent builders; the
        // components. `Builders` re-exports the three, as adopters import it. The style-kind
        // descriptors in their folders are StyleKinds' (`styleKindFiles`).
        .target(name: "ViewKit", dependencies: ["TokenModel", "ConstraintSolver", "Render"]),
        .target(name: "LayoutDSL", dependencies: ["ViewKit", "StyleKinds", "TokenModel", "Render"],
                exclude: styleKindFiles.filter { $0.hasPrefix("LayoutDSL/") }.map { String($0.dropFirst("LayoutDSL/".count)) }),
        .target(name: "Components", dependencies: ["LayoutDSL", "ViewKit", "StyleKinds", "TokenModel", "Render"],
                exclude: styleKindFiles.filter { $0.hasPrefix("Components/") }.map { String($0.dropFirst("Components/".count)) }),
        .target(name: "Builders", dependencies: ["ViewKit", "LayoutDSL", "Components"]),
        // Re-exports Builders, so that code written for UIBuilder's package compiles with its import.
        .target(name: "UIBuilder", dependencies: ["Builders", "TokenValues"]),

        // MARK: - Snapshots, gallery, the project's own design system

        // ImageDiff, HTMLText and SnapshotReportKit link no test framework, so dscompile can
        // use them; DesignSnapshots (Swift Testing's assertSnapshot) is for test targets only.
        .target(name: "ImageDiff", dependencies: ["Render", "OutputFiles"]),
        .target(name: "HTMLText", resources: [.embedInCode("Resources/copy-buttons.js")]),
        .target(name: "SnapshotReportKit", dependencies: ["HTMLText"],
                resources: [.embedInCode("Resources/report.js"), .embedInCode("Resources/report.css")]),
        .target(name: "DesignSnapshots", dependencies: ["ImageDiff", "HTMLText", "SnapshotReportKit", "Render", "Builders"]),
        // What validate checks beyond the tokens' own rules: text contrast (WCAG) and fonts
        // installed; used by validate and the gallery alike, without the gallery.
        .target(name: "DesignChecks", dependencies: ["TokenModel", "Render"]),
        .target(
            name: "Gallery",
            dependencies: ["TokenModel", "Render", "Builders", "LabelText", "HTMLText", "OutputFiles", "DesignChecks", "ImageDiff", .product(name: "OrderedCollections", package: "swift-collections")],
            resources: [.embedInCode("Page/Resources/gallery.js"), .embedInCode("Page/Resources/gallery.css")]
        ),
        .target(
            name: "DesignSystem",
            dependencies: ["Builders"],
            // Assets/: PNG images the plugin writes DesignTokens.Images from, read by path.
            exclude: ["Assets"],
            plugins: ["DesignTokensPlugin"]
        ),

        // MARK: - The command-line tool and its build plugin

        // One writer per output (`OutputLock`) and several files replaced as a whole
        // (`OutputTransaction`), Foundation only: what `build` and `preview` write with.
        .target(name: "OutputFiles", dependencies: ["FailureText"]),
        // The words for a file-system failure (`FileSystemFailure`), Foundation only: what the
        // token reader says of a file it cannot read, without the output writers.
        .target(name: "FailureText"),

        // `dscompile build`, its configuration file, all-or-nothing writing and the watch loop:
        // what the plugin's tool needs, linking neither Cairo nor Pango.
        .target(
            name: "TokenBuild",
            dependencies: ["TokenModel", "Codegen", "OutputFiles", "FontRules", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The build plugin's tool: `dscompile build` alone, so an adopting package builds no
        // renderer for its tokens.
        .executableTarget(
            name: "dscompile-tokens",
            dependencies: ["TokenBuild", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(
            name: "dscompile",
            dependencies: [
                "TokenBuild", "TokenModel", "TokenImport", "Render", "Builders", "Gallery", "DesignChecks", "ImageDiff", "SnapshotReportKit", "OutputFiles",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(
            name: "DesignTokensPlugin",
            capability: .buildTool(),
            dependencies: ["dscompile-tokens"]
        ),

        // MARK: - Tests

        // Paths and scratch folders shared by the test targets; not a product.
        .target(name: "TestSupport", dependencies: ["TokenValues"], path: "Tests/TestSupport"),
        // The snapshot suites' one specimen strategy and the assertion of a gallery recipe,
        // for ComponentsTests and DesignSystemTests; not a product.
        .target(name: "SpecimenSnapshotting", dependencies: ["DesignSnapshots", "DesignSystem", "Gallery", "Builders", "TokenModel"],
                path: "Tests/SpecimenSnapshotting"),
        // Images the comparison and store tests share; not a product.
        .target(name: "ImageFixtures", dependencies: ["Render", "TokenValues"], path: "Tests/ImageFixtures"),
        .testTarget(name: "LabelTextTests", dependencies: ["LabelText"]),
        .testTarget(name: "OutputFilesTests", dependencies: ["OutputFiles", "TestSupport"]),
        .testTarget(name: "TokenModelTests", dependencies: ["TokenModel", "TestSupport"]),
        // Fixtures/importers (Style Dictionary and Tokens Studio files) are read by path.
        .testTarget(name: "TokenImportTests", dependencies: ["TokenImport", "TokenModel", "TestSupport"]),
        .testTarget(name: "CodegenTests", dependencies: ["Codegen", "TokenModel", "TestSupport"]),
        // Fixtures/ (kiwisolver's answers, written by tools/solver_fixtures.py) is read by path.
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"], exclude: ["Fixtures"]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "TokenValues"]),
        // Assets/ (UIBuilder's example images, by name) is read by path.
        .testTarget(name: "BuildersTests", dependencies: ["Builders", "ViewKit", "LayoutDSL", "Render", "TokenModel", "TestSupport"], exclude: ["Assets"]),
        .testTarget(name: "ImageDiffTests", dependencies: ["ImageDiff", "ImageFixtures", "Render", "Builders", "TokenModel", "TestSupport"]),
        .testTarget(
            name: "DesignSnapshotsTests",
            dependencies: ["DesignSnapshots", "SnapshotReportKit", "HTMLText", "ImageFixtures", "Builders", "Render", "TestSupport"]
        ),
        .testTarget(name: "GalleryTests", dependencies: ["Gallery", "DesignChecks", "HTMLText", "Render", "Builders", "TokenModel", "TestSupport"]),
        .testTarget(name: "DesignChecksTests", dependencies: ["DesignChecks", "TokenModel", "TestSupport"]),
        .testTarget(
            name: "TokenBuildTests",
            dependencies: ["TokenBuild", "TokenModel", "OutputFiles", "TestSupport", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(
            name: "DesignSystemTests",
            dependencies: ["DesignSystem", "DesignSnapshots", "Builders", "UIBuilder", "DesignChecks", "Gallery", "SpecimenSnapshotting", "LabelText",
                           "Render", "TokenModel", "TestSupport"]
        ),
        // One folder per component (Tests/ComponentsTests/<Component>/): its view, builder and
        // drawer tests and its snapshots, whose references stay in Snapshots/Components/.
        .testTarget(
            name: "ComponentsTests",
            dependencies: ["Builders", "Render", "DesignSystem", "DesignSnapshots", "Gallery", "SpecimenSnapshotting", "TokenModel", "TestSupport"]
        ),
        // The executable end to end; it runs the dscompile binary built beside the tests
        // (Render writes the PNGs `dscompile diff` compares).
        .testTarget(name: "dscompileTests", dependencies: ["dscompile", "dscompile-tokens", "OutputFiles", "Render", "SnapshotReportKit", "ImageFixtures", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
