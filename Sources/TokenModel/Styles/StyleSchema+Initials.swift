extension StyleSchema {
    /// The `initials` kind: `InitialsBuilder` builds an `InitialsView`, a colored circle
    /// with a person's initials drawn by Render's `drawInitials`.
    static let initialsKind = ComponentKind(
        viewKindWith: [
            "typography": .token(.typography),
            "textColor": .token(.color),
            "circleColor": .token(.color),
            "diameter": .token(.dimension),
        ],
        applications: [
            Application("setTypography", [.init("typography", .constant)]),
            Application("setTextColor", [.init("textColor", .themed)]),
            Application("setCircleColor", [.init("circleColor", .themed)]),
            Application("setDiameter", [.init("diameter", .constant)]),
        ]
    )
}
