import OrderedCollections
import TokenModel

/// What a picture of a gallery stands for, the same in two catalogs of two versions of a
/// design system: its section and entry ids (a kind and a token or style path, never a
/// title), its caption with how many pictures before it in the variant share that caption,
/// and one theme. Pictures of two versions are matched by it, never by their position.
public struct PictureKey: Sendable, Hashable, CustomStringConvertible {
    // MARK: - Properties

    /// The section's id (`color`, `style-button`): the kind of thing pictured.
    public var section: String
    /// The entry's id (`color-colors.accent`, `style-button-primary`).
    public var entry: String
    /// The specimen's caption (`selected`); `nil` for none.
    public var caption: String?
    /// How many earlier pictures of the variant have the same caption.
    public var occurrence: Int
    public var theme: Theme

    public var description: String {
        "\(entry) [\(caption ?? "-")#\(occurrence)] in \(theme.name)"
    }

    // MARK: - Initializers

    public init(section: String, entry: String, caption: String?, occurrence: Int, theme: Theme) {
        self.section = section
        self.entry = entry
        self.caption = caption
        self.occurrence = occurrence
        self.theme = theme
    }
}

/// A picture of a catalog with what the review page says of it.
struct KeyedPicture: Sendable {
    var picture: GalleryPicture
    /// The entry's heading as the gallery shows it (``GalleryEntry/heading``).
    var entryName: String
    /// Where the entry is defined: a token's definition, a style's.
    var entrySource: SourceLocation?
}

extension GalleryCatalog {
    /// Every picture of the catalog under its ``PictureKey``, one per theme it is shown in,
    /// in page order.
    func keyedPictures() -> OrderedDictionary<PictureKey, KeyedPicture> {
        var keyed = OrderedDictionary<PictureKey, KeyedPicture>()
        for section in sections {
            for entry in section.entries {
                for variant in entry.variants {
                    var seen: [String?: Int] = [:]
                    for picture in variant.pictures {
                        let occurrence = seen[picture.caption, default: 0]
                        seen[picture.caption] = occurrence + 1
                        let shown = KeyedPicture(picture: picture, entryName: entry.heading, entrySource: entry.source)
                        for theme in variant.themes {
                            let key = PictureKey(section: section.id, entry: entry.id, caption: picture.caption, occurrence: occurrence, theme: theme)
                            // The first wins, should a catalog repeat an entry id.
                            if keyed[key] == nil { keyed[key] = shown }
                        }
                    }
                }
            }
        }
        return keyed
    }
}
