import Builders
import Foundation
import Testing

/// Binds `Tests/BuildersTests/Assets` (UIBuilder's `hello` and `landscape` images, tiny
/// PNGs made with Render) as the asset folder of each test it marks, so that
/// `UIImage(named:)` reads as in UIBuilder's examples without touching other tests' folder.
struct ExampleAssetsTrait: SuiteTrait, TestTrait, TestScoping {
    // MARK: - Properties

    /// The test asset folder, found from this file's place in the package.
    static let assets = ImageAssets(folder: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("Assets"))

    /// Every test of a marked suite gets the folder.
    var isRecursive: Bool { true }

    // MARK: - Scoping

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await ImageAssets.withCurrent(Self.assets) { try await function() }
    }
}

extension Trait where Self == ExampleAssetsTrait {
    /// UIBuilder's example images by name: see ``ExampleAssetsTrait``.
    static var exampleAssets: Self { Self() }
}
