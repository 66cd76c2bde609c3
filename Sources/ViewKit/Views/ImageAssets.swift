import Foundation
import Render

/// A folder of PNG images looked up by name, as an asset catalog: `name.png` is the 1×
/// image, `name@2x.png` and `name@3x.png` the 2× and 3× ones.
public struct ImageAssets: Sendable, Hashable {
    // MARK: - Nested types

    /// Why one file of an image could not be used.
    private struct FileProblem: Error {
        let message: String
    }

    // MARK: - Properties

    /// The folder the images are in.
    public var folder: URL

    /// The folder ``Image/init(named:)`` looks in: the one bound to the running task by
    /// ``withCurrent(_:perform:)``, else the process-wide one set here, else `Assets/` in
    /// the current directory (the package's, under `swift test`).
    public static var current: ImageAssets {
        get { chosen ?? ImageAssets(folder: URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Assets")) }
        set { storage.withLock { $0 = newValue } }
    }

    /// The folder a program or test chose (``withCurrent(_:perform:)``, or ``current`` set),
    /// `nil` when none did: a generated ``ImageAsset`` then loads from the folder it was
    /// generated from. Setting it sets the process-wide choice; `nil` withdraws it.
    public static var chosen: ImageAssets? {
        get { taskCurrent ?? storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    /// The folder bound to the running task, which tests running in parallel each set
    /// without disturbing the others.
    ///
    /// A task-local by nature: ``Image/init(named:)`` and a generated ``ImageAsset``, as
    /// UIKit's `UIImage(named:)` reads its bundle, take no folder, so the folder a program
    /// or test chose is ambient; a task-local rather than only the process-wide value lets
    /// parallel tests each choose one.
    @TaskLocal private static var taskCurrent: ImageAssets?

    private static let storage = LockedValue<ImageAssets?>(nil)

    // MARK: - Initializers

    public init(folder: URL) {
        self.folder = folder
    }

    // MARK: - Scoping

    /// Runs `body` with `assets` as ``current`` for the running task and the tasks it
    /// starts, leaving other tasks' folder alone.
    public static func withCurrent<R>(_ assets: ImageAssets, isolation: isolated (any Actor)? = #isolation,
                                      perform body: () async throws -> R) async rethrows -> R {
        try await $taskCurrent.withValue(assets, operation: body, isolation: isolation)
    }

    // MARK: - Lookup

    /// The scales a folder may hold an image at: `name.png`, `name@2x.png`, `name@3x.png`.
    public static let scales = 1...3

    /// The file of the image `name` at `scale`: `name.png` at 1, else `name@<scale>x.png`.
    public static func fileName(of name: String, scale: Int) -> String {
        scale == 1 ? "\(name).png" : "\(name)@\(scale)x.png"
    }

    /// The image called `name` with every scale found, or `nil` when no file of that name
    /// exists or none decodes.
    public func image(named name: String) -> Image? {
        let representations = Self.scales.compactMap { scale in try? representation(of: name, scale: scale).get() }
        return Image(representations: representations)
    }

    /// The image of `asset` with every scale it was generated with, each of which must be
    /// in this folder and decode: a generated asset never quietly loses a scale.
    /// - Throws: ``ImageAssetError`` naming each file missing or unreadable.
    public func image(for asset: ImageAsset) throws(ImageAssetError) -> Image {
        var representations: [PixelImage] = []
        var problems: [String] = []
        for scale in asset.scales {
            switch representation(of: asset.name, scale: scale) {
            case .success(let image): representations.append(image)
            case .failure(let problem): problems.append(problem.message)
            }
        }
        guard problems.isEmpty, let image = Image(representations: representations) else {
            throw ImageAssetError(asset: asset, folder: folder, problems: problems)
        }
        return image.with(asset: asset)
    }

    // MARK: - Private

    /// The file of `name` at `scale`, decoded, or why it cannot be.
    private func representation(of name: String, scale: Int) -> Result<PixelImage, FileProblem> {
        let file = Self.fileName(of: name, scale: scale)
        let url = folder.appendingPathComponent(file)
        guard FileManager.default.fileExists(atPath: url.path) else { return .failure(FileProblem(message: "\(file) is missing")) }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            return .failure(FileProblem(message: "\(file) cannot be read (\((error as NSError).localizedDescription))"))
        }
        do {
            return .success(try PixelImage(pngData: data, scale: scale))
        } catch {
            return .failure(FileProblem(message: "\(file) is not a PNG image this renderer decodes (\(error))"))
        }
    }
}

/// A value behind a lock, for process-wide settings.
final class LockedValue<Value: Sendable>: @unchecked Sendable {
    // MARK: - Properties

    private let lock = NSLock()
    private var value: Value

    // MARK: - Initializers

    init(_ value: Value) {
        self.value = value
    }

    // MARK: - Access

    func withLock<T>(_ body: (inout Value) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
