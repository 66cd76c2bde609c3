/// The `blur` kind: the tint over the blurred backdrop and the blur's radius, plus the
/// view's properties.
public enum BlurStyleKind {
    // MARK: - Setters

    public static let tintColor = StyleSetter("setTintColor", .color("tintColor"))
    public static let blurRadius = StyleSetter("setBlurRadius", .dimension("blurRadius"))

    // MARK: - Kind

    /// The kind: the view's setters the kind does not replace, then its own.
    public static let kind = StyleKindDescriptor(key: "blur", typeName: "Blur", viewSettersAnd: [
        tintColor,
        blurRadius,
    ])
}
