/// The `imageView` kind: the view's properties, the template tint and the content mode.
public enum ImageViewStyleKind {
    // MARK: - Setters

    public static let tintColor = StyleSetter("setTintColor", .color("tintColor"))
    public static let contentMode = StyleSetter("setContentMode", .contentMode("contentMode"))

    // MARK: - Kind

    /// The kind: the view's setters the kind does not replace, then its own.
    public static let kind = StyleKindDescriptor(key: "imageView", typeName: "ImageView", viewSettersAnd: [
        tintColor,
        contentMode,
    ])
}
