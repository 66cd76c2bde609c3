import Foundation
import Render

/// A folder of PNG images looked up by name, as an asset catalog: `name.png` is the 1×
/// image, `name@2x.png` and `name@3x.png` the 2× and 3× ones.
public struct ImageAssets: Sendable, Hashable {
    // MARK: - Properties

    /// The folder the images are in.
    public var folder: URL

    /// The folder ``Image/init(named:)`` looks in: the one bound to the running task by
    /// ``withCurrent(_:perform:)``, else the process-wide one set here, else `Assets/` in
    /// the current directory (the package's, under `swift test`).
    public static var current: ImageAssets {
        get { taskCurrent ?? storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    /// The folder bound to the running task, which tests running in parallel each set
    /// without disturbing the others.
    @TaskLocal private static var taskCurrent: ImageAssets?

    private static let storage = LockedValue(ImageAssets(
        folder: URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Assets")))

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

    /// The image called `name` with every scale found, or `nil` when no file of that name
    /// exists or none decodes.
    public func image(named name: String) -> Image? {
        let representations = (1...3).compactMap { scale -> PixelImage? in
            let file = scale == 1 ? "\(name).png" : "\(name)@\(scale)x.png"
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(file)) else { return nil }
            return try? PixelImage(pngData: data, scale: scale)
        }
        return Image(representations: representations)
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
