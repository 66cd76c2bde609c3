import Builders
import Foundation
import Render
import Testing
import TokenModel

/// Generated image assets (`dscompile build --assets`) as the program loads them: through
/// ``ImageAssets/current``, every scale the generator saw, a missing one named.
@Suite("Image assets")
struct ImageAssetTests {
    // MARK: - Fixtures

    /// A folder with `square.png` (4×2 points, red) at the given scales, and `broken.png`.
    private static func folder(scales: [Int]) throws -> ImageAssets {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("image-assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("icons"), withIntermediateDirectories: true)
        for scale in scales {
            let canvas = try Canvas(size: CGSize(width: 4, height: 2), scale: scale)
            canvas.fill(CGRect(x: 0, y: 0, width: 4, height: 2), color: .red)
            try canvas.makeImage().pngData().write(to: folder.appendingPathComponent(ImageAssets.fileName(of: "icons/square", scale: scale)))
        }
        try Data("not a PNG".utf8).write(to: folder.appendingPathComponent("broken.png"))
        return ImageAssets(folder: folder)
    }

    // MARK: - Loading

    @Test func anAssetLoadsEveryScaleFromTheCurrentFolder() async throws {
        let assets = try Self.folder(scales: [1, 2, 3])
        let asset = ImageAsset(name: "icons/square", scales: [3, 1, 2])
        #expect(asset.scales == [1, 2, 3] && asset.fileName(scale: 2) == "icons/square@2x.png")
        let image = await ImageAssets.withCurrent(assets) { Image(asset: asset) }
        #expect(image.representations.map(\.scale) == [1, 2, 3])
        #expect(image.size == CGSize(width: 4, height: 2))
        #expect(image.asset == asset && image.withRenderingMode(.alwaysTemplate).asset == asset)
        #expect(Image(named: "icons/square", in: assets)?.asset == nil)
        // A mask has new pixels: no longer the asset's image.
        #expect(image.mask(with: 0.5).asset == nil && image.mask(with: .blue).asset == nil)

        // What a view draws is what the generated constant names.
        let view = ImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 4, height: 2)
        #expect(try Renderer(scale: 2).render(view).color(atX: 3, y: 1) == Color.red)
    }

    /// An `@2x` alone is an image of 2× pixels, sized in points by its scale, as UIKit's.
    @Test func anAssetOfOneScaleIsSizedByIt() throws {
        let assets = try Self.folder(scales: [2])
        let image = try assets.image(for: ImageAsset(name: "icons/square", scales: [2]))
        #expect(image.representations.map(\.scale) == [2] && image.size == CGSize(width: 4, height: 2))
    }

    @Test func aScaleMissingOrUnreadableWhereTheProgramLooksIsNamed() throws {
        let assets = try Self.folder(scales: [1, 2])
        let error = #expect(throws: ImageAssetError.self) {
            try assets.image(for: ImageAsset(name: "icons/square", scales: [1, 2, 3]))
        }
        #expect(error?.problems == ["icons/square@3x.png is missing"])
        #expect(error?.description.hasPrefix("cannot load the image asset 'icons/square' (icons/square.png, icons/square@2x.png, icons/square@3x.png) from \(assets.folder.path): icons/square@3x.png is missing") == true)
        let broken = #expect(throws: ImageAssetError.self) { try assets.image(for: ImageAsset(name: "broken", scales: [1])) }
        #expect(broken?.problems.first?.hasPrefix("broken.png is not a PNG image this renderer decodes") == true)
    }

    /// The constant goes where an image goes: views, builders, UIBuilder, buttons.
    @Test func buildersTakeTheAssetsImageAndNil() async throws {
        let assets = try Self.folder(scales: [1])
        await ImageAssets.withCurrent(assets) {
            let square = Image(asset: ImageAsset(name: "icons/square", scales: [1]))
            #expect(ImageViewBuilder.startBuild().setImage(square).build().image?.asset?.name == "icons/square")
            #expect(ImageViewBuilder.startBuild().setImage(square).setImage(nil).build().image == nil)
            let button = ButtonBuilder.startBuild().setImage(square).setBackgroundImage(nil).build()
            #expect(button.image(for: .normal) == square && button.backgroundImage(for: .normal) == nil)
        }
    }
}
