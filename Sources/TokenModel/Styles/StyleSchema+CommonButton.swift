extension StyleSchema {
    /// The `commonButton` kind: a ``StyleSchema`` view kind whose background and title
    /// colors take a value per control state (the others fall back to `normal`), with the
    /// title's typography and the image's alpha in the states other than `normal`.
    static let commonButtonKind = ComponentKind(
        viewKindWith: [
            "titleTypography": .token(.typography),
            "titleColor": .token(.color),
            "imageAlpha": .token(.number),
        ],
        applications: [
            // As a button's: the per-state fill of the rounded bounds replaces the view's
            // single background.
            Application("setBackgroundColor", [.init("backgroundColor", .themed)], perState: true),
            Application("setTitleColor", [.init("titleColor", .themed)], perState: true),
            Application("setTitleTypography", [.init("titleTypography", .constant)]),
            Application("setImageAlpha", [.init("imageAlpha", .cgFloat)]),
        ]
    )
}
