extension StyleSchema {
    /// The `badge` kind: `BadgeBuilder` builds a `BadgedImageView`, an image with a count
    /// badge at the top right (or a badge image at the bottom right) drawn by Render's
    /// `badgedImage` helpers.
    static let badgeKind = ComponentKind(
        viewKindWith: [
            "badgeColor": .token(.color),
            "countColor": .token(.color),
            "dimension": .token(.dimension),
            "strokeWidth": .token(.dimension),
            "maximumCount": .integer(minimum: 1),
        ],
        applications: [
            Application("setBadgeColor", [.init("badgeColor", .themed)]),
            Application("setCountColor", [.init("countColor", .themed)]),
            Application("setDimension", [.init("dimension", .constant)]),
            Application("setStrokeWidth", [.init("strokeWidth", .constant)]),
            Application("setMaximumCount", [.init("maximumCount", .constant)]),
        ]
    )
}
