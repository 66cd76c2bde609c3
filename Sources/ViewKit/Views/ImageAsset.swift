import Foundation

/// An image of an asset folder known when the code was built, as R.swift's `ImageResource`:
/// `dscompile build --assets DIR` writes one per image (`DesignTokens.Images.avatar`), so a
/// misspelt name is a compile error, not a `nil` at run time.
///
/// It is loaded from ``ImageAssets/current`` (``Image/init(asset:)``), so the same scale
/// selection applies as to ``Image/init(named:)``.
public struct ImageAsset: Sendable, Hashable, CustomStringConvertible {
    // MARK: - Properties

    /// The image's path in the asset folder without scale suffix and extension:
    /// `avatar` for `avatar.png` and `avatar@2x.png`, `icons/close` in a subfolder.
    public let name: String
    /// The scales the folder held when the code was generated (1 for `name.png`, 2 for
    /// `name@2x.png`, 3 for `name@3x.png`), ascending; never empty.
    public let scales: [Int]
    /// The folder the code was generated from, found from the generated file's place
    /// (`#filePath`); where the image loads from unless a program chose a folder
    /// (``ImageAssets/chosen``). Not part of equality: the same image in two checkouts is equal.
    public let folder: URL?

    // MARK: - Initializers

    /// An asset of the images `name` at `scales` (sorted here; 1, 2 and 3 only).
    public init(name: String, scales: [Int], folder: URL? = nil) {
        guard !scales.isEmpty, scales.allSatisfy({ ImageAssets.scales.contains($0) }) else {
            fatalError("an image asset has scales among 1, 2 and 3, not \(scales)")
        }
        self.name = name
        self.scales = Array(Set(scales)).sorted()
        self.folder = folder
    }

    // MARK: - Equatable, Hashable

    public static func == (lhs: ImageAsset, rhs: ImageAsset) -> Bool {
        lhs.name == rhs.name && lhs.scales == rhs.scales
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(scales)
    }

    // MARK: - Files

    /// The file of the image at `scale` relative to the asset folder: `name.png` or
    /// `name@<scale>x.png`.
    public func fileName(scale: Int) -> String {
        ImageAssets.fileName(of: name, scale: scale)
    }

    // MARK: - CustomStringConvertible

    public var description: String {
        "image asset '\(name)' (\(scales.map { fileName(scale: $0) }.joined(separator: ", ")))"
    }
}
