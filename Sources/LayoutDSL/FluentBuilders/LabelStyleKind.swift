/// The `label` kind: the view's properties, the text's typography, color, alignment and
/// number of lines.
public enum LabelStyleKind {
    // MARK: - Setters

    public static let typography = StyleSetter("setTypography", .typography("typography"))
    public static let textColor = StyleSetter("setTextColor", .color("textColor"))
    public static let alignment = StyleSetter("setAlignment", .alignment("alignment"))
    public static let numberOfLines = StyleSetter("setNumberOfLines", .integer("numberOfLines", minimum: 0))

    // MARK: - Kind

    /// The kind: the view's setters the kind does not replace, then its own.
    public static let kind = StyleKindDescriptor(key: "label", typeName: "Label", viewSettersAnd: [
        typography,
        textColor,
        alignment,
        numberOfLines,
    ], textsOnSurfaces: [
        TextOnSurface(text: "textColor", typography: "typography", surface: "backgroundColor"),
    ])
}
