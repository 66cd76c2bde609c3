import TokenModel

/// A picture of the review page: one whose pixels differ between the two versions, or that
/// only one of them has, in the themes where it is the same change.
public struct PictureChange: Sendable {
    // MARK: - Nested types

    public enum Kind: String, Sendable, Hashable {
        /// Both sides have it and its pixels differ.
        case changed
        /// Only the new version has it.
        case added
        /// Only the old version had it.
        case removed
    }

    // MARK: - Properties

    public var kind: Kind
    /// The key of its first theme; the others differ only in ``PictureKey/theme``.
    public var key: PictureKey
    /// The themes where the picture changed this way, in the new version's order.
    public var themes: [Theme]
    /// The entry's heading as the gallery shows it (`LabelBuilder · title`, a token's path;
    /// text, never used as a key).
    public var entryName: String
    /// The picture before and now, as written into the review folder (or why it could not be
    /// drawn); `nil` on the side that lacks it.
    public var before: GalleryImageResult?
    public var after: GalleryImageResult?
    /// The pixels that differ, in red over the old picture faded (``ImageDiff``'s diff).
    public var diff: GalleryImage?
    /// What the comparison found, in words (`312 of 9,600 pixels differ`).
    public var summary: String
    /// Where the entry is defined on each side (a token's definition, a style's).
    public var beforeSource: SourceLocation?
    public var afterSource: SourceLocation?
}
