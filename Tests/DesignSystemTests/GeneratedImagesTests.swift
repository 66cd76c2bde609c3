import Builders
import DesignSystem
import Foundation
import Render
import Testing
import TokenModel

/// The images the DesignTokensPlugin generated from `Sources/DesignSystem/Assets` in this
/// build: a constant per image, a nested enum per subfolder, loaded with every scale.
@Suite("Generated images")
struct GeneratedImagesTests {
    /// The design system's asset folder, found from this file's place in the package.
    private static let assets = ImageAssets(folder: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/DesignSystem/Assets"))

    @Test func theAssetFoldersImagesAreConstants() async throws {
        try await ImageAssets.withCurrent(Self.assets) {
            let square = DesignTokens.Images.square
            #expect(square.asset == ImageAsset(name: "square", scales: [1, 2, 3]))
            #expect(square.representations.map(\.scale) == [1, 2, 3] && square.size == CGSize(width: 4, height: 4))
            // Without a folder chosen, a constant loads from the one it was generated from,
            // found from the generated file's place.
            #expect(square.asset?.folder == Self.assets.folder.standardizedFileURL)
            let dot = DesignTokens.Images.Icons.dot
            #expect(dot.asset?.scales == [2] && dot.size == CGSize(width: 4, height: 4))

            let view = ImageView(image: DesignTokens.Images.square)
            view.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
            let pixel = try #require(try Renderer(scale: 3).render(view).color(atX: 6, y: 6))
            #expect(pixel.red > 0.8 && pixel.green < 0.2 && pixel.alpha == 1)
        }
    }
}
