extension StyleSchema {
    /// The `blur` kind: a view kind with the tint laid over the blur and the blur's
    /// standard deviation in points.
    static let blurKind = ComponentKind(
        viewKindWith: [
            "tintColor": .token(.color),
            "blurRadius": .token(.dimension),
        ],
        applications: [
            Application("setTintColor", [.init("tintColor", .themed)]),
            Application("setBlurRadius", [.init("blurRadius", .constant)]),
        ]
    )
}
