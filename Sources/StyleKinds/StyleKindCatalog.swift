/// Every kind style sheets may style, in order: the plain views', then the components'.
/// A new component adds its `<Name>StyleKind.swift` in its folder (compiled into this
/// module by Package.swift's `StyleKinds` target), one line here and its builder's table.
public enum StyleKindCatalog {
    // MARK: - Kinds

    /// The kinds in the order of the generated style enums, the gallery and the docs.
    public static let kinds: [StyleKindDescriptor] = [
        LabelStyleKind.kind,
        ViewStyleKind.kind,
        ImageViewStyleKind.kind,
        ButtonStyleKind.kind,
        MapPinStyleKind.kind,
        BadgeStyleKind.kind,
        InitialsStyleKind.kind,
        SkeletonStyleKind.kind,
        LoadingStyleKind.kind,
        BeanPageControlStyleKind.kind,
        CustomSwitchStyleKind.kind,
        OTPFieldStyleKind.kind,
        CommonButtonStyleKind.kind,
        BlurStyleKind.kind,
        TouchableControlStyleKind.kind,
    ]

    // MARK: - Content modes

    /// The names of `Render.ContentMode`'s cases, which a `contentMode` property takes
    /// (this module does not depend on Render; a DesignSystemTests test keeps the two equal).
    public static let contentModeNames = [
        "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom",
        "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight",
    ]
}
