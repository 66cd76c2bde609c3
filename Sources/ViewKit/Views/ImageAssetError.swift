import Foundation

/// Why an ``ImageAsset`` could not be loaded from an asset folder: a file the generated code
/// was built with is missing or unreadable where the program looks for it.
public struct ImageAssetError: Error, Sendable, Hashable, CustomStringConvertible {
    // MARK: - Properties

    public let asset: ImageAsset
    /// The folder looked in.
    public let folder: URL
    /// Each file that could not be used, with the cause in words.
    public let problems: [String]

    // MARK: - Initializers

    public init(asset: ImageAsset, folder: URL, problems: [String]) {
        self.asset = asset
        self.folder = folder
        self.problems = problems
    }

    // MARK: - CustomStringConvertible

    public var description: String {
        "cannot load the \(asset) from \(folder.path): \(problems.joined(separator: "; "))"
            + " (ImageAssets.current must name the folder the code was generated from, or a copy of it)"
    }
}
